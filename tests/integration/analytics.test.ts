/**
 * First-party analytics against real databases (SQLite always, PostgreSQL with
 * TEST_DATABASE_URL): the beacon endpoint over HTTP, rollups counted by two instances at
 * once, retention of raw events and salts, and lead attribution with its erasure.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Beacon } from "#shared/analytics/beacon.ts";
import type { Actor } from "#shared/console/staff.ts";
import { createRollups } from "../../server/analytics/rollups.ts";
import { listLeads } from "../../server/leads/export.ts";
import { backends, type LeadServer, post, startLeadServer, whitepaperBody } from "./leads-harness.ts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const NO_UTM = { source: "", medium: "", campaign: "", term: "", content: "" };
const LAUNCH = { source: "newsletter", medium: "email", campaign: "launch", term: "", content: "" };

function beacon(overrides: Partial<Beacon> = {}): Beacon {
  return { path: "/", referrer: "", utm: NO_UTM, device: "desktop", entry: true, ...overrides };
}

const admin: Actor = {
  staff: { id: "admin", email: "admin@example.com", name: "Admin", role: "admin" },
  ip: "127.0.0.1",
};

describe.each(backends)("analytics on $name", (backend) => {
  let instant = new Date("2026-03-10T09:00:00.000Z");
  const now = () => instant;
  let server: LeadServer;
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    post(server.baseUrl, "/api/analytics/event", body, { "User-Agent": BROWSER, ...headers });
  const count = async (table: string) =>
    Number((await server.storage.query<{ n: number | string }>(`select count(*) as n from ${table}`))[0]?.n);

  beforeAll(async () => {
    server = await startLeadServer(backend, {
      now,
      analytics: {
        rawEventDays: 30,
        timeZone: "Asia/Kolkata",
        beaconRateLimit: { limit: 1000, windowMs: 60_000 },
        beaconPace: { perSecond: 2000, burst: 200 },
      },
    });
  });
  afterAll(() => server.close());

  it("counts a page view and a unique visitor, storing no address", async () => {
    const first = await send(beacon({ utm: LAUNCH }));
    expect(first.status).toBe(204);
    expect((await send(beacon({ path: "/product/vivre", entry: false }))).status).toBe(204);
    await server.services.analytics.flush();
    const events = await server.storage.query<Record<string, unknown>>(
      "select * from analytics_events order by created_at, entry desc",
    );
    expect(events).toHaveLength(2);
    expect(events.map((event) => Number(event.new_visitor))).toEqual([1, 0]);
    expect(events[0]).toMatchObject({ path: "/", source: "newsletter", medium: "email", campaign: "launch" });
    expect(events[0]?.channel).toBe("email");
    expect(JSON.stringify(events)).not.toContain("127.0.0.1");
    expect(Object.keys(events[0] ?? {})).not.toContain("visitor_hash");
  });

  it("counts nothing for Sec-GPC, DNT or a bot, and still answers 204", async () => {
    const before = await count("analytics_events");
    const optedOutOrBot: Record<string, string>[] = [{ "Sec-GPC": "1" }, { DNT: "1" }, { "User-Agent": BOT }];
    for (const headers of optedOutOrBot) {
      expect((await send(beacon(), headers)).status).toBe(204);
    }
    await server.services.analytics.flush();
    expect(await count("analytics_events")).toBe(before);
  });

  it("refuses bad beacons with a 4xx and a reason", async () => {
    const malformed = await send({ ...beacon(), path: "no-slash" });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: "invalid_input", field: "path" });
    expect((await send({ ...beacon(), device: "fridge" })).status).toBe(400);
    expect((await send("{not json")).status).toBe(400);
    const large = await send({ ...beacon(), path: `/${"a".repeat(3000)}` });
    expect(large.status).toBe(413);
    const text = await fetch(`${server.baseUrl}/api/analytics/event`, { method: "POST", body: "x" });
    expect(text.status).toBe(415);
    expect((await fetch(`${server.baseUrl}/api/analytics/event`)).status).toBe(405);
  });

  it("rolls up with two instances at once without counting an event twice", async () => {
    for (let index = 0; index < 600; index++) {
      await server.services.analytics.record(beacon({ path: `/p${index % 7}`, entry: index % 3 === 0 }), {
        address: `10.0.0.${index % 50}`,
        userAgent: BROWSER,
        site: "example.com",
      });
    }
    await server.services.analytics.flush();
    const second = await server.storage.open();
    try {
      const one = createRollups(second.db, second.dialect, now, "Asia/Kolkata");
      const two = server.services.analytics;
      // On SQLite a run may give up on the other's write lock: its batch rolls back and is counted later.
      const runs = await Promise.allSettled([one.rollUp(50), two.rollUp(50), one.rollUp(50), two.rollUp(50)]);
      if (backend.name === "postgres") expect(runs.every((run) => run.status === "fulfilled")).toBe(true);
      await one.rollUp(50);
      expect(await count("analytics_events where rolled = 0")).toBe(0);
    } finally {
      await second.close();
    }
    const [total] = await server.storage.query<{ views: number; visitors: number; entries: number }>(
      "select views, visitors, entries from analytics_rollups where granularity = 'day' and dimension = 'total'",
    );
    expect(Number(total?.views)).toBe(602);
    expect(Number(total?.visitors)).toBe(51);
    expect(Number(total?.entries)).toBe(201);
    const [hourly] = await server.storage.query<{ views: number }>(
      "select sum(views) as views from analytics_rollups where granularity = 'hour' and dimension = 'page'",
    );
    expect(Number(hourly?.views)).toBe(602);
    const report = await server.services.analytics.dashboard.report({ from: "2026-03-10", to: "2026-03-10" });
    expect(report.totals.current).toMatchObject({ views: 602, visitors: 51, visits: 201 });
    expect(report.campaigns.rows).toEqual([{ key: "newsletter", views: 1, visits: 1 }]);
  });

  it("leaves a rate undefined (null, shown as “—”) rather than 0 % for a period without visitors", async () => {
    const report = await server.services.analytics.dashboard.report({ from: "2020-01-01", to: "2020-01-07" });
    expect(report.totals.current).toMatchObject({ visitors: 0, views: 0, conversionRate: null });
    expect(report.totals.previous.conversionRate).toBeNull();
  });

  it("deletes raw events past their keeping time, and past days' salts (never 48 hours old)", async () => {
    instant = new Date("2026-04-20T09:00:00.000Z");
    await server.services.analytics.record(beacon(), { address: "10.1.1.1", userAgent: BROWSER, site: "x" });
    await server.services.analytics.flush();
    instant = new Date("2026-04-22T10:00:00.000Z");
    await server.services.analytics.record(beacon(), { address: "10.1.1.1", userAgent: BROWSER, site: "x" });
    await server.services.analytics.flush();
    await server.services.analytics.rollUp();
    await server.services.analytics.purge();
    const salts = await server.storage.query<{ day: string; created_at: string }>(
      "select day, created_at from analytics_salts",
    );
    expect(salts.map((salt) => salt.day)).toEqual(["2026-04-22"]);
    for (const salt of salts) expect(instant.getTime() - Date.parse(salt.created_at)).toBeLessThan(48 * 3_600_000);
    expect(await count("analytics_visitors where day < '2026-04-22'")).toBe(0);
    const events = await server.storage.query<{ created_at: string }>("select created_at from analytics_events");
    expect(events.map((event) => event.created_at.slice(0, 10)).sort()).toEqual(["2026-04-20", "2026-04-22"]);
    // The March rollups stay.
    expect(await count("analytics_rollups")).toBeGreaterThan(0);
  });

  it("stores a lead's attribution, exports it, and erases it with the lead", async () => {
    const attribution = {
      first: { page: "/", referrer: "", ...LAUNCH },
      last: { page: "/", referrer: "", ...LAUNCH },
      convertingPage: "/resources",
    };
    const body = whitepaperBody({ attribution });
    const response = await post(server.baseUrl, "/local/getPdf", body);
    expect(response.status).toBe(200);
    const [record] = (await listLeads(server.services.database)).records.filter((lead) => lead.email === body.email);
    expect(record).toMatchObject({
      first_touch_source: "newsletter",
      first_touch_medium: "email",
      first_touch_campaign: "launch",
      landing_page: "/",
      last_touch_source: "newsletter",
      last_touch_campaign: "launch",
      converting_page: "/resources",
    });
    const download = await server.services.console.services.privacy.download(String(body.email), admin);
    expect(download.ok && JSON.parse(download.json).leadAttribution).toMatchObject([{ first_campaign: "launch" }]);
    const erased = await server.services.console.services.privacy.erase(String(body.email), String(body.email), admin);
    expect(erased.ok).toBe(true);
    expect(await server.storage.query(`select * from lead_attribution where lead_id = '${record?.id}'`)).toHaveLength(
      0,
    );
  });

  it("stores no attribution when the browser opted out", async () => {
    const body = whitepaperBody({ attribution: { first: { page: "/", ...LAUNCH }, convertingPage: "/resources" } });
    await post(server.baseUrl, "/local/getPdf", body, { "Sec-GPC": "1" });
    const [record] = (await listLeads(server.services.database)).records.filter((lead) => lead.email === body.email);
    expect(record?.first_touch_source).toBe("");
  });

  it("counts the team's days: 20:00 UTC on 1 May is 01:30 on 2 May in India, for visits, visitors and goals", async () => {
    instant = new Date("2026-05-01T20:00:00.000Z");
    await server.services.analytics.record(beacon({ path: "/late" }), {
      address: "10.2.2.2",
      userAgent: BROWSER,
      site: "x",
    });
    await server.services.analytics.flush();
    await server.services.analytics.rollUp();
    const buckets = await server.storage.query<{ granularity: string; bucket: string }>(
      "select granularity, bucket from analytics_rollups where dimension = 'page' and key = '/late' order by granularity",
    );
    expect(buckets).toEqual([
      { granularity: "day", bucket: "2026-05-02" },
      { granularity: "hour", bucket: "2026-05-01T20" },
    ]);
    const salts = await server.storage.query<{ day: string }>("select day from analytics_salts");
    expect(salts.map((salt) => salt.day)).toEqual(["2026-05-02"]);
    expect((await post(server.baseUrl, "/local/getPdf", whitepaperBody())).status).toBe(200);
    const second = await server.services.analytics.dashboard.report({ from: "2026-05-02", to: "2026-05-02" });
    expect(second.totals.current).toMatchObject({ views: 1, visitors: 1, leads: 1 });
    expect(second.goals.whitepaper).toBe(1);
    expect(second.daily).toEqual([{ day: "2026-05-02", views: 1, visitors: 1 }]);
    const first = await server.services.analytics.dashboard.report({ from: "2026-05-01", to: "2026-05-01" });
    expect(first.totals.current).toMatchObject({ views: 0, leads: 0 });
  });
});
