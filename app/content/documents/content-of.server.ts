/**
 * What a page shows of a document: its published version (for a staff preview, its draft), or
 * the repository's base. A stored version that today's schema rejects (a deploy changed the
 * schema after it was saved) is skipped for the newest valid published version, else the base,
 * so a page never fails because of it; the studio reports it (stored-problems.server.ts).
 */
import { type ConsoleContent, DEFAULT_LOCALE } from "#shared/console/content.ts";
import { findContentDocument } from "./registry";
import { schemaProblems } from "./schema-problems";

export interface ContentOptions {
  /** The draft when there is one (staff preview); otherwise what is published. */
  draft?: boolean;
  locale?: string;
}

export async function contentOf(
  store: Pick<ConsoleContent, "read" | "versions">,
  id: string,
  { draft = false, locale = DEFAULT_LOCALE }: ContentOptions = {},
): Promise<unknown> {
  const document = findContentDocument(id);
  if (!document) throw new Error(`No content document has the id ${id} (app/content/documents/registry.ts)`);
  const isValid = (content: unknown) => schemaProblems(document.schema, content).length === 0;
  const stored = await store.read({ id, locale });
  if (draft && stored?.draft && isValid(stored.draft.content)) return stored.draft.content;
  if (!stored?.published) return document.base;
  if (isValid(stored.published.content)) return stored.published.content;
  const versions = await store.versions({ id, locale });
  return versions.find((version) => isValid(version.content))?.content ?? document.base;
}
