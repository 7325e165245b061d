import { answer, documentList, localeOf, studioOf } from "~/console/content-api.server";
import type { Route } from "./+types/console.api.content";

/** `GET /console/api/content`: the documents with id, kind, title, status and when they last changed. */
export function loader({ request, context }: Route.LoaderArgs) {
  return answer(async () => documentList(studioOf(context), localeOf(request)));
}
