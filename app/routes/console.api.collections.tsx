import { createEntry } from "~/console/collections-api.server";
import { answer, methodNotAllowed } from "~/console/content-api.server";
import type { Route } from "./+types/console.api.collections";

/** `POST /console/api/collections/{article|story}` with `{ slug, content }`: a new entry with its first draft (201). */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return answer(() => createEntry(context, request, params.collection), 201);
}
