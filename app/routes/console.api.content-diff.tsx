import { jsonChanges } from "#shared/content/json-diff.ts";
import { answer, contentAt, documentOf, keyOf, studioOf } from "~/console/content-api.server";
import type { Route } from "./+types/console.api.content-diff";

/** `GET /console/api/content/{id}/diff?from=&to=`: changes between two versions (`0`: the repository's; `draft`). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return answer(async () => {
    const { store } = studioOf(context);
    const document = await documentOf(context, params.id);
    const key = keyOf(document, request);
    const [stored, versions] = await Promise.all([store.read(key), store.versions(key)]);
    const query = new URL(request.url).searchParams;
    const from = contentAt(document, stored, versions, query.get("from"), "from");
    const to = contentAt(document, stored, versions, query.get("to") ?? "draft", "to");
    return {
      id: document.id,
      locale: key.locale,
      from: query.get("from"),
      to: query.get("to") ?? "draft",
      changes: jsonChanges(from, to),
    };
  });
}
