/**
 * The beacon's production path against real databases (SQLite always, PostgreSQL with
 * TEST_DATABASE_URL): the HTTP server's fast path answers exactly as the Express route does,
 * the analytics thread writes what it was given, all of it on a graceful stop, a queue that is
 * full sheds beacons with 503 and Retry-After (decision 023), and a burst beyond the instance's
 * pace waits its turn or is refused with 429 after the longest wait (decision 027).
 */
import diagnosticsChannel from "node:diagnostics_channel";
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Beacon } from "#shared/analytics/beacon.ts";
import { BEACON_MAX_WAIT_MS, OVER_PACE } from "../../server/api/analytics.ts";
import { PACE_CHANNEL, type Turn } from "../../server/http/pace.ts";
import { tooManyRequestsMessage } from "../../server/http/rate-limit.ts";
import { backends, type LeadServer, startLeadServer } from "./leads-harness.ts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const BEACON: Beacon = {
  path: "/",
  referrer: "https://www.example.org/article",
  utm: { source: "newsletter", medium: "email", campaign: "launch", term: "", content: "" },
  device: "desktop",
  entry: true,
};
/** Nothing is written until the thread is stopped, so the queue's bound is reached on purpose. */
const SLOW = { flushMs: 3_600_000, rollupMs: 3_600_000, purgeMs: 3_600_000 };
const QUEUE_LIMIT = 12;

interface Case {
  name: string;
  body: string;
  headers?: Record<string, string>;
  method?: string;
  /** Answered on the fast path (the rest go to Express). */
  fast: boolean;
}

const json = (value: unknown) => JSON.stringify(value);
const cases: Case[] = [
  { name: "a beacon", body: json(BEACON), fast: true },
  { name: "a funnel step", body: json({ ...BEACON, entry: false, step: "form-seen" }), fast: true },
  { name: "Sec-GPC", body: json(BEACON), headers: { "Sec-GPC": "1" }, fast: true },
  { name: "DNT", body: json(BEACON), headers: { DNT: "1" }, fast: true },
  { name: "a bot", body: json(BEACON), headers: { "User-Agent": BOT }, fast: true },
  { name: "no user agent", body: json(BEACON), headers: { "User-Agent": "" }, fast: true },
  { name: "a bad field", body: json({ ...BEACON, device: "fridge" }), fast: true },
  { name: "a path with a query", body: json({ ...BEACON, path: "/?utm_source=x" }), fast: true },
  { name: "a bot's bad field", body: json({ ...BEACON, path: "x" }), headers: { "User-Agent": BOT }, fast: true },
  { name: "malformed JSON", body: "{not json", fast: true },
  { name: "not an object", body: "123", fast: true },
  { name: "an empty body", body: "", fast: true },
  { name: "only white space", body: " \n", fast: true },
  { name: "a no-break space first", body: `\u00a0${json(BEACON)}`, fast: true },
  { name: "a byte order mark first", body: `\ufeff${json(BEACON)}`, fast: true },
  {
    name: "charset utf-8",
    body: json(BEACON),
    headers: { "Content-Type": "application/json; charset=UTF-8" },
    fast: true,
  },
  { name: "same-origin", body: json(BEACON), headers: { Origin: "ORIGIN" }, fast: true },
  { name: "cross-site", body: json(BEACON), headers: { Origin: "https://elsewhere.example" }, fast: false },
  { name: "Sec-Fetch-Site cross-site", body: json(BEACON), headers: { "Sec-Fetch-Site": "cross-site" }, fast: false },
  { name: "text", body: json(BEACON), headers: { "Content-Type": "text/plain" }, fast: false },
  { name: "latin-1", body: json(BEACON), headers: { "Content-Type": "application/json; charset=latin1" }, fast: false },
  { name: "over 2 KB", body: json({ ...BEACON, path: `/${"a".repeat(3000)}` }), fast: false },
  { name: "GET", body: "", method: "GET", fast: false },
];

/** The fast path takes the beacon address exactly as written; with a query it goes to the Express route. */
const VIA_EXPRESS = "?via=express";

