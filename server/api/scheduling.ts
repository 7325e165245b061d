/**
 * JSON API of the meeting scheduler (mounted at the site root):
 *
 *   GET  /api/scheduling/slots?from=YYYY-MM-DD&to=YYYY-MM-DD[&timeZone=Area/City]
 *        free slots as UTC ISO instants, with the team's time zone. The dates are
 *        calendar days in `timeZone` (default: the team's); both are optional and
 *        default to everything bookable now.
 *   POST /api/scheduling/bookings            JSON body, see shared/scheduling/booking-schema.ts
 *        201 booking confirmation · 400 bad input (names the field) · 409 slot taken
 *        · 415 not JSON · 413 too large · 422 slot not bookable (field "start") or too many
 *        upcoming meetings for the address (field "email") · 429 rate limited (per IP,
 *        with Retry-After) · 503 database unavailable
 *   GET  /api/scheduling/bookings/:id.ics     the booking as an iCalendar file
 *   GET  /api/scheduling/manage/:token        the booking a confirmation's signed link manages
 *   POST /api/scheduling/manage/:token/cancel
 *   POST /api/scheduling/manage/:token/reschedule   {start}
 *        200 {booking} · 404 not a valid link · 410 expired · 409 changed or cancelled
 *        meanwhile, or the new time was just taken · 422 not a bookable time · 503
 *        (the same as the pages /meeting/cancel/:token and /meeting/reschedule/:token)
 *
 * Every error answers `{ error, code, field?, retryAfterSeconds? }`, like the lead API; the
 * status comes from the problem code (`PROBLEM_STATUS`, shared/api.ts). Rate limit, validation
 * and proof of work are the scheduling service's; this router only translates HTTP.
 */
import { type Response, Router } from "express";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { ApiError } from "#shared/api.ts";
import type { ManageLookup, ManageOutcome } from "#shared/scheduling/manage-booking.ts";
import { addDays, isValidTimeZone, parseIsoDate, startOfDayInZone } from "#shared/scheduling/zoned-time.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { apiSubmission, jsonBody, sendError, sendProblem } from "../http/json-api.ts";
import {
  createRateLimiter,
  type RateLimitDecision,
  type RateLimitOptions,
  rateLimit,
  tooManyRequestsMessage,
} from "../http/rate-limit.ts";
import {
  BOOKING_FILES_PATH,
  BOOKING_MANAGE_PATH,
  RETRY_AFTER_SECONDS,
  SCHEDULING_UNAVAILABLE_MESSAGE,
  type SchedulingService,
} from "../scheduling/scheduling-service.ts";

/** Longest date range one slots request may ask for. */
const MAX_RANGE_DAYS = 92;

export interface SchedulingRouterOptions {
  /** Per-IP limit on slot listings (default: 60 a minute). */
  slotsLimit?: RateLimitOptions;
}

/** What the router needs: the scheduler, and the database the slot listings' rate limit counts in. */
export interface SchedulingRouterServices {
  scheduling: SchedulingService;
  database: { db: Kysely<DatabaseSchema> };
  logger: Logger;
}

export const DEFAULT_SLOTS_LIMIT: RateLimitOptions = { limit: 60, windowMs: 60_000 };

function tooMany(res: Response, decision: RateLimitDecision): void {
  res.json({
    error: tooManyRequestsMessage(decision.retryAfterSeconds),
    code: "rate_limited",
    retryAfterSeconds: decision.retryAfterSeconds,
  } satisfies ApiError);
}

function sendUnavailable(res: Response): void {
  sendError(res, 503, {
    error: SCHEDULING_UNAVAILABLE_MESSAGE,
    code: "storage_unavailable",
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });
}

/** Dates outside these can hold no slot; refusing them keeps the date arithmetic in range. */
const EARLIEST_DATE = "2000-01-01";
const LATEST_DATE = "2999-12-31";

function isQueryableDate(value: string): boolean {
  return parseIsoDate(value) !== null && value >= EARLIEST_DATE && value <= LATEST_DATE;
}

function queryString(value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  return typeof value === "string" ? value : null;
}

function sendManaged(res: Response, result: ManageLookup | ManageOutcome): void {
  res.setHeader("X-Robots-Tag", "noindex");
  if (result.ok) {
    res.json({ booking: result.booking });
    return;
  }
  const extra = result.problem === "unavailable" ? { retryAfterSeconds: RETRY_AFTER_SECONDS } : {};
  sendProblem(res, { ok: false, code: result.problem, message: result.message, ...extra });
}

