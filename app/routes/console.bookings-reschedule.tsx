import { data, redirect } from "react-router";
import { PROBLEM_STATUS } from "#shared/api.ts";
import { rescheduleForm, typedTeamChange } from "#shared/console/booking-forms.ts";
import { readForm } from "#shared/console/form-result.ts";
import { SALES } from "#shared/console/routes.ts";
import { isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import { consoleMeta } from "~/console/meta";
import { BookingReschedulePage } from "~/console/pages/BookingReschedulePage";
import { actorOf, consoleServices, readConsoleForm, requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.bookings-reschedule";

export const meta = () => consoleMeta("Move a meeting");

export async function loader({ params, context }: Route.LoaderArgs) {
  requireRole(context, SALES);
  const bookings = consoleServices(context).bookings;
  const booking = await bookings.booking(params.id);
  if (!booking) throw data({ error: "There is no booking with this id." }, { status: 404 });
  const slots = booking.status === "confirmed" ? await bookings.rescheduleSlots(booking.id) : [];
  return { booking, slots, now: Date.now() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireRole(context, SALES);
  const submitted = await readConsoleForm(request, context);
  const read = readForm(rescheduleForm, submitted);
  if (!read.ok) return data({ error: read.result.message, typed: typedTeamChange(submitted) }, { status: 400 });
  const change = read.value;
  const services = consoleServices(context);
  const result = await services.bookings.reschedule(params.id, change, actorOf(context));
  if (!result.ok) return data({ error: result.message, typed: change }, { status: PROBLEM_STATUS[result.code] });
  const day = isoDateInZone(Date.parse(result.booking.start), services.teamTimeZone);
  throw redirect(`/console/bookings?from=${day}&changed=moved`);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingReschedulePage {...loaderData} error={actionData?.error} typed={actionData?.typed} />;
}
