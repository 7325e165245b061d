/**
 * The console's forms about meetings, one zod/mini schema per form intent: a team change
 * (cancel or move, with words to the visitor), the meeting's owner, whether it was held, and the
 * team's time off.
 * The texts' own limits are the bookings service's to check, as for changes made elsewhere.
 */
import * as z from "zod/mini";
import { MEETING_OUTCOMES } from "../scheduling/meeting-outcome.ts";

const INCOMPLETE = "This form is incomplete. Reload the page and try again.";

const booking = z.string({ error: "Choose a meeting." }).check(z.minLength(1, "Choose a meeting."));

export const teamChangeForm = z.object({
  sequence: z.pipe(
    z.string({ error: INCOMPLETE }).check(z.regex(/^\d{1,9}$/, INCOMPLETE)),
    z.transform((digits) => Number(digits)),
  ),
  message: z._default(z.string(), ""),
  reason: z._default(z.string(), ""),
});
export type TeamChangeForm = z.infer<typeof teamChangeForm>;

export const rescheduleForm = z.extend(teamChangeForm, {
  start: z.string({ error: "Pick the new time." }).check(z.minLength(1, "Pick the new time.")),
});

/** What the member typed into a team change, to show again with a refusal. */
export function typedTeamChange(form: FormData): { message: string; reason: string; start: string } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { message: text("message"), reason: text("reason"), start: text("start") };
}

export const meetingOwnerForm = z.object({
  intent: z.literal("assign"),
  booking,
  owner: z._default(z.string(), ""),
});

export const meetingOutcomeForm = z.object({
  intent: z.literal("outcome"),
  booking,
  outcome: z.enum(MEETING_OUTCOMES, { error: "Choose whether the meeting was held or a no-show." }),
});

const typed = z._default(z.string(), "");

export const addTimeOffForm = z.object({
  intent: z.literal("add"),
  startDate: typed,
  startTime: typed,
  endDate: typed,
  endTime: typed,
  reason: typed,
});

export const removeTimeOffForm = z.object({
  intent: z.literal("remove"),
  id: z.string({ error: "Choose a period." }).check(z.minLength(1, "Choose a period.")),
});

/** The time-off page posts one of these; the period's own rules are the bookings service's. */
export const timeOffForms = z.discriminatedUnion("intent", [addTimeOffForm, removeTimeOffForm], {
  error: "Choose to add or remove a period.",
});

/** The bookings agenda posts one of these. */
export const agendaForms = z.discriminatedUnion("intent", [meetingOwnerForm, meetingOutcomeForm], {
  error: "Choose what to change.",
});
