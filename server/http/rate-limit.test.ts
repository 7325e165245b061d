import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AppDatabase, openDatabase } from "../db/database.ts";
import { createRateLimiter, tooManyRequestsMessage } from "./rate-limit.ts";

const silent = pino({ level: "silent" });

describe("createRateLimiter (counters in the database)", () => {
  let dataDir: string;
  let database: AppDatabase;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "horizon-rate-limit-"));
    database = await openDatabase({ dataDir });
  });

  afterEach(async () => {
    vi.useRealTimers();
    await database.close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  });

  const limiter = (name = "test", limit = 3, logger = silent) =>
    createRateLimiter({ db: database.db, name, limit, windowMs: 60_000, logger });

  it("allows `limit` requests per window, then refuses with the seconds left", async () => {
    const limits = limiter();
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limits.hit("a"));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(decisions[2]?.remaining).toBe(0);
    expect(decisions[3]?.retryAfterSeconds).toBeGreaterThan(55);
    expect(decisions[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limits.hit("b")).allowed).toBe(true);
  });

  it("starts a new window once the old one has ended", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const limits = limiter("window", 1);
    expect((await limits.hit("a")).allowed).toBe(true);
    expect((await limits.hit("a")).allowed).toBe(false);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await limits.hit("a")).allowed).toBe(true);
  });

  it("shares one count between limiters of the same name on one database (as instances do)", async () => {
    const [first, second] = [limiter("shared", 4), limiter("shared", 4)];
    const allowed = [];
    for (let i = 0; i < 3; i++) allowed.push((await first.hit("ip")).allowed, (await second.hit("ip")).allowed);
    expect(allowed).toEqual([true, true, true, true, false, false]);
    // Another name counts apart.
    expect((await limiter("other", 4).hit("ip")).allowed).toBe(true);
  });

  it("keeps limiting in memory, with a warning, while the database is unavailable", async () => {
    const warn = vi.fn();
    const limits = limiter("outage", 2, { ...silent, warn } as unknown as pino.Logger);
    await database.close();
    const decisions = [];
    for (let i = 0; i < 3; i++) decisions.push((await limits.hit("a")).allowed);
    expect(decisions).toEqual([true, true, false]);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe("tooManyRequestsMessage", () => {
  it("speaks in seconds, then minutes", () => {
    expect(tooManyRequestsMessage(30)).toContain("30 seconds");
    expect(tooManyRequestsMessage(600)).toContain("10 minutes");
  });
});
