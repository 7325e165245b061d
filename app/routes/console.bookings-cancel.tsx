import { data, redirect } from "react-router";
import { SALES } from "#shared/console/routes.ts";
import { isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import { consoleMeta } from "~/console/meta";
import { BookingCancelPage } from "~/console/pages/BookingCancelPage";
import { readTeamChange } from "~/console/pages/MeetingSummary";
import { actorOf, consoleServices, readConsoleForm, requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.bookings-cancel";

export const meta = () => consoleMeta("Cancel a meeting");

export async function loader({ params, context }: Route.LoaderArgs) {
  requireRole(context, SALES);
  const booking = await consoleServices(context).bookings.booking(params.id);
  if (!booking) throw data({ error: "There is no booking with this id." }, { status: 404 });
  return { booking, now: Date.now() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireRole(context, SALES);
  const form = await readConsoleForm(request, context);
  const change = readTeamChange(form);
  if (!change) {
    return data(
      { error: "This form is incomplete. Reload the page and try again.", typed: undefined },
      { status: 400 },
    );
  }
  const services = consoleServices(context);
  const result = await services.bookings.cancel(params.id, change, actorOf(context));
  if (!result.ok) return data({ error: result.message, typed: change }, { status: result.status });
  const day = isoDateInZone(Date.parse(result.booking.start), services.teamTimeZone);
  throw redirect(`/console/bookings?from=${day}&changed=cancelled`);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BookingCancelPage
      booking={loaderData.booking}
      now={loaderData.now}
      error={actionData?.error}
      typed={actionData?.typed}
    />
  );
}
