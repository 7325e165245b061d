/**
 * Stored versions that today's schema rejects: a deploy changed a document's schema after a
 * draft or published version was saved. The site shows the newest valid version instead
 * (`contentOf`); the server logs each one at start and the studio shows its problems.
 */
import {
  type ConsoleContent,
  DEFAULT_LOCALE,
  type FindInvalidStoredVersions,
  type InvalidStoredVersion,
  type StoredDocument,
} from "#shared/console/content.ts";
import { type ContentDocument, contentDocuments } from "./registry";
import { schemaProblems } from "./schema-problems";

/** Today's schema's problems with the stored draft and live version; null where there is none or it is valid. */
export function storedProblems(document: ContentDocument, stored: StoredDocument | undefined) {
  const problemsOf = (revision: { content: unknown } | null | undefined) => {
    const problems = revision ? schemaProblems(document.schema, revision.content) : [];
    return problems.length > 0 ? problems : null;
  };
  return { draft: problemsOf(stored?.draft), published: problemsOf(stored?.published) };
}

/** Every document's stored draft and live version that today's schema rejects. */
export const findInvalidStoredVersions: FindInvalidStoredVersions = async (
  store: Pick<ConsoleContent, "read">,
  locale = DEFAULT_LOCALE,
) => {
  const found: InvalidStoredVersion[] = [];
  for (const document of contentDocuments) {
    const stored = await store.read({ id: document.id, locale });
    if (!stored) continue;
    const problems = storedProblems(document, stored);
    for (const which of ["draft", "published"] as const) {
      const revision = stored[which];
      const issues = problems[which];
      if (revision && issues)
        found.push({ id: document.id, locale, which, version: revision.version, problems: issues });
    }
  }
  return found;
};
