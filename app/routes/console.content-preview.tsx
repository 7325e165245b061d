import { data } from "react-router";
import { DEFAULT_LOCALE } from "#shared/console/content.ts";
import { STUDIO } from "#shared/console/routes.ts";
import { documentForPage, pagePathOf } from "~/console/content-api.server";
import { consoleMeta } from "~/console/meta";
import { consoleServices, requireRole } from "~/console/session.server";
import { ContentPreviewPage } from "~/console/studio/ContentPreviewPage";
import type { Route } from "./+types/console.content-preview";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  consoleMeta(loaderData ? `Preview ${loaderData.title}` : "Preview");

/** A fresh signed link on each visit: the frames show the page with the draft through it. */
export async function loader({ context, params }: Route.LoaderArgs) {
  requireRole(context, STUDIO);
  const document = await documentForPage(context, params.id);
  const path = await pagePathOf(context, document);
  if (path === undefined) throw data({ error: "This document has no page to preview yet." }, { status: 404 });
  const preview = consoleServices(context).contentPreview;
  const link = await preview.link(document.id, DEFAULT_LOCALE);
  const previewUrl = `${path}?preview=${encodeURIComponent(link.token)}`;
  return {
    id: document.id,
    title: document.title,
    previewUrl,
    shareUrl: new URL(previewUrl, preview.origin).href,
    expiresAt: link.expiresAt,
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentPreviewPage {...loaderData} />;
}
