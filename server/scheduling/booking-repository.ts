/**
 * Bookings in the database (table `bookings`, migration 0002_bookings). The
 * database itself guarantees a slot is booked once: a unique index on
 * `slot_start` over confirmed bookings turns the loser of a race into a
 * unique-constraint error, reported here as "taken".
 */
import { type Kysely, type Selectable, sql } from "kysely";
import type { ManagedBooking } from "#shared/scheduling/manage-booking.ts";
import { MEETING_OUTCOMES, type MeetingOutcome } from "#shared/scheduling/meeting-outcome.ts";
import type { BookingTable, DatabaseSchema } from "../db/schema.ts";
import { claimLeadId } from "../leads/lead-repository.ts";
import type { BusyInterval } from "./slots.ts";

export type BookingRow = Selectable<BookingTable>;

/** A booking as the rest of the server sees it (JSON columns decoded). */
export interface Booking {
  id: string;
  createdAt: string;
  start: string;
  end: string;
  status: "confirmed" | "cancelled";
  name: string;
  email: string;
  company: string;
  guests: string[];
  notes: string;
  timeZone: string;
  teamTimeZone: string;
  answers: Record<string, string>;
  utm: { source: string; medium: string; campaign: string; term: string; content: string };
  /** Sent without a valid proof of work: kept, flagged for review. */
  suspectedBot: boolean;
  /** iCalendar SEQUENCE: raised by each reschedule and by the cancellation. */
  sequence: number;
  /** When it was last moved or cancelled. */
  updatedAt: string | null;
  /** Staff id of who takes the meeting; null: nobody yet. */
  ownerId: string | null;
  /** Marked from the console once the meeting has ended. */
  outcome: MeetingOutcome | null;
}

export type NewBooking = Omit<Booking, "status" | "sequence" | "updatedAt" | "ownerId" | "outcome">;

/** A booking as its manage pages show it (and as events describe its time and visitor). */
export function managedBooking(booking: Booking): ManagedBooking {
  return {
    start: booking.start,
    end: booking.end,
    timeZone: booking.timeZone,
    teamTimeZone: booking.teamTimeZone,
    name: booking.name,
    email: booking.email,
    guests: booking.guests,
  };
}

/** The outcome of a change made through a signed link that names the booking's sequence. */
export type ChangeResult = { ok: true; booking: Booking } | { ok: false; reason: "stale" | "taken" };

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    createdAt: row.created_at,
    start: row.slot_start,
    end: row.slot_end,
    status: row.status === "cancelled" ? "cancelled" : "confirmed",
    name: row.name,
    email: row.email,
    company: row.company,
    guests: parseJson<string[]>(row.guests, []),
    notes: row.notes,
    timeZone: row.time_zone,
    teamTimeZone: row.team_time_zone,
    answers: parseJson<Record<string, string>>(row.answers, {}),
    utm: {
      source: row.utm_source,
      medium: row.utm_medium,
      campaign: row.utm_campaign,
      term: row.utm_term,
      content: row.utm_content,
    },
    suspectedBot: Number(row.suspected_bot) === 1,
    sequence: Number(row.sequence),
    updatedAt: row.updated_at,
    ownerId: row.owner_staff_id,
    outcome: MEETING_OUTCOMES.find((outcome) => outcome === row.outcome) ?? null,
  };
}

