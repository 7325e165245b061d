/**
 * The page-view beacon (app/analytics/beacon.ts):
 *
 *   POST /api/analytics/event   {path, referrer, utm, device, entry, step?}   204
 *
 * Nothing is counted (still 204) for a browser that sends `Sec-GPC: 1` or `DNT: 1`, or for a
 * bot (`isbot` on the User-Agent). Errors answer like the rest of the API: 400 malformed,
 * naming the field · 403 cross-site (the API router) · 405 · 413 over 2 KB · 415 not JSON ·
 * 429 rate limited. A beacon the database cannot take is dropped, never a 5xx.
 */
import { type Request, Router } from "express";
import { isbot } from "isbot";
import * as z from "zod/mini";
import { optedOut, TOUCH_VALUE_MAX } from "#shared/analytics/attribution.ts";
import { BEACON_MAX_BYTES, BEACON_PATH, type Beacon, DEVICES, FUNNEL_STEPS } from "#shared/analytics/beacon.ts";
import { firstError, validate } from "#shared/forms/validation.ts";
import type { Analytics } from "../analytics/analytics.ts";
import { jsonBody, methodNotAllowed, sendError } from "../http/json-api.ts";
import { clientKey, createInstanceRateLimiter, rateLimit } from "../http/rate-limit.ts";
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

function counted(req: Request): boolean {
  const userAgent = req.get("user-agent") ?? "";
  return userAgent !== "" && !isbot(userAgent) && !optedOut((name) => req.get(name));
}

export function createAnalyticsRouter({
  analytics,
  settings,
}: {
  analytics: Pick<Analytics, "record">;
  settings: AnalyticsSettings;
}): Router {
  const router = Router();
  const limiter = createInstanceRateLimiter(settings.beaconRateLimit);

  router.post(BEACON_PATH, rateLimit(limiter), jsonBody({}, BEACON_MAX_BYTES), async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (!counted(req)) {
      res.status(204).end();
      return;
    }
    const parsed = validate(beaconSchema, req.body);
    if (!parsed.ok) {
      const { field, message } = firstError(parsed.errors);
      sendError(res, 400, { error: message, code: "invalid_input", field, fields: parsed.errors });
      return;
    }
    // The address only enters the day's keyed hash; it is neither stored nor logged.
    await analytics
      .record(parsed.value, { address: clientKey(req), userAgent: req.get("user-agent") ?? "", site: req.host })
      .catch(() => {});
    res.status(204).end();
  });
  router.all(BEACON_PATH, methodNotAllowed(["POST"]));
  return router;
}
