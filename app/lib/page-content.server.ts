import type { RouterContextProvider } from "react-router";
import {
  type ContentPreview,
  consoleServicesContext,
  contentPreviewContext,
  publishedContentContext,
} from "#shared/server-context.ts";
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
 * The documents for this request:
 * - while publishing renders the site (server/publishing/): every document's published content;
 * - on a page the server renders per request (meeting links, a form's result, not-found pages
 *   of a post, preview links): every document's published content from the content store, so
 *   its frame and text are the live site's; on a preview link's request for one of them, its draft.
 * Pre-rendering has neither, so the build's pages show the repository's content and never read
 * the database.
 */
export async function pageDocuments<Documents>(
  context: Readonly<RouterContextProvider>,
  sources: DocumentSources<Documents>,
): Promise<Documents> {
  const published = context.get(publishedContentContext);
  if (published) return storedDocuments(published, sources);
  const store = contentStoreOf(context);
  if (!store) return repositoryDocuments(sources);
  return storedDocuments(store, sources, context.get(contentPreviewContext));
}

/** The server's content store; undefined while pre-rendering (no database at build). */
function contentStoreOf(context: Readonly<RouterContextProvider>) {
  try {
    return context.get(consoleServicesContext).content;
  } catch {
    return undefined;
  }
}

async function storedDocuments<Documents>(
  store: Parameters<typeof contentOf>[0],
  sources: DocumentSources<Documents>,
  preview: ContentPreview | null = null,
): Promise<Documents> {
  const entries = await Promise.all(
    Object.entries(sources).map(async ([name, source]) => {
      const [id] = source as [string, unknown];
      const options = id === preview?.documentId ? { draft: true, locale: preview.locale } : {};
      return [name, await contentOf(store, id, options)];
    }),
  );
  return Object.fromEntries(entries) as Documents;
}
