import { baseHashOf, documentWriteAction, refused, validContent, versionField } from "~/console/content-api.server";

/**
 * `POST /console/api/content/{id}/publish` with `{ version }`: publishes the draft of that
 * version (validated again: an invalid document is never published) and answers the new
 * published version. 409 when `version` is not the draft's, or another publish took it first.
 */
export const action = documentWriteAction("POST", async ({ store, actor, document, key, body, context }) => {
  const version = versionField(body, "version") ?? 0;
  const draft = (await store.read(key))?.draft;
  if (draft?.version === version) await validContent(context, document, draft.content);
  const published = await store.publish(key, { version, baseHash: await baseHashOf(document) }, actor);
  if (!published.ok) throw refused(published);
  const { hash: _, baseHash: __, ...revision } = published.value;
  return { id: document.id, locale: key.locale, published: revision };
});
