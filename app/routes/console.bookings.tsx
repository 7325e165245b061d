import { agendaForms } from "#shared/console/booking-forms.ts";
import { readForm } from "#shared/console/form-result.ts";
import { SALES } from "#shared/console/routes.ts";
import { answer } from "~/console/action-answer.server";
import { consoleMeta } from "~/console/meta";
import { BookingsAgendaPage } from "~/console/pages/BookingsAgendaPage";
import { markMeetingOutcome } from "~/console/quick-changes.server";
import { actorOf, consoleServices, readConsoleForm, requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.bookings";

export const meta = () => consoleMeta("Bookings");

const CHANGES = ["cancelled", "moved"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, SALES);
  const url = new URL(request.url);
  const agenda = await consoleServices(context).bookings.agenda(
    { from: url.searchParams.get("from"), days: url.searchParams.get("days"), mine: url.searchParams.has("mine") },
    actorOf(context),
  );
  const changed = CHANGES.find((change) => change === url.searchParams.get("changed")) ?? null;
  return { agenda, now: Date.now(), changed };
}

/** Assigning a meeting, and marking it held or a no-show: small changes made from the agenda itself. */
export async function action({ request, context }: Route.ActionArgs) {
  requireRole(context, SALES);
  const read = readForm(agendaForms, await readConsoleForm(request, context));
  if (!read.ok) return answer(read.result);
  const form = read.value;
  if (form.intent === "outcome") return answer(await markMeetingOutcome(context, form));
  const result = await consoleServices(context).bookings.assignOwner(
    form.booking,
    form.owner || null,
    actorOf(context),
  );
  if (!result.ok) return answer(result);
  const who = result.booking.owner ? `${result.booking.owner.name} takes` : "Nobody takes";
  return { ok: true as const, message: `${who} the meeting with ${result.booking.name}.` };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingsAgendaPage {...loaderData} outcome={actionData} />;
}
