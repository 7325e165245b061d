import { DEFAULT_LOCALE } from "#shared/console/content.ts";
import { STUDIO } from "#shared/console/routes.ts";
import { documentList, studioOf } from "~/console/content-api.server";
import { consoleMeta } from "~/console/meta";
import { consoleServices, requireRole } from "~/console/session.server";
import { ContentListPage, parseSort } from "~/console/studio/ContentListPage";
import type { Route } from "./+types/console.content";

export const meta = () => consoleMeta("Content");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, STUDIO);
  const search = new URL(request.url).searchParams;
  const { documents } = await documentList(studioOf(context), DEFAULT_LOCALE);
  return {
    documents: documents.map(({ id, title, kind, path, status, live, updated, updatedBy, repository, invalid }) => ({
      id,
      title,
      kind,
      path,
      status,
      live,
      updated,
      updatedBy,
      differsFromRepository: repository.differs,
      repositoryConflict: repository.conflict,
      invalid,
    })),
    deployedAt: consoleServices(context).deployedAt ?? null,
    query: search.get("q") ?? "",
    kind: search.get("kind") ?? "",
    sort: parseSort(search.get("sort")),
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentListPage {...loaderData} />;
}
