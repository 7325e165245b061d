import { DEFAULT_LOCALE } from "#shared/console/content.ts";
import { STUDIO } from "#shared/console/routes.ts";
import styles from "~/console/console.module.css";
import { documentList, studioOf } from "~/console/content-api.server";
import { consoleMeta } from "~/console/meta";
import { requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.content";

export const meta = () => consoleMeta("Content");

/** Placeholder of the studio's document list (the studio's UI replaces this page). */
export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, STUDIO);
  return documentList(studioOf(context), DEFAULT_LOCALE);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>Content</h1>
      <ul>
        {loaderData.documents.map((document) => (
          <li key={document.id}>
            <a href={`/console/content/${encodeURIComponent(document.id)}`}>{document.title}</a> ({document.status})
          </li>
        ))}
      </ul>
    </div>
  );
}
