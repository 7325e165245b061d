import { compiledArticleDocument } from "~/components/blog/articles.server";
import { ApiProblem, answer, methodNotAllowed, readJsonObject, studioOf } from "~/console/content-api.server";
import type { Route } from "./+types/console.api.content-render";

/**
 * `POST /console/api/content/render` with `{ text }`: a Markdown/MDX body as the site renders it (`{ html }`), for the
 * editor's preview; 400 with the compiler's message when it does not compile. Nothing is stored.
 */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return answer(async () => {
    studioOf(context);
    const body = await readJsonObject(request);
    const text = typeof body.text === "string" ? body.text : "";
    try {
      return { html: (await compiledArticleDocument(text)).html };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ApiProblem(400, "invalid_content", `The text cannot be shown yet: ${reason}`);
    }
  });
}
