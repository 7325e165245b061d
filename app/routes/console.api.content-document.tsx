import { answer, documentOf, documentView, keyOf, studioOf } from "~/console/content-api.server";
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
