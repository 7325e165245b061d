import { ApiProblem, documentOf } from "~/console/content-api.server";
import type { ContentDocument } from "~/content/documents/registry";

/** The registry's document a studio page's address names, or a 404 page. */
export function studioDocument(id: string | undefined): ContentDocument {
  try {
    return documentOf(id);
  } catch (error) {
    if (error instanceof ApiProblem) throw new Response(error.message, { status: error.status });
    throw error;
  }
}
