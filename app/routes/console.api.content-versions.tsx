import { answer, documentOf, keyOf, studioOf, versionViews } from "~/console/content-api.server";
import type { Route } from "./+types/console.api.content-versions";

/** `GET /console/api/content/{id}/versions`: published versions, newest first, each with its field-by-field changes. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return answer(async () => {
    const { store } = studioOf(context);
    const document = await documentOf(context, params.id);
    const key = keyOf(document, request);
    return { id: document.id, locale: key.locale, versions: versionViews(document, await store.versions(key)) };
  });
}
