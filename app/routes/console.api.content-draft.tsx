import { documentWriteAction, invalid, refused, validContent, versionField } from "~/console/content-api.server";

/**
 * `PUT /console/api/content/{id}/draft` with `{ content, baseVersion }`: saves the draft as the
 * next version when `baseVersion` is the latest (409 otherwise) and the content is valid (400
 * with every field's problem otherwise); nothing is stored when refused.
 */
export const action = documentWriteAction("PUT", async ({ store, actor, document, key, body, context }) => {
  const baseVersion = versionField(body, "baseVersion") ?? 0;
  if (!("content" in body)) throw invalid([{ path: "content", message: "content is missing." }]);
  const content = await validContent(context, document, body.content);
  const saved = await store.saveDraft(key, { content, baseVersion }, actor);
  if (!saved.ok) throw refused(saved);
  return { id: document.id, locale: key.locale, version: saved.value.version, draft: saved.value };
});
