import { changeEntrySlug } from "~/console/collections-api.server";
import { answer, methodNotAllowed } from "~/console/content-api.server";
import type { Route } from "./+types/console.api.content-slug";

/** `PUT /console/api/content/{id}/slug` with `{ slug }`: moves an entry; its old address keeps answering with a 301. */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  return answer(() => changeEntrySlug(context, request, params.id));
}
