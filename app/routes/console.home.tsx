import { parseLeadsQuery } from "#shared/console/leads.ts";
import { SALES } from "#shared/console/routes.ts";
import { consoleMeta } from "~/console/meta";
import { OverviewPage } from "~/console/pages/OverviewPage";
import { actorOf, consoleServices, requireRole, requireSession } from "~/console/session.server";
import type { Route } from "./+types/console.home";

export const meta = () => consoleMeta("Overview");

/** How many unassigned people the overview lists; the rest are one press away in the inbox. */
const UNASSIGNED_SHOWN = 5;

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, SALES);
  const services = consoleServices(context);
  const actor = actorOf(context);
  const [leads, deliveries, unassigned, agenda] = await Promise.all([
    services.leads.overview(actor),
    services.deliveries.backlog(),
    services.leads.inbox(parseLeadsQuery(new URLSearchParams({ view: "unassigned" })).query, actor),
    services.bookings.agenda({ days: "2" }, actor),
  ]);
  return {
    member: requireSession(context).staff,
    now: Date.now(),
    leads,
    deliveries,
    unassigned: { people: unassigned.people.slice(0, UNASSIGNED_SHOWN), total: unassigned.total },
    meetings: agenda.dayList.flatMap((day) =>
      day.bookings
        .filter((booking) => booking.status === "confirmed")
        .map((booking) => ({ ...booking, day: day.date })),
    ),
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OverviewPage {...loaderData} />;
}
