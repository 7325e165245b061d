import {
  ApiProblem,
  answer,
  baseHashOf,
  documentOf,
  invalid,
  keyOf,
  methodNotAllowed,
  readJsonObject,
  refused,
  repositoryState,
  studioOf,
  versionField,
} from "~/console/content-api.server";
import { validateDocument } from "~/content/documents/validation.server";
import type { Route } from "./+types/console.api.content-resolve";

const CHOICES = ["published", "repository"] as const;

/**
 * `POST /console/api/content/{id}/resolve` with `{ keep: "published" | "repository", baseVersion }`:
 * settles a deploy that changed the repository base of a document with a published edit
 * (decision 022). `published` publishes the edit again on the new base; `repository` publishes
 * the repository's base. Either is validated like any publish; 409 when there is no conflict
 * (any more) or `baseVersion` is not the document's version.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return answer(async () => {
    const { store, actor } = studioOf(context);
    const document = await documentOf(context, params.id);
    const key = keyOf(document, request);
    const body = await readJsonObject(request);
    const keep = CHOICES.find((choice) => choice === body.keep);
    if (!keep) throw invalid([{ path: "keep", message: `keep must be one of: ${CHOICES.join(", ")}.` }]);
    const baseVersion = versionField(body, "baseVersion") ?? 0;
    const published = (await store.read(key))?.published;
    if (!published || !(await repositoryState(document, published)).baseChanged) {
      throw new ApiProblem(409, "no_conflict", "The published version is already based on the repository's content.");
    }
    const baseHash = await baseHashOf(document);
    const content = keep === "published" ? published.content : document.base;
    const validation = await validateDocument(document, content);
    if (!validation.ok) throw invalid(validation.errors);
    const written = await store.publishContent(key, { content, baseVersion, baseHash }, actor);
    if (!written.ok) throw refused(written);
    const { hash: _, baseHash: __, ...revision } = written.value;
    return { id: document.id, locale: key.locale, kept: keep, published: revision };
  });
}
