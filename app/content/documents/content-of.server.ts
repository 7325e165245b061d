/**
 * What a page shows of a document: the repository's base, overlaid with its published version
 * or (for a staff preview) its draft. Page loaders still read the content modules directly; the
 * "Publishing" issue switches them to this function, and the preview uses `{ draft: true }`.
 */
import { type ConsoleContent, DEFAULT_LOCALE } from "#shared/console/content.ts";
import { findContentDocument } from "./registry";

export interface ContentOptions {
  /** The draft when there is one (staff preview); otherwise what is published. */
  draft?: boolean;
  locale?: string;
}

export async function contentOf(
  store: Pick<ConsoleContent, "read">,
  id: string,
  { draft = false, locale = DEFAULT_LOCALE }: ContentOptions = {},
): Promise<unknown> {
  const document = findContentDocument(id);
  if (!document) throw new Error(`No content document has the id ${id} (app/content/documents/registry.ts)`);
  const stored = await store.read({ id, locale });
  const overlay = (draft ? stored?.draft : undefined) ?? stored?.published;
  return overlay ? overlay.content : document.base;
}