function tokenOf(params: Record<string, string | string[] | undefined>): string {
  return typeof params.token === "string" ? params.token : "";
}

export function createSchedulingRouter(
  services: SchedulingRouterServices,
  { slotsLimit = DEFAULT_SLOTS_LIMIT }: SchedulingRouterOptions = {},
): Router {
  const router = Router();
  const { scheduling, database, logger } = services;
  const limitSlots = rateLimit(createRateLimiter({ db: database.db, name: "slots", logger, ...slotsLimit }), tooMany);
  const limitBookings = rateLimit(scheduling.bookingLimiter, tooMany);
  const logError = (error: unknown, message: string) => scheduling.logger.error({ err: error }, message);

  router.get("/api/scheduling/slots", limitSlots, async (req, res) => {
    const zoneParam = queryString(req.query.timeZone);
    const fromParam = queryString(req.query.from);
    const toParam = queryString(req.query.to);
    if (zoneParam === null || (zoneParam !== undefined && !isValidTimeZone(zoneParam))) {
      sendError(res, 400, {
        error: "timeZone must be an IANA time zone such as Europe/London.",
        code: "invalid_input",
        field: "timeZone",
      });
      return;
    }
    for (const [field, value] of [
      ["from", fromParam],
      ["to", toParam],
    ] as const) {
      if (value === null || (value !== undefined && !isQueryableDate(value))) {
        sendError(res, 400, {
          error: `${field} must be a date written YYYY-MM-DD, between ${EARLIEST_DATE} and ${LATEST_DATE}.`,
          code: "invalid_input",
          field,
        });
        return;
      }
    }
    const zone = zoneParam ?? scheduling.config.teamTimeZone;
    if (fromParam && toParam) {
      if (toParam < fromParam) {
        sendError(res, 400, { error: "to must not be before from.", code: "invalid_input", field: "to" });
        return;
      }
      if (Date.parse(toParam) - Date.parse(fromParam) > MAX_RANGE_DAYS * 86_400_000) {
        sendError(res, 400, {
          error: `Ask for at most ${MAX_RANGE_DAYS} days at a time.`,
          code: "invalid_input",
          field: "to",
        });
        return;
      }
    }
    try {
      const slots = await scheduling.freeSlots({
        from: fromParam ? startOfDayInZone(fromParam, zone) : undefined,
        to: toParam ? startOfDayInZone(addDays(toParam, 1), zone) : undefined,
      });
      res.json(slots);
    } catch (error) {
      logError(error, "scheduling: listing slots failed");
      sendUnavailable(res);
    }
  });

  router.post("/api/scheduling/bookings", jsonBody(), async (req, res) => {
    const result = await scheduling.book(req.body, apiSubmission(req));
    if (result.ok) res.status(201).location(result.booking.icsUrl).json(result.booking);
    else sendProblem(res, result);
  });

  const { links } = scheduling;
  router.get(`${BOOKING_MANAGE_PATH}:token`, async (req, res) => {
    sendManaged(res, await links.lookup(tokenOf(req.params)));
  });
  router.post(`${BOOKING_MANAGE_PATH}:token/cancel`, limitBookings, async (req, res) => {
    sendManaged(res, await links.cancel(tokenOf(req.params)));
  });
  router.post(`${BOOKING_MANAGE_PATH}:token/reschedule`, limitBookings, jsonBody(), async (req, res) => {
    const start = (req.body as { start?: unknown } | null)?.start;
    if (typeof start !== "string" || !/^\d{4}-\d{2}-\d{2}T/.test(start)) {
      sendError(res, 400, { error: "Please pick a time from the list.", code: "invalid_input", field: "start" });
      return;
    }
    sendManaged(res, await links.reschedule(tokenOf(req.params), start));
  });

  router.get(`${BOOKING_FILES_PATH}:file`, async (req, res) => {
    const match = /^(.+)\.ics$/.exec(req.params.file);
    const notFound = () => sendError(res, 404, { error: "There is no booking at this address.", code: "not_found" });
    if (!match?.[1]) return notFound();
    try {
      const file = await scheduling.calendarFile(match[1]);
      if (!file) return notFound();
      res.setHeader("Content-Type", "text/calendar; charset=utf-8");
      res.setHeader("Content-Disposition", `attachment; filename="${file.fileName}"`);
      res.setHeader("Cache-Control", "private, no-store");
      res.setHeader("X-Robots-Tag", "noindex");
      res.send(file.body);
    } catch (error) {
      logError(error, "scheduling: calendar file failed");
      sendUnavailable(res);
    }
  });

  return router;
}
