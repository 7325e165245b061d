/**
 * The meeting scheduler: free slots, bookings and calendar files. Exposed to
 * the HTTP layer as `services.scheduling`. A booking is checked here as leads are
 * in the lead service: rate limit (shared by every instance), validation, proof of
 * work (without a valid one it is stored flagged), then the slot and the transaction.
 */
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Attribution } from "#shared/analytics/attribution.ts";
import type { Problem } from "#shared/api.ts";
import { firstError, validate } from "#shared/forms/validation.ts";
import type { SubmissionContext } from "#shared/leads/intake.ts";
import type { SchedulingConfig } from "#shared/scheduling/availability-rules.ts";
import {
  ANSWER_KEYS,
  type BookingConfirmation,
  type BookingRequest,
  bookingRequestSchema,
  type SlotsResponse,
} from "#shared/scheduling/booking-schema.ts";
import type { ProofOfWork } from "../abuse/proof-of-work.ts";
import { attributionRow, saveAttribution, summaryOf } from "../analytics/lead-attribution.ts";
import type { Clock } from "../clock.ts";
import type { AppDatabase } from "../db/database.ts";
import { refusableTransaction } from "../db/refusable-transaction.ts";
import type { Delivery } from "../delivery/delivery.ts";
import { createRateLimiter, type RateLimitOptions, tooManyRequestsMessage } from "../http/rate-limit.ts";
import { bookingIcs, bookingIcsFileName } from "./booking-calendar.ts";
import { createBookingChanges } from "./booking-changes.ts";
import { createBookingMessages } from "./booking-messages.ts";
import { type Booking, type BookingRange, createBookingRepository } from "./booking-repository.ts";
import { checkSlot, generateSlots, TAKEN_MESSAGE, type Unavailable } from "./slots.ts";
import { createTimeOffRepository } from "./time-off-repository.ts";

const DAY = 86_400_000;

export interface SchedulingServiceOptions {
  database: AppDatabase;
  logger: Logger;
  /** Availability (from the settings). */
  config: SchedulingConfig & { meetingLocation?: string };
  /** Upcoming meetings one e-mail address may hold at once. */
  maxFutureBookingsPerEmail: number;
  now: Clock;
  /** The site's address, for the links in the confirmation e-mails. */
  siteUrl: string;
  delivery: Pick<Delivery, "announce" | "teamAddress" | "linkSecret" | "enqueue" | "committed">;
  /** Bookings without a valid solution are stored flagged as suspected bots. */
  proofOfWork: ProofOfWork;
  /** Bookings (and changes through a confirmation's links) allowed per client address. */
  bookingRateLimit: RateLimitOptions;
}

export type BookingProblem =
  | "invalid_input"
  | "rate_limited"
  | "slot_taken"
  | "slot_unavailable"
  | "booking_limit"
  | "storage_unavailable";

export type BookingResult = { ok: true; booking: BookingConfirmation } | Problem<BookingProblem>;

/** How long to wait before trying again when the database is unavailable. */
export const RETRY_AFTER_SECONDS = 30;
export const SCHEDULING_UNAVAILABLE_MESSAGE = "Booking is unavailable right now. Please try again in a minute.";

export function tooManyBookingsMessage(limit: number): string {
  return `You already have ${limit === 1 ? "an upcoming meeting" : `${limit} upcoming meetings`} with us. To book another time, cancel or reschedule one with the links in its confirmation e-mail.`;
}

/** Unguessable booking ids (random UUID v4, 122 random bits). */
export const BOOKING_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Where a booking's calendar file is served: the booking's unguessable id is the credential. */
export const BOOKING_FILES_PATH = "/api/scheduling/bookings/";
/** Where a confirmation's signed link is looked up, cancelled or rescheduled (`<token>`, `<token>/cancel`, …). */
export const BOOKING_MANAGE_PATH = "/api/scheduling/manage/";

export function icsPath(id: string): string {
  return `${BOOKING_FILES_PATH}${id}.ics`;
}

