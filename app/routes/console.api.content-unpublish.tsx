import { unpublishEntry } from "~/console/collections-api.server";
import { answer, methodNotAllowed } from "~/console/content-api.server";
import type { Route } from "./+types/console.api.content-unpublish";

/** `POST /console/api/content/{id}/unpublish`: takes a studio-created article or story off the site (410 Gone). */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return answer(() => unpublishEntry(context, params.id));
}
