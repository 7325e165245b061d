import { compiledDocument } from "~/components/prose/mdx-source.server";
import {
  ApiProblem,
  answer,
  documentOf,
  documentView,
  documentWriteAction,
  keyOf,
  studioOf,
} from "~/console/content-api.server";
import type { Route } from "./+types/console.api.content-document";

/** `GET /console/api/content/{id}`: published and draft content, versions, JSON Schema. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return answer(async () => {
    const { store } = studioOf(context);
    const document = await documentOf(context, params.id);
    const key = keyOf(document, request);
    const [stored, versions] = await Promise.all([store.read(key), store.versions(key)]);
    return documentView(document, key.locale, stored, versions);
  });
}

/**
 * `POST /console/api/content/{id}` with `{ text }`: a Markdown/MDX text of the document as the site renders it
 * (`{ html }`), for the editor's preview; 400 with the compiler's message when it does not compile. Nothing is stored.
 */
export const action = documentWriteAction("POST", async ({ body }) => {
  const text = typeof body.text === "string" ? body.text : "";
  try {
    return { html: (await compiledDocument(text)).html };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiProblem(400, "invalid_content", `The text cannot be shown yet: ${reason}`);
  }
});
