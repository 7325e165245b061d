/**
 * What the cancel and reschedule pages (route loaders and actions) may ask of the
 * server through a signed link from the confirmation e-mail, and what it answers.
 * The server implements it (server/scheduling/booking-changes.ts).
 */
import type { SlotsResponse } from "./booking-schema.ts";

/** A booking as its manage pages show it. */
export interface ManagedBooking {
  start: string;
  end: string;
  timeZone: string;
  teamTimeZone: string;
  name: string;
  email: string;
  guests: string[];
}

export type LinkProblem = "invalid" | "expired" | "changed" | "cancelled" | "unavailable";
export type ChangeProblem = LinkProblem | "taken" | "not-bookable";

export type ManageLookup =
  | { ok: true; booking: ManagedBooking; slots: SlotsResponse | null }
  | { ok: false; problem: LinkProblem; message: string };

export type ManageOutcome =
  | { ok: true; booking: ManagedBooking }
  | { ok: false; problem: ChangeProblem; message: string };

export interface MeetingLinks {
  /** The booking a link manages; with `slots`, the free times it could move to. */
  lookup(token: string, options?: { slots?: boolean }): Promise<ManageLookup>;
  cancel(token: string): Promise<ManageOutcome>;
  reschedule(token: string, start: string): Promise<ManageOutcome>;
}

export const LINK_PROBLEM_MESSAGES: Record<LinkProblem, string> = {
  invalid: "This link is not valid. Please open the link from your confirmation e-mail again.",
  expired: "This link has expired: the meeting has already started.",
  changed:
    "This link is out of date: the meeting was changed after it was sent. Please use the links in the most recent e-mail from us.",
  cancelled: "This meeting has already been cancelled.",
  unavailable: "We cannot reach your booking just now. Please try again in a minute.",
};
