/**
 * The console's bookings: the agenda by day in the team's time zone, cancelling a booking
 * (through the scheduler's own cancel logic), and the team's time off, which the public
 * scheduler respects at once.
 */

import type { Problem } from "../api.ts";
import type { MeetingOutcome } from "../scheduling/meeting-outcome.ts";
import type { FormProblem } from "./form-result.ts";
import type { Actor } from "./staff.ts";

export interface AgendaBooking {
  id: string;
  /** UTC instants. */
  start: string;
  end: string;
  status: "confirmed" | "cancelled";
  name: string;
  company: string;
  email: string;
  /** The visitor's IANA time zone. */
  timeZone: string;
  guests: string[];
  /** What the visitor wrote they want from the meeting ("" when they wrote nothing). */
  notes: string;
  /** Raised by each change: a cancel names the sequence the staff member saw. */
  sequence: number;
  /** Who takes the meeting; null: nobody yet. */
  owner: { id: string; name: string } | null;
  /** Marked once the meeting has ended. */
  outcome: MeetingOutcome | null;
}

/** A staff member who can take meetings. */
export interface MeetingOwner {
  id: string;
  name: string;
}

export interface TimeOffPeriod {
  id: string;
  /** UTC instants; the period is [start, end). */
  start: string;
  end: string;
  reason: string;
  /** The staff member who added it (e-mail address). */
  createdBy: string;
  createdAt: string;
  /** Confirmed bookings inside the period: kept, shown as a warning. */
  conflicts: AgendaBooking[];
}

export interface AgendaDay {
  /** `YYYY-MM-DD` in the team's time zone. */
  date: string;
  bookings: AgendaBooking[];
  /** Time off covering any part of the day. */
  timeOff: TimeOffPeriod[];
}

/** A day of the agenda as shown, or a run of days with nothing in them (first and last date). */
export type AgendaEntry = { day: AgendaDay } | { empty: { from: string; to: string } };

/**
 * The agenda's days with each run of empty days (no meeting, no time off) folded into one entry; an empty today is
 * an entry of its own, never folded with its neighbours, so it can be marked as today.
 */
export function foldEmptyDays(dayList: AgendaDay[], today: string): AgendaEntry[] {
  const entries: AgendaEntry[] = [];
  for (const day of dayList) {
    const last = entries.at(-1);
    if (day.bookings.length > 0 || day.timeOff.length > 0) entries.push({ day });
    else if (last && "empty" in last && last.empty.from !== today && day.date !== today) last.empty.to = day.date;
    else entries.push({ empty: { from: day.date, to: day.date } });
  }
  return entries;
}

export const AGENDA_DEFAULT_DAYS = 7;
export const AGENDA_MAX_DAYS = 31;

/** How far back the agenda asks for the outcome of meetings that ended unmarked. */
export const AWAITING_OUTCOME_DAYS = 14;

export interface Agenda {
  /** First day shown and today, `YYYY-MM-DD` in the team's time zone. */
  from: string;
  today: string;
  days: number;
  /** First days of the previous and the next page. */
  previous: string;
  next: string;
  dayList: AgendaDay[];
  /**
   * Meetings that ended in the last AWAITING_OUTCOME_DAYS days with no outcome marked yet, oldest
   * first, whatever days are shown: held or no-show is asked for until someone answers.
   */
  awaitingOutcome: AgendaBooking[];
  /** Only the signed-in member's meetings. */
  mine: boolean;
  /** Who meetings can be assigned to. */
  owners: MeetingOwner[];
}

/** Refused: a field at fault (`invalid_input`), no such meeting, or it changed meanwhile (`changed`). */
export type ChangeBookingResult = { ok: true; booking: AgendaBooking } | FormProblem;

/** A staff member's change to a meeting, and their words to the visitor. */
export interface TeamChangeInput {
  sequence: number;
  /** Sent to the visitor (and shown in the team's copy); may be empty. */
  message: string;
  /** Kept on the lead for the team only; may be empty. */
  reason: string;
}

export const CANCEL_REASON_MAX = 500;
export const VISITOR_MESSAGE_MAX = 1000;
export const TIME_OFF_REASON_MAX = 200;
/** Longest period one entry may block. */
export const TIME_OFF_MAX_DAYS = 366;

/** The add form's fields: dates `YYYY-MM-DD` and times `HH:MM` in the team's time zone. */
export interface TimeOffInput {
  startDate: string;
  /** Empty: from the start of the day. */
  startTime: string;
  endDate: string;
  /** Empty: to the end of the day (whole days). */
  endTime: string;
  reason: string;
}

export type TimeOffField = keyof TimeOffInput;

/** Refused: a field written wrongly (`invalid_input`) or a period that cannot be (`impossible_period`). */
export type AddTimeOffResult =
  | { ok: true; period: TimeOffPeriod }
  | (Problem<"invalid_input" | "impossible_period"> & { field: TimeOffField });

export interface ConsoleBookings {
  /**
   * `from` (`YYYY-MM-DD`, default today) and `days` as given in the address; bad values fall back.
   * `mine`: only meetings `actor` takes.
   */
  agenda(query: { from?: string | null; days?: string | null; mine?: boolean }, actor: Actor): Promise<Agenda>;
  booking(id: string): Promise<AgendaBooking | null>;
  /** Cancels through the scheduler's cancel logic; the reason is kept as a staff-only note on the lead. */
  cancel(id: string, request: TeamChangeInput, actor: Actor): Promise<ChangeBookingResult>;
  /** Free times the meeting can move to (the public scheduler's, this meeting's own left out). */
  rescheduleSlots(id: string): Promise<{ start: string; end: string }[]>;
  /** Moves the meeting to a free slot: the visitor gets the updated invitation (same UID, higher SEQUENCE). */
  reschedule(id: string, request: TeamChangeInput & { start: string }, actor: Actor): Promise<ChangeBookingResult>;
  /** Who takes the meeting; `ownerId` null to unassign. */
  assignOwner(id: string, ownerId: string | null, actor: Actor): Promise<ChangeBookingResult>;
  /** Held or no-show, only once the meeting has ended. */
  markOutcome(id: string, outcome: MeetingOutcome, actor: Actor): Promise<ChangeBookingResult>;
  /** Time off that has not ended yet, earliest first. */
  timeOff(): Promise<TimeOffPeriod[]>;
  addTimeOff(input: TimeOffInput, actor: Actor): Promise<AddTimeOffResult>;
  /** False when the period was already removed. */
  removeTimeOff(id: string, actor: Actor): Promise<boolean>;
}
