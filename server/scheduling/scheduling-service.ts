/**
 * The meeting scheduler: free slots, bookings and calendar files. Exposed to
 * the HTTP layer as `services.scheduling`.
 */
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { SchedulingConfig } from "#shared/scheduling/availability-rules.ts";
import {
  ANSWER_KEYS,
  type BookingConfirmation,
  type BookingRequest,
  type SlotsResponse,
} from "#shared/scheduling/booking-schema.ts";
import type { Clock } from "../clock.ts";
import type { AppDatabase } from "../db/database.ts";
import { type Booking, type BookingRange, createBookingRepository } from "./booking-repository.ts";
import { buildIcs } from "./ics.ts";
import { checkSlot, generateSlots, TAKEN_MESSAGE } from "./slots.ts";

const DAY = 86_400_000;

export interface SchedulingServiceOptions {
  database: AppDatabase;
  logger: Logger;
  /** Availability (from the settings). */
  config: SchedulingConfig;
  now: Clock;
}

export type BookingResult =
  | { ok: true; booking: BookingConfirmation }
  | { ok: false; status: 409 | 422; field: "start"; message: string };

/** Unguessable booking ids (random UUID v4, 122 random bits). */
export const BOOKING_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function icsPath(id: string): string {
  return `/api/scheduling/bookings/${id}.ics`;
}

function describe(booking: Booking): string {
  const lines = [
    `Booked by ${booking.name} <${booking.email}>${booking.company ? `, ${booking.company}` : ""}.`,
    booking.guests.length > 0 ? `Guests: ${booking.guests.join(", ")}.` : "",
    booking.notes ? `Notes: ${booking.notes}` : "",
    `Booked in time zone ${booking.timeZone}; the team works in ${booking.teamTimeZone}.`,
  ];
  return lines.filter(Boolean).join("\n");
}

export function createSchedulingService({ database, logger, config, now }: SchedulingServiceOptions) {
  const repository = createBookingRepository(database.db);
  const log = logger.child({ component: "scheduling" });

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

  return {
    config,
    logger: log,

    /** Free slots starting in [from, to) (UTC ms), defaulting to everything bookable now. */
    async freeSlots(range: { from?: number; to?: number } = {}): Promise<SlotsResponse> {
      const current = now().getTime();
      // Nothing outside [now, horizon] is bookable, so a wider request is narrowed (and stays cheap).
      const horizonEnd = current + (config.horizonDays + 1) * DAY;
      const from = Math.max(range.from ?? current, current);
      const to = Math.max(from, Math.min(range.to ?? horizonEnd, horizonEnd));
      const busy = await repository.busyBetween(from - DAY, to + DAY);
      const slots = generateSlots({ config, now: current, from, to, busy });
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
    },

    /** Books a validated request, or explains why the slot cannot be booked. */
    async book(request: BookingRequest, { suspectedBot = false } = {}): Promise<BookingResult> {
      const current = now().getTime();
      const start = Date.parse(request.start);
      const busy = await repository.busyBetween(start - DAY, start + DAY);
      const check = checkSlot({ config, now: current, start, busy });
      if (!check.ok) {
        return { ok: false, status: check.problem === "taken" ? 409 : 422, field: "start", message: check.message };
      }
      const answers: Record<string, string> = {};
      for (const key of ANSWER_KEYS) {
        const value = request[key];
        if (value) answers[key] = value;
      }
      const booking: Booking = {
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
      if ((await repository.insert(booking)) === "taken") {
        log.info({ slot: booking.start }, "slot already taken");
        return { ok: false, status: 409, field: "start", message: TAKEN_MESSAGE };
      }
      log.info({ bookingId: booking.id, slot: booking.start }, "meeting booked");
      return { ok: true, booking: confirmation(booking) };
    },

    /** The iCalendar file of a booking, or null when the id is unknown. */
    async calendarFile(id: string): Promise<{ fileName: string; body: string } | null> {
      if (!BOOKING_ID_PATTERN.test(id)) return null;
      const booking = await repository.findById(id);
      if (booking?.status !== "confirmed") return null;
      const body = buildIcs({
        uid: `${booking.id}@horizon-meetings`,
        start: Date.parse(booking.start),
        end: Date.parse(booking.end),
        stamp: Date.parse(booking.createdAt),
        summary: config.meetingTitle,
        description: describe(booking),
        attendees: [{ name: booking.name, email: booking.email }, ...booking.guests.map((email) => ({ email }))],
      });
      return { fileName: `horizon-meeting-${booking.start.slice(0, 10)}.ics`, body };
    },

    /** Bookings made in a period, for the lead export. */
    listBookings: (range?: BookingRange) => repository.listBookings(range),
  };
}

export type SchedulingService = ReturnType<typeof createSchedulingService>;
