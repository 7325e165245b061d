import { checkEntrySlug } from "~/console/collections-api.server";
import { answer } from "~/console/content-api.server";
import type { Route } from "./+types/console.api.collections-slug-check";

/** `GET /console/api/collections/{collection}/slug-check?slug=&entry=`: the studio's live check of an address. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return answer(() => checkEntrySlug(context, request, params.collection));
}