/** True for a unique-constraint violation from SQLite (node:sqlite) or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, errcode, errstr, message } = error as {
    code?: unknown;
    errcode?: unknown;
    errstr?: unknown;
    message?: unknown;
  };
  if (code === "23505") return true; // PostgreSQL unique_violation
  if (errcode === 2067 || errcode === 1555) return true; // SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY
  return [errstr, message].some((text) => typeof text === "string" && /UNIQUE constraint failed/i.test(text));
}

/** A date-only `to` bound (`YYYY-MM-DD`) includes that whole day. */
function upperBound(to: string | Date): string {
  if (to instanceof Date) return to.toISOString();
  if (/^\d{4}-\d{2}-\d{2}$/.test(to)) {
    return new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return to;
}

export interface BookingRange {
  /** Bookings made at or after this instant or date (UTC). */
  from?: string | Date;
  /** Bookings made before this instant, or on or before this date (UTC). */
  to?: string | Date;
}

/**
 * Bookings made in a period (by creation time, oldest first), for the lead
 * export. Dates are compared in UTC, like every stored timestamp.
 */
export async function listBookings(db: Kysely<DatabaseSchema>, range: BookingRange = {}): Promise<Booking[]> {
  let query = db.selectFrom("bookings").selectAll();
  if (range.from !== undefined) {
    query = query.where("created_at", ">=", range.from instanceof Date ? range.from.toISOString() : range.from);
  }
  if (range.to !== undefined) query = query.where("created_at", "<", upperBound(range.to));
  const rows = await query.orderBy("created_at").orderBy("id").execute();
  return rows.map(toBooking);
}

export function createBookingRepository(db: Kysely<DatabaseSchema>) {
  /** Applies `values` to a confirmed booking still at `sequence`, raising the sequence in the same statement. */
  async function changeIfCurrent(
    id: string,
    sequence: number,
    values: Partial<Pick<BookingTable, "status" | "slot_start" | "slot_end">>,
    now: Date,
  ): Promise<ChangeResult> {
    const row = await db
      .updateTable("bookings")
      .set({ ...values, sequence: sequence + 1, updated_at: now.toISOString() })
      .where("id", "=", id)
      .where("status", "=", "confirmed")
      .where("sequence", "=", sequence)
      .returningAll()
      .executeTakeFirst();
    return row ? { ok: true, booking: toBooking(row) } : { ok: false, reason: "stale" };
  }

  return {
    /** Stores a confirmed booking; "taken" when a confirmed booking already holds that slot. */
    async insert(booking: NewBooking): Promise<"created" | "taken"> {
      try {
        await db
          .insertInto("bookings")
          .values({
            id: booking.id,
            created_at: booking.createdAt,
            slot_start: booking.start,
            slot_end: booking.end,
            status: "confirmed",
            name: booking.name,
            email: booking.email,
            company: booking.company,
            guests: JSON.stringify(booking.guests),
            notes: booking.notes,
            time_zone: booking.timeZone,
            team_time_zone: booking.teamTimeZone,
            answers: JSON.stringify(booking.answers),
            utm_source: booking.utm.source,
            utm_medium: booking.utm.medium,
            utm_campaign: booking.utm.campaign,
            utm_term: booking.utm.term,
            utm_content: booking.utm.content,
            suspected_bot: booking.suspectedBot ? 1 : 0,
          })
          .execute();
        // The id is random (never the visitor's); claimed so that no lead of another kind can take it later.
        const contact = { name: booking.name, email: booking.email, company: booking.company, at: booking.createdAt };
        if ((await claimLeadId(db, booking.id, "booking", contact)) === "id-taken") {
          throw new Error("a new booking's random id already names another lead");
        }
        return "created";
      } catch (error) {
        if (isUniqueViolation(error)) return "taken";
        throw error;
      }
    },

    /** Confirmed bookings overlapping [from, to) (UTC ms), as busy intervals; `except` leaves one booking out. */
    async busyBetween(from: number, to: number, except?: string): Promise<BusyInterval[]> {
      const rows = await db
        .selectFrom("bookings")
        .select(["slot_start", "slot_end"])
        .where("status", "=", "confirmed")
        .where("slot_start", "<", new Date(to).toISOString())
        .where("slot_end", ">", new Date(from).toISOString())
        .$if(except !== undefined, (query) => query.where("id", "!=", except ?? ""))
        .execute();
      return rows.map((row) => ({ start: Date.parse(row.slot_start), end: Date.parse(row.slot_end) }));
    },

    /** Bookings (confirmed and cancelled, or `confirmed` only) overlapping [from, to) (UTC ms), earliest first. */
    async listOverlapping(from: number, to: number, { confirmedOnly = false } = {}): Promise<Booking[]> {
      const rows = await db
        .selectFrom("bookings")
        .selectAll()
        .where("slot_start", "<", new Date(to).toISOString())
        .where("slot_end", ">", new Date(from).toISOString())
        .$if(confirmedOnly, (query) => query.where("status", "=", "confirmed"))
        .orderBy("slot_start")
        .orderBy("created_at")
        .execute();
      return rows.map(toBooking);
    },

    /** Confirmed meetings that ended in [from, to) with no outcome marked, oldest first. */
    async listEndedWithoutOutcome(from: number, to: number): Promise<Booking[]> {
      const rows = await db
        .selectFrom("bookings")
        .selectAll()
        .where("status", "=", "confirmed")
        .where("outcome", "is", null)
        .where("slot_end", ">=", new Date(from).toISOString())
        .where("slot_end", "<=", new Date(to).toISOString())
        .orderBy("slot_start")
        .orderBy("created_at")
        .execute();
      return rows.map(toBooking);
    },

    async findById(id: string): Promise<Booking | undefined> {
      const row = await db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toBooking(row) : undefined;
    },

    listBookings: (range?: BookingRange) => listBookings(db, range),

    /**
     * Confirmed meetings of an address that have not started. In a transaction on
     * PostgreSQL, first waits for any other transaction counting the same address,
     * so two bookings sent at once cannot both slip under the cap (SQLite runs one
     * write transaction at a time anyway).
     */
    async countUpcoming(email: string, now: Date, dialect: "sqlite" | "postgres"): Promise<number> {
      const address = email.toLowerCase();
      if (dialect === "postgres") await sql`select pg_advisory_xact_lock(hashtext(${address}))`.execute(db);
      const row = await db
        .selectFrom("bookings")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where(sql<string>`lower(email)`, "=", address)
        .where("status", "=", "confirmed")
        .where("slot_start", ">", now.toISOString())
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** Sets who takes the meeting (null: nobody); false when there is no such booking. */
    async assignOwner(id: string, ownerId: string | null): Promise<boolean> {
      const result = await db
        .updateTable("bookings")
        .set({ owner_staff_id: ownerId })
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Records whether a confirmed meeting that has ended by `now` was held; the time check is
     * in the statement, so a meeting that has not ended (or was cancelled) is never marked.
     */
    async markOutcome(id: string, outcome: MeetingOutcome, by: string, now: Date): Promise<Booking | undefined> {
      const at = now.toISOString();
      const row = await db
        .updateTable("bookings")
        .set({ outcome, outcome_at: at, outcome_by: by })
        .where("id", "=", id)
        .where("status", "=", "confirmed")
        .where("slot_end", "<=", at)
        .returningAll()
        .executeTakeFirst();
      return row ? toBooking(row) : undefined;
    },

    /** Cancels a confirmed booking still at `sequence`; "stale" when it was changed or cancelled meanwhile. */
    cancel: (id: string, sequence: number, now: Date) => changeIfCurrent(id, sequence, { status: "cancelled" }, now),

    /**
     * Moves a confirmed booking still at `sequence` to another slot, in one
     * statement: the slot index refuses a slot held by another booking ("taken"),
     * and a booking changed meanwhile is not touched ("stale").
     */
    async move(id: string, sequence: number, slot: { start: string; end: string }, now: Date): Promise<ChangeResult> {
      try {
        return await changeIfCurrent(id, sequence, { slot_start: slot.start, slot_end: slot.end }, now);
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
        throw error;
      }
    },
  };
}
