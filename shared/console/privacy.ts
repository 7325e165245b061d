/**
 * Data protection: everything held about one e-mail address, downloaded as JSON or erased.
 * Erasure anonymises the lead rows in place (kind, dates, channel, status and flags stay, so
 * counts stay), removes the address from other bookings' guest lists, blanks the e-mails and
 * events about those leads (pending ones are not sent), deletes the team's notes on them, and
 * refuses while the address has an upcoming meeting: cancel it in the agenda first, so the
 * visitor is told, then erase.
 */
import type { Problem } from "../api.ts";
import type { MeetingOutcome } from "../scheduling/meeting-outcome.ts";
import type { Actor } from "./staff.ts";

/** What every erased personal field becomes. */
export const ERASED = "[erased]";

export type PrivacyRecordKind = "whitepaper" | "meeting-request" | "booking" | "guest";

/** One lead (or a booking the address is a guest of), as the find page lists it. */
export interface PrivacyRecord {
  kind: PrivacyRecordKind;
  id: string;
  createdAt: string;
  name: string;
  /** For a booking: when the meeting is, its status and, once it is over, whether it was held. */
  meeting?: { start: string; end: string; status: string; outcome: MeetingOutcome | null };
}

export interface PrivacyCounts {
  whitepaperRequests: number;
  meetingRequests: number;
  bookings: number;
  /** Other people's bookings that list the address as a guest. */
  guestOf: number;
  /** E-mails and webhook events about these leads or mentioning the address. */
  outboxJobs: number;
  /** Of those, not delivered yet (pending or failed). */
  undeliveredJobs: number;
  workflow: number;
  notes: number;
  /** Audit entries that mention the address (there should be none: the log keeps masked addresses). */
  auditMentions: number;
}

export interface PrivacySummary {
  email: string;
  counts: PrivacyCounts;
  records: PrivacyRecord[];
  /** Confirmed meetings of the address that have not started: erasure waits until they are cancelled. */
  upcomingBookings: PrivacyRecord[];
}

/** An address or confirmation at fault (`invalid_input`), or an address with meetings still to come. */
export type PrivacyProblem = Problem<"invalid_input" | "upcoming_meetings"> & { field: "email" | "confirmation" };

export interface ConsolePrivacy {
  find(email: string, actor: Actor): Promise<{ ok: true; summary: PrivacySummary } | PrivacyProblem>;
  /** Every record, as the JSON file the admin downloads. */
  download(email: string, actor: Actor): Promise<{ ok: true; fileName: string; json: string } | PrivacyProblem>;
  /** `confirmation` must repeat the address. */
  erase(
    email: string,
    confirmation: string,
    actor: Actor,
  ): Promise<{ ok: true; erased: PrivacyCounts } | PrivacyProblem>;
}
