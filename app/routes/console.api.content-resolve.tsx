import {
  ApiProblem,
  baseHashOf,
  documentWriteAction,
  invalid,
  refused,
  repositoryState,
  validContent,
  versionField,
} from "~/console/content-api.server";

const CHOICES = ["published", "repository"] as const;

/**
 * `POST /console/api/content/{id}/resolve` with `{ keep: "published" | "repository", baseVersion }`:
 * settles a deploy that changed the repository base of a document with a published edit
 * (decision 022). `published` publishes the edit again on the new base; `repository` publishes
 * the repository's base. Either is validated like any publish; 409 when there is no conflict
 * (any more) or `baseVersion` is not the document's version.
 */
export const action = documentWriteAction("POST", async ({ store, actor, document, key, body, context }) => {
  const keep = CHOICES.find((choice) => choice === body.keep);
  if (!keep) throw invalid([{ path: "keep", message: `keep must be one of: ${CHOICES.join(", ")}.` }]);
  const baseVersion = versionField(body, "baseVersion") ?? 0;
  const published = (await store.read(key))?.published;
  if (!published || !(await repositoryState(document, published)).baseChanged) {
    throw new ApiProblem(409, "no_conflict", "The published version is already based on the repository's content.");
  }
  const baseHash = await baseHashOf(document);
  const content = await validContent(context, document, keep === "published" ? published.content : document.base);
  const written = await store.publishContent(key, { content, baseVersion, baseHash }, actor);
  if (!written.ok) throw refused(written);
  const { hash: _, baseHash: __, ...revision } = written.value;
  return { id: document.id, locale: key.locale, kept: keep, published: revision };
});