export function createSchedulingService({
  database,
  logger,
  config,
  maxFutureBookingsPerEmail,
  now,
  siteUrl,
  delivery,
  proofOfWork,
  bookingRateLimit,
}: SchedulingServiceOptions) {
  const repository = createBookingRepository(database.db);
  const messages = createBookingMessages({
    siteUrl,
    meetingTitle: config.meetingTitle,
    meetingLocation: config.meetingLocation,
    teamAddress: delivery.teamAddress,
    announce: delivery.announce,
  });
  const timeOff = createTimeOffRepository(database.db);
  const log = logger.child({ component: "scheduling" });
  const bookingLimiter = createRateLimiter({ db: database.db, name: "booking", logger: log, ...bookingRateLimit });

  /** Bookings and time off overlapping [from, to) (UTC ms); `except` leaves one booking out. */
  async function unavailableBetween(from: number, to: number, except?: string): Promise<Unavailable> {
    const [busy, blocked] = await Promise.all([
      repository.busyBetween(from, to, except),
      timeOff.blockedBetween(from, to),
    ]);
    return { busy, blocked };
  }

  function confirmation(booking: Booking): BookingConfirmation {
    return {
      id: booking.id,
      start: booking.start,
      end: booking.end,
      teamTimeZone: booking.teamTimeZone,
      timeZone: booking.timeZone,
      name: booking.name,
      email: booking.email,
      guests: booking.guests,
      icsUrl: icsPath(booking.id),
    };
  }

  /** Free slots starting in [from, to) (UTC ms), defaulting to everything bookable now; `except` ignores one booking. */
  async function freeSlots(range: { from?: number; to?: number; except?: string } = {}): Promise<SlotsResponse> {
    const current = now().getTime();
    // Nothing outside [now, horizon] is bookable, so a wider request is narrowed (and stays cheap).
    const horizonEnd = current + (config.horizonDays + 1) * DAY;
    const from = Math.max(range.from ?? current, current);
    const to = Math.max(from, Math.min(range.to ?? horizonEnd, horizonEnd));
    const unavailable = await unavailableBetween(from - DAY, to + DAY, range.except);
    const slots = generateSlots({ config, now: current, from, to, ...unavailable });
    return {
      timeZone: config.teamTimeZone,
      slotMinutes: config.slotMinutes,
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
      slots: slots.map((slot) => ({
        start: new Date(slot.start).toISOString(),
        end: new Date(slot.end).toISOString(),
      })),
    };
  }

  /** Books a valid request, or explains why the slot cannot be booked. */
  async function store(
    request: BookingRequest,
    { suspectedBot, attribution }: { suspectedBot: boolean; attribution: Attribution | undefined },
  ): Promise<BookingResult> {
    const current = now().getTime();
    const start = Date.parse(request.start);
    const unavailable = await unavailableBetween(start - DAY, start + DAY);
    const check = checkSlot({ config, now: current, start, ...unavailable });
    if (!check.ok) {
      const code = check.problem === "taken" || check.problem === "blocked" ? "slot_taken" : "slot_unavailable";
      return { ok: false, code, field: "start", message: check.message };
    }
    const answers: Record<string, string> = {};
    for (const key of ANSWER_KEYS) {
      const value = request[key];
      if (value) answers[key] = value;
    }
    const booking: Booking = {
      sequence: 0,
      updatedAt: null,
      ownerId: null,
      outcome: null,
      id: randomUUID(),
      createdAt: new Date(current).toISOString(),
      start: new Date(check.slot.start).toISOString(),
      end: new Date(check.slot.end).toISOString(),
      status: "confirmed",
      name: request.name,
      email: request.email,
      company: request.company ?? "",
      guests: [...new Set(request.guests ?? [])],
      notes: request.notes ?? "",
      timeZone: request.timeZone,
      teamTimeZone: config.teamTimeZone,
      answers,
      utm: {
        source: request.utm_source ?? "",
        medium: request.utm_medium ?? "",
        campaign: request.utm_campaign ?? "",
        term: request.utm_term ?? "",
        content: request.utm_content ?? "",
      },
      suspectedBot,
    };
    // Read before the transaction: on SQLite it holds the only connection.
    const secret = await delivery.linkSecret();
    const outcome = await refusableTransaction<void, Problem<BookingProblem>>(database.db, async (trx, refuse) => {
      const inTransaction = createBookingRepository(trx);
      const upcoming = await inTransaction.countUpcoming(booking.email, new Date(current), database.dialect);
      if (upcoming >= maxFutureBookingsPerEmail) {
        return refuse({
          ok: false,
          code: "booking_limit",
          field: "email",
          message: tooManyBookingsMessage(maxFutureBookingsPerEmail),
        });
      }
      if ((await inTransaction.insert(booking)) === "taken") {
        return refuse({ ok: false, code: "slot_taken", field: "start", message: TAKEN_MESSAGE });
      }
      const source = attribution && attributionRow(booking.id, "booking", booking.createdAt, attribution);
      if (source) await saveAttribution(trx, source);
      await delivery.enqueue(trx, messages.bookingCreated(booking, secret, source && summaryOf(source)));
    });
    if (!outcome.committed) {
      log.info({ slot: booking.start, reason: outcome.refusal.field }, "booking refused");
      return outcome.refusal;
    }
    delivery.committed();
    log.info({ bookingId: booking.id, slot: booking.start }, "meeting booked");
    return { ok: true, booking: confirmation(booking) };
  }

  return {
    config,
    logger: log,
    freeSlots,

    /** A booking request as sent (rate limit, validation, proof of work), booked or refused with the reason. */
    async book(body: unknown, context: SubmissionContext): Promise<BookingResult> {
      const decision = await bookingLimiter.hit(context.clientKey);
      if (!decision.allowed) {
        log.warn("booking rate limited");
        const { retryAfterSeconds } = decision;
        return {
          ok: false,
          code: "rate_limited",
          message: tooManyRequestsMessage(retryAfterSeconds),
          retryAfterSeconds,
        };
      }
      const parsed = validate(bookingRequestSchema, body);
      if (!parsed.ok) {
        const { field, message } = firstError(parsed.errors);
        return { ok: false, code: "invalid_input", message, field, fields: parsed.errors };
      }
      try {
        const verdict = await proofOfWork.verify(parsed.value.altcha);
        if (verdict !== "verified") log.info({ verdict }, "booking stored as a suspected bot");
        return await store(parsed.value, { suspectedBot: verdict !== "verified", attribution: context.attribution });
      } catch (error) {
        log.error({ err: error }, "scheduling: booking failed");
        return {
          ok: false,
          code: "storage_unavailable",
          message: SCHEDULING_UNAVAILABLE_MESSAGE,
          retryAfterSeconds: RETRY_AFTER_SECONDS,
        };
      }
    },

    /** The limit `book` applies, for changes through a confirmation's links (the same count per address). */
    bookingLimiter,

    /** The iCalendar file of a booking, or null when the id is unknown. */
    async calendarFile(id: string): Promise<{ fileName: string; body: string } | null> {
      if (!BOOKING_ID_PATTERN.test(id)) return null;
      const booking = await repository.findById(id);
      if (booking?.status !== "confirmed") return null;
      return {
        fileName: bookingIcsFileName(booking),
        body: bookingIcs(booking, { meetingTitle: config.meetingTitle, location: config.meetingLocation }),
      };
    },

    /** Bookings made in a period, for the lead export. */
    listBookings: (range?: BookingRange) => repository.listBookings(range),

    /** Cancel and reschedule through the signed links of the confirmation e-mail. */
    links: createBookingChanges({
      database,
      logger: log,
      config,
      now,
      delivery,
      messages,
      freeSlots,
      unavailableBetween,
    }),
  };
}

export type SchedulingService = ReturnType<typeof createSchedulingService>;
