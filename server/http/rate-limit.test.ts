import { describe, expect, it } from "vitest";
import { createRateLimiter, tooManyRequestsMessage } from "./rate-limit.ts";

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("createRateLimiter", () => {
  it("allows a burst of `limit` requests, then refuses with a retry time", () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: time.now });
    expect([1, 2, 3].map(() => limiter.hit("a").allowed)).toEqual([true, true, true]);
    const refused = limiter.hit("a");
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 20 });
  });

  it("refills one request every windowMs / limit", () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: time.now });
    for (let i = 0; i < 3; i++) limiter.hit("a");
    time.advance(19_999);
    expect(limiter.hit("a").allowed).toBe(false);
    time.advance(1);
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("a").allowed).toBe(false);
    time.advance(60_000);
    expect(limiter.hit("a").remaining).toBe(2);
  });

  it("keeps clients apart", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: clock().now });
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("a").allowed).toBe(false);
    expect(limiter.hit("b").allowed).toBe(true);
  });

  it("forgets idle clients instead of growing without bound", () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: time.now, maxClients: 100 });
    for (let i = 0; i < 100; i++) limiter.hit(`client-${i}`);
    expect(limiter.size()).toBe(100);
    time.advance(1000);
    limiter.hit("newcomer");
    expect(limiter.size()).toBe(1);
  });

  it("caps memory even when no client is idle", () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: clock().now, maxClients: 10 });
    for (let i = 0; i < 50; i++) limiter.hit(`client-${i}`);
    expect(limiter.size()).toBeLessThanOrEqual(10);
  });

  it("rejects nonsensical settings", () => {
    expect(() => createRateLimiter({ limit: 0, windowMs: 1000 })).toThrow(RangeError);
    expect(() => createRateLimiter({ limit: 1, windowMs: 0 })).toThrow(RangeError);
  });
});

describe("tooManyRequestsMessage", () => {
  it("speaks in seconds or minutes", () => {
    expect(tooManyRequestsMessage(30)).toContain("30 seconds");
    expect(tooManyRequestsMessage(600)).toContain("10 minutes");
  });
});
