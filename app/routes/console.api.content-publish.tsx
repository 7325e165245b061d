import { mediaFilesContext } from "#shared/server-context.ts";
import {
  answer,
  baseHashOf,
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
import type { Route } from "./+types/console.api.content-publish";

/**
 * `POST /console/api/content/{id}/publish` with `{ version }`: publishes the draft of that
 * version (validated again: an invalid document is never published) and answers the new
 * published version. 409 when `version` is not the draft's, or another publish took it first.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return answer(async () => {
    const { store, actor } = studioOf(context);
    const document = await documentOf(context, params.id);
    const key = keyOf(document, request);
    const version = versionField(await readJsonObject(request), "version") ?? 0;
    const draft = (await store.read(key))?.draft;
    if (draft?.version === version) {
      const validation = await validateDocument(document, draft.content, {
        mediaFiles: context.get(mediaFilesContext),
      });
      if (!validation.ok) throw invalid(validation.errors);
    }
    const published = await store.publish(key, { version, baseHash: await baseHashOf(document) }, actor);
    if (!published.ok) throw refused(published);
    const { hash: _, baseHash: __, ...revision } = published.value;
    return { id: document.id, locale: key.locale, published: revision };
  });
}
