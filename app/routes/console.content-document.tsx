import { STUDIO } from "#shared/console/routes.ts";
import styles from "~/console/console.module.css";
import { documentForPage } from "~/console/content-api.server";
import { consoleMeta } from "~/console/meta";
import { requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.content-document";

export const meta = () => consoleMeta("Edit content");

/** Placeholder of the studio's editor (the studio's UI replaces this page; it reads the JSON API). */
export function loader({ context, params }: Route.LoaderArgs) {
  requireRole(context, STUDIO);
  const document = documentForPage(params.id);
  return { id: document.id, title: document.title };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>{loaderData.title}</h1>
    </div>
  );
}
