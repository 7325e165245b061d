import {
  answer,
  documentOf,
  keyOf,
  methodNotAllowed,
  readJsonObject,
  refused,
  studioOf,
  versionField,
} from "~/console/content-api.server";
import type { Route } from "./+types/console.api.content-restore";

/**
 * `POST /console/api/content/{id}/restore` with `{ version, baseVersion? }`: a new draft with
 * that published version's content (0: the repository's), based on the latest version (409 when `baseVersion` is
 * given and is not the latest, so a colleague's newer draft is never replaced unseen).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return answer(async () => {
    const { store, actor } = studioOf(context);
    const document = await documentOf(context, params.id);
    const key = keyOf(document, request);
    const body = await readJsonObject(request);
    const version = versionField(body, "version") ?? 0;
    const baseVersion = versionField(body, "baseVersion", true);
    const restored = await store.restore(key, { version, baseVersion, repositoryContent: document.base }, actor);
    if (!restored.ok) throw refused(restored);
    return { id: document.id, locale: key.locale, version: restored.value.version, draft: restored.value };
  });
}
