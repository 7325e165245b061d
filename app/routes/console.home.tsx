import { SALES } from "#shared/console/routes.ts";
import { consoleMeta } from "~/console/meta";
import { OverviewPage } from "~/console/pages/OverviewPage";
import { consoleServices, requireRole, requireSession } from "~/console/session.server";
import type { Route } from "./+types/console.home";

export const meta = () => consoleMeta("Overview");

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, SALES);
  const services = consoleServices(context);
  const [leads, deliveries] = await Promise.all([services.leads.overview(), services.deliveries.backlog()]);
  return { member: requireSession(context).staff, leads, deliveries };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OverviewPage {...loaderData} />;
}
