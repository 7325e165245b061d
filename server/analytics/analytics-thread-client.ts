/**
 * The main thread's side of the analytics thread (analytics-thread.ts): beacons accepted within
 * `SEND_EVERY_MS` go over in one message (a message costs the sender tens of microseconds
 * whatever its size, so one per beacon would cost more than the rest of the beacon's handling),
 * and a beacon costs this thread a push onto an array. The queue is bounded (decision 023):
 * beacons sent but not yet written, at most `limit`; beyond it a beacon is refused (answered 503
 * with Retry-After) rather than held, so a flood the database cannot keep up with costs no
 * memory. A thread that dies is logged and started again. `stop` sends what is queued and waits
 * until the thread has written it.
 */
import { Worker } from "node:worker_threads";
import type { Logger } from "pino";
import type { Beacon } from "#shared/analytics/beacon.ts";
import type { Clock } from "../clock.ts";
import type {
  AnalyticsThreadOptions,
  FromAnalyticsThread,
  QueuedBeacon,
  ToAnalyticsThread,
} from "./analytics-thread.ts";
import { type BeaconRecorder, BUFFER_LIMIT, type Visit } from "./ingest.ts";

/** Beacons sent to the thread and not yet written, at most; below the thread's own buffer, so it never drops one. */
export const QUEUE_LIMIT = BUFFER_LIMIT / 2;

/** How long accepted beacons wait to be sent together; the thread writes them about once a second anyway. */
const SEND_EVERY_MS = 50;
/**
 * Sent at once when this many are waiting. The message is copied on this thread in one piece: at
 * 500 a flood's copies held `/healthz` up by 2.5 ms at p99 over idle (two runs), at 100 by 0.7–3.1
 * ms (three runs), for the same CPU per beacon.
 */
const SEND_AT = 100;

/** A thread that died is started again after this long (not at once: it may die again at once). */
const RESTART_AFTER_MS = 1000;

/** How long a stopping thread has to write what it holds and end by itself. */
const EXIT_GRACE_MS = 10_000;

const TAKEN = Promise.resolve(true);
const REFUSED = Promise.resolve(false);

export interface AnalyticsThread extends BeaconRecorder {
  /** Beacons accepted and not yet written. */
  behind(): number;
  stop(): Promise<void>;
}

export async function startAnalyticsThread({
  options,
  logger,
  now,
  limit = QUEUE_LIMIT,
}: {
  options: AnalyticsThreadOptions;
  logger: Logger;
  now: Clock;
  limit?: number;
}): Promise<AnalyticsThread> {
  let worker!: Worker;
  let ready = false;
  let alive = false;
  let queued: QueuedBeacon[] = [];
  let sendTimer: NodeJS.Timeout | undefined;
  let unsettled = 0;
  let stopping = false;
  let warnedAt = 0;

  function send(): void {
    clearTimeout(sendTimer);
    sendTimer = undefined;
    // Until a restarted thread is ready, beacons wait here (bounded by the limit).
    if (queued.length === 0 || !ready) return;
    const beacons = queued;
    queued = [];
    worker.postMessage({ beacons } satisfies ToAnalyticsThread);
  }

  /** Starts the thread; resolves once it is ready, rejects when it could not start. */
  function spawn(): Promise<void> {
    ready = false;
    alive = true;
    worker = new Worker(new URL("./analytics-thread.ts", import.meta.url), { workerData: options });
    const started = new Promise<void>((resolve, reject) => {
      worker.on("message", (message: FromAnalyticsThread) => {
        if ("settled" in message) unsettled -= message.settled;
        else if ("ready" in message) {
          ready = true;
          resolve();
          send();
        } else if ("failed" in message) reject(new Error(`The analytics thread did not start: ${message.failed}`));
      });
      worker.once("error", reject);
    });
    worker.on("error", (error) => logger.error({ err: error }, "analytics: the analytics thread failed"));
    worker.once("exit", () => {
      alive = false;
      if (stopping) return;
      // What the thread held is gone with it; what waits here goes to the next one.
      logger.error({ lost: unsettled - queued.length }, "analytics: the analytics thread stopped; starting another");
      unsettled = queued.length;
      setTimeout(() => void spawn().catch(() => {}), RESTART_AFTER_MS).unref();
    });
    return started;
  }

  try {
    await spawn();
  } catch (error) {
    stopping = true;
    await worker.terminate();
    throw error;
  }

  return {
    record(beacon: Beacon, visit: Visit): Promise<boolean> {
      if (stopping || unsettled >= limit) {
        if (!stopping && Date.now() - warnedAt > 60_000) {
          warnedAt = Date.now();
          logger.warn({ behind: unsettled }, "analytics: the count is behind, refusing page views (503)");
        }
        return REFUSED;
      }
      unsettled++;
      const waiting = queued.push({ beacon, visit, at: now().getTime() });
      if (waiting >= SEND_AT) send();
      else sendTimer ??= setTimeout(send, SEND_EVERY_MS);
      return TAKEN;
    },

    behind: () => unsettled,

    async stop(): Promise<void> {
      if (stopping) return;
      send();
      stopping = true;
      if (!ready || !alive) {
        if (unsettled > 0)
          logger.error({ lost: unsettled }, "analytics: stopped without a thread to write the last page views");
        return;
      }
      // Having written and closed its database, the thread ends by itself; it is terminated only if it
      // has not within the grace period. Terminating a thread that holds SQLite connections can crash
      // the whole process (a worker's exit running the connections' finalizers).
      const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
      worker.postMessage({ stop: true } satisfies ToAnalyticsThread);
      const graceOver = new Promise<"late">((resolve) => setTimeout(resolve, EXIT_GRACE_MS, "late").unref());
      if ((await Promise.race([exited, graceOver])) === "late") await worker.terminate();
    },
  };
}
