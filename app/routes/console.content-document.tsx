import { DEFAULT_LOCALE } from "#shared/console/content.ts";
import { STUDIO } from "#shared/console/routes.ts";
import { documentForPage, documentView, pagePathOf, studioOf, versionViews } from "~/console/content-api.server";
import { consoleMeta } from "~/console/meta";
import { requireRole } from "~/console/session.server";
import { ContentDocumentPage } from "~/console/studio/ContentDocumentPage";
import type { ContentDocument, VersionView } from "~/console/studio/studio-api";
import type { Route } from "./+types/console.content-document";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  consoleMeta(loaderData ? `Edit ${loaderData.document.title}` : "Edit content");

export async function loader({ context, params }: Route.LoaderArgs) {
  requireRole(context, STUDIO);
  const document = await documentForPage(context, params.id);
  const { store, collections } = studioOf(context);
  const key = { id: document.id, locale: DEFAULT_LOCALE };
  const [stored, versions, entry, path] = await Promise.all([
    store.read(key),
    store.versions(key),
    collections.find(document.id),
    pagePathOf(context, document),
  ]);
  const view = await documentView(document, key.locale, stored, versions);
  return {
    document: view as unknown as ContentDocument,
    versions: versionViews(document, versions) as VersionView[],
    previewable: path !== undefined,
    entry: entry ?? null,
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentDocumentPage key={loaderData.document.id} {...loaderData} />;
}
