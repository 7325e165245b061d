/** Changes made in one press from more than one console page: "Assign to me", a meeting held or a no-show. */
import type * as z from "zod/mini";
import type { meetingOutcomeForm } from "#shared/console/booking-forms.ts";
import type { FormResult } from "#shared/console/form-result.ts";
import { actorOf, consoleServices } from "./session.server";

type Context = Parameters<typeof consoleServices>[0];

export async function assignToMe(context: Context, person: string): Promise<FormResult> {
  const actor = actorOf(context);
  const result = await consoleServices(context).leads.bulkChange(
    [person],
    { type: "owner", ownerId: actor.staff.id },
    actor,
  );
  return result.ok ? { ok: true, message: "Assigned to you." } : result;
}

/** Marks a meeting held or a no-show; with `person`, only one of that person's meetings. */
export async function markMeetingOutcome(
  context: Context,
  form: z.infer<typeof meetingOutcomeForm>,
  { person }: { person?: string } = {},
): Promise<FormResult> {
  const services = consoleServices(context);
  if (person !== undefined && (await services.leads.personOfLead(form.booking)) !== person) {
    const message = "Choose one of this person's meetings.";
    return { ok: false, code: "invalid_input", message, fields: { booking: message } };
  }
  const result = await services.bookings.markOutcome(form.booking, form.outcome, actorOf(context));
  if (!result.ok) return result;
  const marked = form.outcome === "held" ? "held" : "a no-show";
  return { ok: true, message: `The meeting with ${result.booking.name} is marked ${marked}.` };
}
