import { mediaFilesContext } from "#shared/server-context.ts";
import {
  answer,
  documentOf,
  invalid,
  keyOf,
  methodNotAllowed,
  readJsonObject,
  refused,
  studioOf,
  versionField,
} from "~/console/content-api.server";
import { validateDocument } from "~/content/documents/validation.server";
import type { Route } from "./+types/console.api.content-draft";

/**
 * `PUT /console/api/content/{id}/draft` with `{ content, baseVersion }`: saves the draft as the
 * next version when `baseVersion` is the latest (409 otherwise) and the content is valid (400
 * with every field's problem otherwise); nothing is stored when refused.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  return answer(async () => {
    const { store, actor } = studioOf(context);
    const document = await documentOf(context, params.id);
    const key = keyOf(document, request);
    const body = await readJsonObject(request);
    const baseVersion = versionField(body, "baseVersion") ?? 0;
    if (!("content" in body)) throw invalid([{ path: "content", message: "content is missing." }]);
    const validation = await validateDocument(document, body.content, { mediaFiles: context.get(mediaFilesContext) });
    if (!validation.ok) throw invalid(validation.errors);
    const saved = await store.saveDraft(key, { content: validation.content, baseVersion }, actor);
    if (!saved.ok) throw refused(saved);
    return { id: document.id, locale: key.locale, version: saved.value.version, draft: saved.value };
  });
}
