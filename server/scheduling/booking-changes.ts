/**
 * Cancel and reschedule without an account, through the signed link of the
 * confirmation e-mail. The link names the booking and its sequence; each change
 * raises the sequence in the same statement that checks it, so of two changes
 * racing through one link exactly one applies, and a link used once (or from an
 * older e-mail) only finds that the booking has changed. A move is one UPDATE:
 * the slot index refuses a slot someone else holds, and then nothing changes.
 * The change and the e-mails and events announcing it commit together.
 */
import type { Transaction } from "kysely";
import type { Logger } from "pino";
import type { SchedulingConfig } from "#shared/scheduling/availability-rules.ts";
import type { SlotsResponse } from "#shared/scheduling/booking-schema.ts";
import {
  type ChangeProblem,
  LINK_PROBLEM_MESSAGES,
  type LinkProblem,
  type ManageLookup,
  type ManageOutcome,
  type MeetingLinks,
} from "#shared/scheduling/manage-booking.ts";
import type { Clock } from "../clock.ts";
import type { AppDatabase } from "../db/database.ts";
import { refusableTransaction } from "../db/refusable-transaction.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import type { Delivery } from "../delivery/delivery.ts";
import type { NewJob } from "../delivery/outbox.ts";
import { verifyLink } from "../delivery/signed-links.ts";
import type { BookingMessages, TeamChange } from "./booking-messages.ts";
import { type Booking, type ChangeResult, createBookingRepository, managedBooking } from "./booking-repository.ts";
import { checkSlot, TAKEN_MESSAGE, type Unavailable } from "./slots.ts";

const DAY = 86_400_000;

type Resolved = { ok: true; booking: Booking; secret: string } | { ok: false; problem: LinkProblem };

export type TeamChangeOutcome =
  | { ok: true; booking: Booking; previous: { start: string; end: string } }
  | { ok: false; problem: "unknown" | "cancelled" | "changed" | "started" }
  | { ok: false; problem: "taken" | "not-bookable"; message: string };

/** What a staff member changes from the console: their name and their words to the visitor. */
export interface TeamChangeRequest {
  /** The sequence the staff member saw: a booking moved or cancelled since is not touched. */
  sequence: number;
  byTeam: TeamChange;
  /** Written in the change's transaction (the audit entry, a note on the lead). */
  alongside?: (trx: Transaction<DatabaseSchema>, booking: Booking) => Promise<void>;
}

export interface TeamBookingChanges {
  cancelByTeam(id: string, request: TeamChangeRequest): Promise<TeamChangeOutcome>;
  /** Moves the meeting to `start` (a free slot, as the public scheduler offers it). */
  rescheduleByTeam(id: string, start: string, request: TeamChangeRequest): Promise<TeamChangeOutcome>;
}

function linkRefused(problem: LinkProblem): { ok: false; problem: LinkProblem; message: string } {
  return { ok: false, problem, message: LINK_PROBLEM_MESSAGES[problem] };
}

function refused(problem: ChangeProblem, message: string): { ok: false; problem: ChangeProblem; message: string } {
  return { ok: false, problem, message };
}

