import { data } from "react-router";
import { SALES } from "#shared/console/routes.ts";
import { MEETING_OUTCOMES, type MeetingOutcome } from "#shared/scheduling/meeting-outcome.ts";
import { consoleMeta } from "~/console/meta";
import { BookingsAgendaPage } from "~/console/pages/BookingsAgendaPage";
import { actorOf, consoleServices, readConsoleForm, requireRole } from "~/console/session.server";
import type { Route } from "./+types/console.bookings";

export const meta = () => consoleMeta("Bookings");

const CHANGES = ["cancelled", "moved"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, SALES);
  requireRole(context, SALES);
  const url = new URL(request.url);
  const agenda = await consoleServices(context).bookings.agenda(
    { from: url.searchParams.get("from"), days: url.searchParams.get("days"), mine: url.searchParams.has("mine") },
    actorOf(context),
  );
  const changed = CHANGES.find((change) => change === url.searchParams.get("changed")) ?? null;
  return { agenda, now: Date.now(), changed };
}

function outcomeOf(value: FormDataEntryValue | null): MeetingOutcome | undefined {
  return MEETING_OUTCOMES.find((outcome) => outcome === value);
}

/** Assigning a meeting, and marking it held or a no-show: small changes made from the agenda itself. */
export async function action({ request, context }: Route.ActionArgs) {
  requireRole(context, SALES);
  const form = await readConsoleForm(request, context);
  const bookings = consoleServices(context).bookings;
  const actor = actorOf(context);
  const id = String(form.get("booking") ?? "");
  const intent = form.get("intent");
  if (!id) return data({ ok: false, booking: id, message: "Choose a meeting." }, { status: 400 });
  if (intent === "assign") {
    const owner = String(form.get("owner") ?? "");
    const result = await bookings.assignOwner(id, owner === "" ? null : owner, actor);
    if (!result.ok) return data({ ok: false, booking: id, message: result.message }, { status: result.status });
    const who = result.booking.owner ? `${result.booking.owner.name} takes` : "Nobody takes";
    return { ok: true, booking: id, message: `${who} the meeting with ${result.booking.name}.` };
  }
  const outcome = intent === "outcome" ? outcomeOf(form.get("outcome")) : undefined;
  if (!outcome) return data({ ok: false, booking: id, message: "Choose what to change." }, { status: 400 });
  const result = await bookings.markOutcome(id, outcome, actor);
  if (!result.ok) return data({ ok: false, booking: id, message: result.message }, { status: result.status });
  return {
    ok: true,
    booking: id,
    message: `The meeting with ${result.booking.name} is marked ${outcome === "held" ? "held" : "a no-show"}.`,
  };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingsAgendaPage {...loaderData} outcome={actionData} />;
}
