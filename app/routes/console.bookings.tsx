import { SALES } from "#shared/console/routes.ts";
import { consoleMeta } from "~/console/meta";
import { BookingsAgendaPage } from "~/console/pages/BookingsAgendaPage";
import { consoleServices, requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.bookings";

export const meta = () => consoleMeta("Bookings");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, SALES);
  const url = new URL(request.url);
  const agenda = await consoleServices(context).bookings.agenda({
    from: url.searchParams.get("from"),
    days: url.searchParams.get("days"),
  });
  return { agenda, now: Date.now(), cancelled: url.searchParams.has("cancelled") };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <BookingsAgendaPage {...loaderData} />;
}
