import { data } from "react-router";
import { parseAnalyticsQuery } from "#shared/console/analytics.ts";
import { SALES } from "#shared/console/routes.ts";
import { isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import { consoleMeta } from "~/console/meta";
import { AnalyticsPage } from "~/console/pages/AnalyticsPage";
import { consoleServices, requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.analytics";

export const meta = () => consoleMeta("Analytics");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, SALES);
  const services = consoleServices(context);
  const today = isoDateInZone(Date.now(), services.teamTimeZone);
  const { query, errors } = parseAnalyticsQuery(new URL(request.url).searchParams, today);
  const report = await services.analytics.report(query);
  return data(
    { report, query, errors, timeZone: services.teamTimeZone },
    { status: Object.keys(errors).length > 0 ? 400 : 200 },
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AnalyticsPage {...loaderData} />;
}
