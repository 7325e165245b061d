import diagnosticsChannel from "node:diagnostics_channel";
import { describe, expect, it } from "vitest";
import { createPace, PACE_CHANNEL, type Turn, waitForTurn } from "./pace.ts";

/** A pace on a clock that only moves when the test says so. */
function pacedAt(options: { perSecond: number; burst: number; maxWaitMs: number }) {
  let time = 1_000;
  const pace = createPace({ ...options, now: () => time });
  return {
    take: () => pace.take(),
    takeMany: (count: number) => Array.from({ length: count }, () => pace.take()),
    advance(ms: number) {
      time += ms;
    },
  };
}

describe("createPace", () => {
  it("admits a burst at once, then makes each next request wait for its own token", () => {
    const pace = pacedAt({ perSecond: 1000, burst: 3, maxWaitMs: 10 });
    expect(pace.takeMany(3)).toEqual(Array(3).fill({ admitted: true, waitMs: 0 }));
    expect(pace.takeMany(4)).toEqual([1, 2, 3, 4].map((waitMs) => ({ admitted: true, waitMs })));
  });

  it("refuses a request that would wait longer than the longest wait, without counting it", () => {
    const pace = pacedAt({ perSecond: 100, burst: 1, maxWaitMs: 25 });
    expect(pace.take()).toEqual({ admitted: true, waitMs: 0 });
    expect(pace.takeMany(2)).toEqual([
      { admitted: true, waitMs: 10 },
      { admitted: true, waitMs: 20 },
    ]);
    // The next would wait 30 ms: refused, and its refusal is held for the longest wait.
    expect(pace.takeMany(3)).toEqual(Array(3).fill({ admitted: false, waitMs: 25 }));
    // Refusals took no token: 10 ms later the queue is one shorter.
    pace.advance(10);
    expect(pace.take()).toEqual({ admitted: true, waitMs: 20 });
  });

  it("answers at most the rate over time, however many ask", () => {
    const pace = pacedAt({ perSecond: 2000, burst: 200, maxWaitMs: 40 });
    let admitted = 0;
    for (let ms = 0; ms < 10_000; ms++) {
      admitted += pace.takeMany(20).filter((turn) => turn.admitted).length;
      pace.advance(1);
    }
    // 10 s at 2,000 a second, plus the burst and the turns taken ahead (40 ms' worth).
    expect(admitted).toBeLessThanOrEqual(20_000 + 200 + 80);
    expect(admitted).toBeGreaterThanOrEqual(20_000);
  });

  it("fills up again after a quiet spell, never beyond the burst", () => {
    const pace = pacedAt({ perSecond: 1000, burst: 5, maxWaitMs: 0 });
    expect(pace.takeMany(5).every((turn) => turn.admitted)).toBe(true);
    expect(pace.take()).toEqual({ admitted: false, waitMs: 0 });
    pace.advance(2);
    expect(pace.takeMany(3).map((turn) => turn.admitted)).toEqual([true, true, false]);
    pace.advance(60_000);
    expect(pace.takeMany(6).map((turn) => turn.admitted)).toEqual([true, true, true, true, true, false]);
  });

  it("is paced at real traffic's rates without waiting at all", () => {
    const pace = pacedAt({ perSecond: 2000, burst: 200, maxWaitMs: 40 });
    // 100 beacons a second, arriving in clumps of ten.
    for (let second = 0; second < 60; second++) {
      for (let clump = 0; clump < 10; clump++) {
        expect(pace.takeMany(10).every((turn) => turn.admitted && turn.waitMs === 0)).toBe(true);
        pace.advance(100);
      }
    }
  });

  it("refuses settings that cannot pace", () => {
    expect(() => createPace({ perSecond: 0, burst: 1, maxWaitMs: 0 })).toThrow(RangeError);
    expect(() => createPace({ perSecond: 10, burst: 0, maxWaitMs: 0 })).toThrow(RangeError);
    expect(() => createPace({ perSecond: 10, burst: 1, maxWaitMs: -1 })).toThrow(RangeError);
  });
});

describe("waitForTurn", () => {
  it("resolves true at once within the burst, and publishes each turn", async () => {
    const turns: Turn[] = [];
    const listen = (turn: unknown) => turns.push(turn as Turn);
    diagnosticsChannel.subscribe(PACE_CHANNEL, listen);
    try {
      const pace = createPace({ perSecond: 1, burst: 1, maxWaitMs: 0 });
      expect(await waitForTurn(pace)).toBe(true);
      expect(await waitForTurn(pace)).toBe(false);
    } finally {
      diagnosticsChannel.unsubscribe(PACE_CHANNEL, listen);
    }
    expect(turns).toEqual([
      { admitted: true, waitMs: 0 },
      { admitted: false, waitMs: 0 },
    ]);
  });

  it("resolves once the turn has come", async () => {
    const pace = createPace({ perSecond: 50, burst: 1, maxWaitMs: 100 });
    // Measured from before the first turn: the second token comes 20 ms after the first was taken
    // (timers may fire up to a millisecond early).
    const started = performance.now();
    expect(await waitForTurn(pace)).toBe(true);
    expect(await waitForTurn(pace)).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(18);
  });
});
