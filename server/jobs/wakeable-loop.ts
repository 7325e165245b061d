/**
 * The background loop of a worker that polls (the delivery outbox, the publishing render jobs):
 * `step` does one round of work and answers how long to wait before the next; the wait ends early
 * when the loop is nudged (this instance just wrote work) or stopped, and a nudge during a step
 * runs the next one at once.
 */
export interface WakeableLoop {
  readonly running: boolean;
  start(): void;
  nudge(): void;
  /** No further step; a sleeping loop wakes to end. */
  halt(): void;
  /** Halts, then waits for the step in progress, at most `boundMs`. */
  stop(boundMs?: number): Promise<void>;
}

/** `step` handles its own errors; it answers the wait before the next step in ms (0: at once). */
export function wakeableLoop(step: () => Promise<number>): WakeableLoop {
  let running = false;
  let nudged = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
  }

  async function run(): Promise<void> {
    while (running) {
      nudged = false;
      const waitMs = await step();
      if (running && waitMs > 0 && !nudged) await sleep(waitMs);
    }
  }

  const halt = () => {
    running = false;
    wake?.();
  };

  return {
    get running() {
      return running;
    },
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    nudge() {
      nudged = true;
      wake?.();
    },
    halt,
    async stop(boundMs = 1000) {
      halt();
      await Promise.race([loop?.catch(() => {}), new Promise((resolve) => setTimeout(resolve, boundMs).unref())]);
    },
  };
}