export function createBookingChanges({
  database,
  logger,
  config,
  now,
  delivery,
  messages,
  freeSlots,
  unavailableBetween,
}: {
  database: AppDatabase;
  logger: Logger;
  config: SchedulingConfig;
  now: Clock;
  delivery: Pick<Delivery, "linkSecret" | "enqueue" | "committed">;
  messages: BookingMessages;
  freeSlots(range: { except?: string }): Promise<SlotsResponse>;
  unavailableBetween(from: number, to: number, except?: string): Promise<Unavailable>;
}): MeetingLinks & TeamBookingChanges {
  const repository = createBookingRepository(database.db);

  async function resolve(token: string): Promise<Resolved> {
    const secret = await delivery.linkSecret();
    const check = verifyLink(secret, token, "booking", now());
    if (!check.ok) return { ok: false, problem: check.reason };
    const booking = await repository.findById(check.claims.bookingId);
    if (!booking) return { ok: false, problem: "invalid" };
    if (booking.status === "cancelled") return { ok: false, problem: "cancelled" };
    if (booking.sequence !== check.claims.sequence) return { ok: false, problem: "changed" };
    return { ok: true, booking, secret };
  }

  /**
   * Applies a change and writes its announcements in one transaction. When the
   * booking changed after `resolve` read it, says how (cancelled, or changed).
   */
  async function commit(
    change: (repository: ReturnType<typeof createBookingRepository>) => Promise<ChangeResult>,
    announce: (booking: Booking) => NewJob[],
    alongside?: (trx: Transaction<DatabaseSchema>, booking: Booking) => Promise<void>,
  ): Promise<ChangeResult> {
    const outcome = await refusableTransaction<Booking, "stale" | "taken">(database.db, async (trx, refuse) => {
      const result = await change(createBookingRepository(trx));
      if (!result.ok) return refuse(result.reason);
      await delivery.enqueue(trx, announce(result.booking));
      await alongside?.(trx, result.booking);
      return result.booking;
    });
    if (!outcome.committed) return { ok: false, reason: outcome.refusal };
    delivery.committed();
    return { ok: true, booking: outcome.value };
  }

  async function apply(
    token: string,
    change: (repository: ReturnType<typeof createBookingRepository>) => Promise<ChangeResult>,
    announce: (booking: Booking) => NewJob[],
  ): Promise<ManageOutcome> {
    const result = await commit(change, announce);
    if (result.ok) return { ok: true, booking: managedBooking(result.booking) };
    if (result.reason === "taken") return refused("taken", TAKEN_MESSAGE);
    const current = await resolve(token);
    return linkRefused(current.ok ? "changed" : current.problem);
  }

  /** Whether a booking may move to `start`: a free, bookable slot other than its own. */
  async function checkMove(
    booking: Booking,
    start: string,
  ): Promise<{ ok: true; slot: { start: string; end: string } } | ReturnType<typeof refused>> {
    const startMs = Date.parse(start);
    if (!Number.isFinite(startMs)) return refused("not-bookable", "Please pick a time from the list.");
    if (startMs === Date.parse(booking.start)) {
      return refused("not-bookable", "The meeting is already at this time. Please pick another.");
    }
    const unavailable = await unavailableBetween(startMs - DAY, startMs + DAY, booking.id);
    const check = checkSlot({ config, now: now().getTime(), start: startMs, ...unavailable });
    if (!check.ok) {
      const taken = check.problem === "taken" || check.problem === "blocked";
      return refused(taken ? "taken" : "not-bookable", check.message);
    }
    return {
      ok: true,
      slot: { start: new Date(check.slot.start).toISOString(), end: new Date(check.slot.end).toISOString() },
    };
  }

  /** A booking the team may still change: known, confirmed, as the staff member saw it, not started. */
  async function changeableByTeam(
    id: string,
    sequence: number,
  ): Promise<{ ok: true; booking: Booking } | Extract<TeamChangeOutcome, { ok: false }>> {
    const booking = await repository.findById(id);
    if (!booking) return { ok: false, problem: "unknown" };
    if (booking.status === "cancelled") return { ok: false, problem: "cancelled" };
    if (booking.sequence !== sequence) return { ok: false, problem: "changed" };
    if (Date.parse(booking.start) <= now().getTime()) return { ok: false, problem: "started" };
    return { ok: true, booking };
  }

  /**
   * The team cancels or moves a booking from the console: the same compare-and-set on the
   * sequence the staff member saw and the same announcements as the visitor's links (the
   * visitor's e-mail with a METHOD:CANCEL update or a REQUEST with the same UID and a higher
   * SEQUENCE, the team's e-mail, the webhook event), carrying the staff member's message, in
   * one transaction with `alongside`.
   */
  const teamChanges: TeamBookingChanges = {
    async cancelByTeam(id, { sequence, byTeam, alongside }) {
      const current = await changeableByTeam(id, sequence);
      if (!current.ok) return current;
      const { booking } = current;
      const result = await commit(
        (inTransaction) => inTransaction.cancel(booking.id, booking.sequence, now()),
        (cancelled) => messages.bookingCancelled(cancelled, byTeam),
        alongside,
      );
      if (!result.ok) return { ok: false, problem: "changed" };
      logger.info({ bookingId: booking.id }, "meeting cancelled by the team");
      return { ok: true, booking: result.booking, previous: { start: booking.start, end: booking.end } };
    },

    async rescheduleByTeam(id, start, { sequence, byTeam, alongside }) {
      const current = await changeableByTeam(id, sequence);
      if (!current.ok) return current;
      const { booking } = current;
      const move = await checkMove(booking, start);
      if (!move.ok) {
        return { ok: false, problem: move.problem === "taken" ? "taken" : "not-bookable", message: move.message };
      }
      const secret = await delivery.linkSecret();
      const previous = { start: booking.start, end: booking.end };
      const result = await commit(
        (inTransaction) => inTransaction.move(booking.id, booking.sequence, move.slot, now()),
        (moved) => messages.bookingRescheduled(moved, previous, secret, byTeam),
        alongside,
      );
      if (!result.ok) {
        return result.reason === "taken"
          ? { ok: false, problem: "taken", message: TAKEN_MESSAGE }
          : { ok: false, problem: "changed" };
      }
      logger.info({ bookingId: booking.id, from: previous.start, to: move.slot.start }, "meeting moved by the team");
      return { ok: true, booking: result.booking, previous };
    },
  };

  /** Runs a request, answering "unavailable" when the database cannot be reached. */
  async function guarded<T>(what: string, run: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await run();
    } catch (error) {
      logger.error({ err: error }, `${what}: database unavailable`);
      return fallback;
    }
  }
  const unavailable = linkRefused("unavailable");

  return {
    ...teamChanges,
    lookup: (token, options = {}) =>
      guarded<ManageLookup>(
        "booking link",
        async () => {
          const resolved = await resolve(token);
          if (!resolved.ok) return linkRefused(resolved.problem);
          const slots = options.slots ? await freeSlots({ except: resolved.booking.id }) : null;
          return { ok: true, booking: managedBooking(resolved.booking), slots };
        },
        unavailable,
      ),

    cancel: (token) =>
      guarded<ManageOutcome>(
        "cancel",
        async () => {
          const resolved = await resolve(token);
          if (!resolved.ok) return linkRefused(resolved.problem);
          const { booking } = resolved;
          const outcome = await apply(
            token,
            (inTransaction) => inTransaction.cancel(booking.id, booking.sequence, now()),
            (cancelled) => messages.bookingCancelled(cancelled),
          );
          if (outcome.ok) logger.info({ bookingId: booking.id }, "meeting cancelled");
          return outcome;
        },
        unavailable,
      ),

    reschedule: (token, start) =>
      guarded<ManageOutcome>(
        "reschedule",
        async () => {
          const resolved = await resolve(token);
          if (!resolved.ok) return linkRefused(resolved.problem);
          const { booking, secret } = resolved;
          const move = await checkMove(booking, start);
          if (!move.ok) return move;
          const { slot } = move;
          const previous = { start: booking.start, end: booking.end };
          const outcome = await apply(
            token,
            (inTransaction) => inTransaction.move(booking.id, booking.sequence, slot, now()),
            (moved) => messages.bookingRescheduled(moved, previous, secret),
          );
          if (outcome.ok) logger.info({ bookingId: booking.id, from: previous.start, to: slot.start }, "meeting moved");
          return outcome;
        },
        unavailable,
      ),
  };
}