async function send(baseUrl: string, { body, headers = {}, method = "POST" }: Case, query = ""): Promise<Response> {
  const resolved = Object.fromEntries(
    Object.entries({ "Content-Type": "application/json", "User-Agent": BROWSER, ...headers }).map(([name, value]) => [
      name,
      value === "ORIGIN" ? baseUrl : value,
    ]),
  );
  return fetch(`${baseUrl}/api/analytics/event${query}`, {
    method,
    headers: resolved,
    ...(method === "GET" ? {} : { body }),
  });
}

const good = cases[0] as Case;
const analytics = {
  rawEventDays: 30,
  timeZone: "Asia/Kolkata",
  beaconRateLimit: { limit: 1000, windowMs: 60_000 },
  beaconPace: { perSecond: 2000, burst: 200 },
};

// One server at a time: on PostgreSQL each has a schema of its own, and the migrator cannot tell them apart.
describe.each(backends)("beacons through the fast path and the analytics thread on $name", (backend) => {
  let server: LeadServer;
  const stored = async () =>
    Number((await server.storage.query<{ n: number | string }>("select count(*) as n from analytics_events"))[0]?.n);

  beforeAll(async () => {
    server = await startLeadServer(backend, { analytics, analyticsThread: { timings: SLOW, limit: QUEUE_LIMIT } });
  });
  afterAll(() => server?.close());

  it("answers every beacon, good or bad, exactly as the Express route does", async () => {
    for (const beaconCase of cases) {
      const expected = await send(server.baseUrl, beaconCase, VIA_EXPRESS);
      const actual = await send(server.baseUrl, beaconCase);
      expect(actual.status, beaconCase.name).toBe(expected.status);
      expect(await actual.text(), beaconCase.name).toBe(await expected.text());
      // The fast path says no-store on every answer; the route on its 204s and validation errors.
      const cacheControl = actual.ok || !beaconCase.fast ? expected.headers.get("cache-control") : "no-store";
      expect(actual.headers.get("cache-control"), beaconCase.name).toBe(cacheControl);
      // The harness's Express app announces itself; the fast path does not.
      expect(actual.headers.get("x-powered-by"), beaconCase.name).toBe(beaconCase.fast ? null : "Express");
    }
    // "a beacon", "a funnel step", "a byte order mark first", "charset utf-8" and "same-origin", each twice.
    expect(server.analyticsThread?.behind()).toBe(10);
  });

  it("writes every accepted beacon when stopped", async () => {
    expect(await stored()).toBe(0);
    await server.restart();
    expect(await stored()).toBe(10);
    const rows = await server.storage.query<Record<string, unknown>>(
      "select path, kind, step, source, campaign, channel from analytics_events order by kind, created_at",
    );
    expect(rows.map((row) => row.kind)).toEqual(["step", "step", ...Array(8).fill("view")]);
    expect(rows[0]).toMatchObject({ path: "/", step: "form-seen" });
    expect(rows[2]).toMatchObject({ path: "/", source: "newsletter", campaign: "launch", channel: "email" });
    expect(await server.storage.query("select * from analytics_visitors")).toHaveLength(1);
  });

  it.runIf(process.platform === "linux")("counts at a lower CPU priority than the thread that answers pages", () => {
    // Field 19 of a task's stat is its nice value; the command name before it may hold spaces.
    const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
    const threads = readdirSync("/proc/self/task").flatMap((task) => {
      try {
        return [niceOf(readFileSync(`/proc/self/task/${task}/stat`, "utf8"))];
      } catch {
        return []; // A thread that ended while listed.
      }
    });
    expect(niceOf(readFileSync("/proc/self/stat", "utf8"))).toBe(0);
    expect(threads).toContain(10);
  });

  it("refuses beacons with 503 and Retry-After while the queue is full", async () => {
    const thread = server.analyticsThread;
    if (!thread) throw new Error("The server has no analytics thread.");
    while (thread.behind() < QUEUE_LIMIT) expect((await send(server.baseUrl, good)).status).toBe(204);
    for (const query of ["", VIA_EXPRESS]) {
      const refused = await send(server.baseUrl, good, query);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("5");
      expect(await refused.json()).toMatchObject({ code: "busy", retryAfterSeconds: 5 });
    }
    // Counted nowhere: nothing is held beyond the bound.
    expect(thread.behind()).toBe(QUEUE_LIMIT);
  });
});

