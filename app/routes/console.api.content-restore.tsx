import { documentWriteAction, refused, versionField } from "~/console/content-api.server";

/**
 * `POST /console/api/content/{id}/restore` with `{ version, baseVersion? }`: a new draft with
 * that published version's content (0: the repository's), based on the latest version (409 when `baseVersion` is
 * given and is not the latest, so a colleague's newer draft is never replaced unseen).
 */
export const action = documentWriteAction("POST", async ({ store, actor, document, key, body }) => {
  const version = versionField(body, "version") ?? 0;
  const baseVersion = versionField(body, "baseVersion", true);
  const restored = await store.restore(key, { version, baseVersion, repositoryContent: document.base }, actor);
  if (!restored.ok) throw refused(restored);
  return { id: document.id, locale: key.locale, version: restored.value.version, draft: restored.value };
});
