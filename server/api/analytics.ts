/**
 * The page-view beacon (app/analytics/beacon.ts):
 *
 *   POST /api/analytics/event   {path, referrer, utm, device, entry, step?}   204
 *
 * Nothing is counted (still 204) for a browser that sends `Sec-GPC: 1` or `DNT: 1`, or for a
 * bot (`isbot` on the User-Agent). Errors answer like the rest of the API: 400 malformed,
 * naming the field · 403 cross-site (the API router) · 405 · 413 over 2 KB · 415 not JSON ·
 * 429 rate limited (a client over its own limit; or this instance over its pace, after a
 * wait: code "rate_limited", decision 027) · 503 with Retry-After while the count is too far
 * behind (code "busy", decision 023). Within the pace, a beacon over the instance's rate waits
 * its turn (at most {@link BEACON_MAX_WAIT_MS}) before it is read.
 * A beacon the database cannot take is dropped, never a 5xx otherwise.
 *
 * Two ways in, one set of rules: the fast path (beacon-fast-path.ts) answers ordinary beacons
 * on the HTTP server before Express; anything unusual goes through the Express router below.
 */
import type { IncomingMessage } from "node:http";
import type { Router as ExpressRouter, Request, RequestHandler } from "express";
import { Router } from "express";
import { isbot } from "isbot";
import * as z from "zod/mini";
import { optedOut, TOUCH_VALUE_MAX } from "#shared/analytics/attribution.ts";
import { BEACON_MAX_BYTES, BEACON_PATH, type Beacon, DEVICES, FUNNEL_STEPS } from "#shared/analytics/beacon.ts";
import { type ApiError, PROBLEM_STATUS } from "#shared/api.ts";
import { firstError, validate } from "#shared/forms/validation.ts";
import type { BeaconRecorder, Visit } from "../analytics/ingest.ts";
import { rememberRecent } from "../analytics/recent-answers.ts";
import { jsonBody, methodNotAllowed, sendError } from "../http/json-api.ts";
import { createPace, type Pace, waitForTurn } from "../http/pace.ts";
import { clientKey, createInstanceRateLimiter, type RateLimiter, rateLimit } from "../http/rate-limit.ts";
import type { AnalyticsSettings } from "../settings/settings.ts";

const value = z.string().check(z.maxLength(TOUCH_VALUE_MAX, `At most ${TOUCH_VALUE_MAX} characters.`));

const beaconSchema: z.ZodMiniType<Beacon> = z.object({
  path: value.check(z.regex(/^\/[^\s?#]*$/, "A path starting with /, without query.")),
  referrer: z.union([z.literal(""), value.check(z.regex(/^https?:\/\/\S+$/, "An http(s) address or empty."))]),
  utm: z.object({ source: value, medium: value, campaign: value, term: value, content: value }),
  device: z.enum(DEVICES),
  entry: z.boolean(),
  step: z.optional(z.enum(FUNNEL_STEPS)),
});

/** isbot is one long regular expression, and a flood repeats a few user agents. */
const isBotCached = rememberRecent(isbot);

type Header = (name: string) => string | undefined;

/** What to do with a parsed beacon body: count it, answer 204 without counting, or refuse it (400). */
export type BeaconVerdict = { count: Beacon } | { ignore: true } | { refuse: ApiError };

export function judgeBeacon(body: unknown, header: Header): BeaconVerdict {
  const userAgent = header("user-agent") ?? "";
  if (userAgent === "" || isBotCached(userAgent) || optedOut(header)) return { ignore: true };
  const parsed = validate(beaconSchema, body);
  if (parsed.ok) return { count: parsed.value };
  const { field, message } = firstError(parsed.errors);
  return { refuse: { error: message, code: "invalid_input", field, fields: parsed.errors } };
}

/** Seconds a client is asked to wait when the count is behind. */
export const BEHIND_RETRY_SECONDS = 5;

export const COUNT_BEHIND = {
  status: PROBLEM_STATUS.busy,
  error: {
    error: `Too many page views at once. Please wait ${BEHIND_RETRY_SECONDS} seconds and try again.`,
    code: "busy",
    retryAfterSeconds: BEHIND_RETRY_SECONDS,
  } satisfies ApiError,
};

/**
 * Longest a beacon over the instance's rate waits for its turn: the beacon p99 target is 50 ms,
 * and 50 closed-loop clients at 2,000 a second wait about 25 ms each.
 */
export const BEACON_MAX_WAIT_MS = 40;

/** A beacon that would wait longer than {@link BEACON_MAX_WAIT_MS}: this instance is over its pace. */
export const OVER_PACE = {
  status: PROBLEM_STATUS.rate_limited,
  error: {
    error: "Too many page views at once. Please wait a second and try again.",
    code: "rate_limited",
    retryAfterSeconds: 1,
  } satisfies ApiError,
};

/**
 * Counts a beacon; false when the recorder is full (answer {@link COUNT_BEHIND}). A beacon the
 * database cannot take (its salt cannot be read) is dropped and answered 204 like any other.
 */
export function recordBeacon(recorder: BeaconRecorder, beacon: Beacon, visit: Visit): Promise<boolean> {
  return recorder.record(beacon, visit).catch(() => true);
}

/** Beacons the fast path admitted and then handed to Express (over their client's limit): one turn each. */
const tookTurn = new WeakSet<IncomingMessage>();

/** Waits for a beacon's turn in the instance's pace (on the fast path); true to go ahead. */
export async function paceBeacon(endpoint: BeaconEndpoint, req: IncomingMessage): Promise<boolean> {
  if (!(await waitForTurn(endpoint.pace))) return false;
  tookTurn.add(req);
  return true;
}

export interface BeaconEndpoint {
  recorder: BeaconRecorder;
  /** Shared by both ways in, so a client has one limit. */
  limiter: RateLimiter;
  /** Shared by both ways in, so the instance has one pace; a beacon takes one turn, on one way in. */
  pace: Pace;
  router: ExpressRouter;
}

export function createBeaconEndpoint({
  recorder,
  settings,
}: {
  recorder: BeaconRecorder;
  settings: AnalyticsSettings;
}): BeaconEndpoint {
  const router = Router();
  const limiter = createInstanceRateLimiter(settings.beaconRateLimit);
  const pace = createPace({ ...settings.beaconPace, maxWaitMs: BEACON_MAX_WAIT_MS });
  const header = (req: Request) => (name: string) => req.get(name);

  const paced: RequestHandler = async (req, res, next) => {
    if (tookTurn.has(req) || (await waitForTurn(pace))) next();
    else sendError(res, OVER_PACE.status, OVER_PACE.error);
  };

  router.post(BEACON_PATH, paced, rateLimit(limiter), jsonBody({}, BEACON_MAX_BYTES), async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const verdict = judgeBeacon(req.body, header(req));
    if ("refuse" in verdict) {
      sendError(res, 400, verdict.refuse);
      return;
    }
    if ("ignore" in verdict) {
      res.status(204).end();
      return;
    }
    // The address only enters the day's keyed hash; it is neither stored nor logged.
    const visit = { address: clientKey(req), userAgent: req.get("user-agent") ?? "", site: req.host };
    if (await recordBeacon(recorder, verdict.count, visit)) res.status(204).end();
    else sendError(res, COUNT_BEHIND.status, COUNT_BEHIND.error);
  });
  router.all(BEACON_PATH, methodNotAllowed(["POST"]));
  return { recorder, limiter, pace, router };
}