describe.each(backends)("the fast path and the rate limit on $name", (backend) => {
  let server: LeadServer;

  beforeAll(async () => {
    server = await startLeadServer(backend, {
      analytics: { ...analytics, beaconRateLimit: { limit: 1, windowMs: 60_000 } },
      analyticsThread: { timings: SLOW },
    });
  });
  afterAll(() => server?.close());

  it("leaves a client over its limit to the Express route's 429, after one turn in the pace", async () => {
    const turns: unknown[] = [];
    const listen = (turn: unknown) => turns.push(turn);
    diagnosticsChannel.subscribe(PACE_CHANNEL, listen);
    expect((await send(server.baseUrl, good)).status).toBe(204);
    const refused = await send(server.baseUrl, good);
    diagnosticsChannel.unsubscribe(PACE_CHANNEL, listen);
    // Handed from the fast path to Express, the second beacon takes no second turn.
    expect(turns).toHaveLength(2);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await refused.json()).toEqual({ error: tooManyRequestsMessage(60), retryAfterSeconds: 60 });
  });
});

describe.each(backends)("a burst beyond the instance's pace on $name", (backend) => {
  // A turn every 20 ms: two can wait (at most 40 ms) while the rest of a burst of 40 arrives.
  const PACE = { perSecond: 50, burst: 5 };
  let server: LeadServer;
  const stored = async () =>
    Number((await server.storage.query<{ n: number | string }>("select count(*) as n from analytics_events"))[0]?.n);

  beforeAll(async () => {
    server = await startLeadServer(backend, {
      analytics: { ...analytics, beaconPace: PACE },
      analyticsThread: { timings: SLOW },
    });
  });
  afterAll(() => server?.close());

  it("answers the burst at once, the next beacons after their turn, the rest 429 after the longest wait; stores every 204", async () => {
    const turns: Turn[] = [];
    const listen = (turn: unknown) => turns.push(turn as Turn);
    diagnosticsChannel.subscribe(PACE_CHANNEL, listen);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, index) => {
        // Both ways in share one pace.
        const response = await send(server.baseUrl, good, index % 4 === 3 ? VIA_EXPRESS : "");
        return { response, body: await response.text(), ms: performance.now() - started };
      }),
    ).finally(() => diagnosticsChannel.unsubscribe(PACE_CHANNEL, listen));
    const elapsedMs = performance.now() - started;

    const answered = answers.filter(({ response }) => response.status === 204);
    const refused = answers.filter(({ response }) => response.status === 429);
    expect(answered.length + refused.length).toBe(40);
    // One turn per beacon, on whichever way in it took.
    expect(turns).toHaveLength(40);
    const atOnce = turns.filter((turn) => turn.admitted && turn.waitMs === 0).length;
    const waited = turns.filter((turn) => turn.admitted && turn.waitMs > 0);
    expect(atOnce).toBeGreaterThanOrEqual(PACE.burst);
    expect(waited.length).toBeGreaterThanOrEqual(1);
    expect(Math.max(...waited.map((turn) => turn.waitMs))).toBeLessThanOrEqual(BEACON_MAX_WAIT_MS);
    expect(answered).toHaveLength(atOnce + waited.length);
    // No more than the burst, the rate over the time taken and the turns taken ahead.
    expect(answered.length).toBeLessThanOrEqual(
      PACE.burst + Math.ceil((elapsedMs * PACE.perSecond) / 1000) + (BEACON_MAX_WAIT_MS * PACE.perSecond) / 1000,
    );

    // Refused after the longest wait, not at once (a client answered at once sends again at once).
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const { response, body, ms } of refused) {
      expect(ms).toBeGreaterThanOrEqual(BEACON_MAX_WAIT_MS - 1);
      expect(response.headers.get("retry-after")).toBe("1");
      expect(JSON.parse(body)).toEqual(OVER_PACE.error);
    }

    expect(await stored()).toBe(0);
    await server.restart();
    expect(await stored()).toBe(answered.length);
  });
});
