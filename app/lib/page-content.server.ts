import type { RouterContextProvider } from "react-router";
import { consoleServicesContext, contentPreviewContext, publishedContentContext } from "#shared/server-context.ts";
import { contentOf } from "~/content/documents/content-of.server";
import { type ContentDocument, findContentDocument } from "~/content/documents/registry";
import { pageSeo } from "~/content/seo";

/**
 * The content documents a page shows (app/content/documents/registry.ts), each as the id of its
 * document and the repository's content the page imports.
 */
export type DocumentSources<Documents> = {
  readonly [Name in keyof Documents]: readonly [id: string, base: Documents[Name]];
};

/** Every page's SEO text (the "seo" document), for `seoFor`'s `texts`. */
export const SEO_TEXTS = ["seo", pageSeo as Readonly<Record<string, unknown>>] as const;

/**
 * A document with the registry's base as its repository content: for documents whose content no
 * module holds as such (an article's or legal page's metadata with its MDX text).
 */
export function registrySource<Base>(id: string): readonly [id: string, base: Base] {
  const document = findContentDocument(id);
  if (!document) throw new Error(`No content document has the id ${id} (app/content/documents/registry.ts)`);
  return [id, document.base as Base];
}

/**
 * The repository's content of each document: what the pre-rendered pages show. Where
 * `npm run content:pull` wrote a file for it, that is the registry's base and replaces the module's value.
 */
export function repositoryDocuments<Documents>(
  sources: DocumentSources<Documents>,
  find: (id: string) => Pick<ContentDocument, "base" | "moduleBase"> | undefined = findContentDocument,
): Documents {
  return Object.fromEntries(
    Object.entries(sources).map(([name, source]) => {
      const [id, moduleValue] = source as [string, unknown];
      const document = find(id);
      return [name, document?.moduleBase === undefined ? moduleValue : document.base];
    }),
  ) as Documents;
}

/**
 * The documents for this request: the repository's content, except
 * - while publishing renders the site (server/publishing/): every document's published content;
 * - on a preview link's request (server/content/preview-pages.ts) for one of them, which then
 *   shows its draft.
 * Pre-rendering has neither, so the build's pages never read the database.
 */
export async function pageDocuments<Documents>(
  context: Readonly<RouterContextProvider>,
  sources: DocumentSources<Documents>,
): Promise<Documents> {
  const published = context.get(publishedContentContext);
  if (published) return publishedDocuments(published, sources);
  const documents = repositoryDocuments(sources) as Record<string, unknown>;
  const preview = context.get(contentPreviewContext);
  if (!preview) return documents as Documents;
  for (const [name, source] of Object.entries(sources)) {
    const [id] = source as [string, unknown];
    if (id !== preview.documentId) continue;
    const store = context.get(consoleServicesContext).content;
    documents[name] = await contentOf(store, id, { draft: true, locale: preview.locale });
  }
  return documents as Documents;
}

async function publishedDocuments<Documents>(
  store: Parameters<typeof contentOf>[0],
  sources: DocumentSources<Documents>,
): Promise<Documents> {
  const entries = await Promise.all(
    Object.entries(sources).map(async ([name, source]) => [name, await contentOf(store, (source as [string])[0])]),
  );
  return Object.fromEntries(entries) as Documents;
}
