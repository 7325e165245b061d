import { isAnalyticsView, parseAnalyticsQuery } from "#shared/console/analytics.ts";
import { SALES } from "#shared/console/routes.ts";
import { isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import { consoleServices, requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.analytics-csv";

/** One view of the Analytics page as CSV (a resource route): `?view=…&from=&to=&source=&medium=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, SALES);
  const params = new URL(request.url).searchParams;
  const view = params.get("view");
  const { query, errors } = parseAnalyticsQuery(
    params,
    isoDateInZone(Date.now(), consoleServices(context).teamTimeZone),
  );
  const problems = [...Object.values(errors), ...(isAnalyticsView(view) ? [] : ["Choose a view (view=pages, …)."])];
  if (problems.length > 0 || !isAnalyticsView(view)) {
    return new Response(`${problems.join("\n")}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const file = await consoleServices(context).analytics.csv(query, view);
  return new Response(file.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
    },
  });
}
