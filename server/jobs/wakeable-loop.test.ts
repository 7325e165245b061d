import { describe, expect, it } from "vitest";
import { wakeableLoop } from "./wakeable-loop.ts";

const HOUR = 3_600_000;

/** A step that records its calls, waits `waits[n]` after the n-th (an hour after the last) and tells when it ran. */
function steps(waits: number[]) {
  let calls = 0;
  let notify: (() => void) | undefined;
  return {
    get calls() {
      return calls;
    },
    /** Resolves once the step has run `count` times in all. */
    ranTimes(count: number): Promise<void> {
      return new Promise((resolve) => {
        const check = () => {
          if (calls >= count) resolve();
          else notify = check;
        };
        check();
      });
    },
    async step(): Promise<number> {
      const wait = waits[calls] ?? HOUR;
      calls++;
      notify?.();
      return wait;
    },
  };
}

describe("a wakeable loop", () => {
  it("runs the next step at once when the step says so, then waits", async () => {
    const work = steps([0, 0, HOUR]);
    const loop = wakeableLoop(() => work.step());
    loop.start();
    await work.ranTimes(3);
    await loop.stop();
    expect(work.calls).toBe(3);
  });

  it("ends a wait when nudged", async () => {
    const work = steps([HOUR]);
    const loop = wakeableLoop(() => work.step());
    loop.start();
    await work.ranTimes(1);
    loop.nudge();
    await work.ranTimes(2);
    await loop.stop();
    expect(work.calls).toBe(2);
  });

  it("runs again at once after a nudge during a step", async () => {
    let finishFirst: () => void = () => {};
    const work = steps([HOUR, HOUR]);
    const loop = wakeableLoop(async () => {
      const wait = await work.step();
      if (work.calls === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
      return wait;
    });
    loop.start();
    await work.ranTimes(1);
    loop.nudge();
    finishFirst();
    await work.ranTimes(2);
    await loop.stop();
    expect(work.calls).toBe(2);
  });

  it("stops during a wait at once, and runs no further step", async () => {
    const work = steps([HOUR]);
    const loop = wakeableLoop(() => work.step());
    loop.start();
    await work.ranTimes(1);
    const started = performance.now();
    await loop.stop(HOUR);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(loop.running).toBe(false);
    expect(work.calls).toBe(1);
  });
});
