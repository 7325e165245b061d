import type { RouterContextProvider } from "react-router";
import { consoleServicesContext, contentPreviewContext } from "#shared/server-context.ts";
import { contentOf } from "~/content/documents/content-of.server";

/**
 * What a page's loader shows of a content document (app/content/documents/registry.ts): the
 * repository's content it imports (`base`), or, on a preview link's request for this very
 * document (server/content/preview-pages.ts), the document's draft. Pre-rendering has no
 * preview, so the pre-rendered pages never read the database.
 */
export async function pageContent<T>(context: Readonly<RouterContextProvider>, id: string, base: T): Promise<T> {
  const preview = context.get(contentPreviewContext);
  if (preview?.documentId !== id) return base;
  const store = context.get(consoleServicesContext).content;
  return (await contentOf(store, id, { draft: true, locale: preview.locale })) as T;
}
