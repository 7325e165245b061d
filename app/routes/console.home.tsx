import { consoleMeta } from "~/console/meta";
import { OverviewPage } from "~/console/pages/OverviewPage";
import { actorOf, consoleServices, requireSession } from "~/console/session.server";
import type { Route } from "./+types/console.home";

export const meta = () => consoleMeta("Overview");

export async function loader({ context }: Route.LoaderArgs) {
  const services = consoleServices(context);
  const [leads, deliveries] = await Promise.all([
    services.leads.overview(actorOf(context)),
    services.deliveries.backlog(),
  ]);
  return { member: requireSession(context).staff, leads, deliveries };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OverviewPage {...loaderData} />;
}
