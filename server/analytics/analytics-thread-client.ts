/**
 * The main thread's side of the analytics thread (analytics-thread.ts): beacons accepted within
 * `SEND_EVERY_MS` go over in one message (a message costs the sender tens of microseconds
 * whatever its size, so one per beacon would cost more than the rest of the beacon's handling),
 * and a beacon costs this thread a push onto an array. The queue is bounded (decision 024): beacons sent but not yet written, at
 * most `limit`; beyond it a beacon is refused (answered 503 with Retry-After) rather than
 * held, so a flood the database cannot keep up with costs no memory. `stop` sends what is
 * queued and waits until the thread has written it.
 */
import { once } from "node:events";
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
/** Sent at once when this many are waiting. */
const SEND_AT = 500;

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
  const worker = new Worker(new URL("./analytics-thread.ts", import.meta.url), { workerData: options });
  let queued: QueuedBeacon[] = [];
  let sendTimer: NodeJS.Timeout | undefined;
  let unsettled = 0;
  let stopping = false;
  let warnedAt = 0;

  worker.on("message", (message: FromAnalyticsThread) => {
    if ("settled" in message) unsettled -= message.settled;
    else if ("failed" in message) logger.error({ reason: message.failed }, "analytics: the analytics thread failed");
  });
  worker.on("error", (error) => logger.error({ err: error }, "analytics: the analytics thread failed"));
  worker.on("exit", () => {
    if (!stopping) logger.error({ unsettled }, "analytics: the analytics thread stopped; page views are refused");
  });
  const [first] = (await once(worker, "message")) as [FromAnalyticsThread];
  if (!("ready" in first)) {
    await worker.terminate();
    throw new Error(`The analytics thread did not start: ${"failed" in first ? first.failed : "no answer"}`);
  }

  function send(): void {
    clearTimeout(sendTimer);
    sendTimer = undefined;
    if (queued.length === 0) return;
    const beacons = queued;
    queued = [];
    worker.postMessage({ beacons } satisfies ToAnalyticsThread);
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
      stopping = true;
      send();
      const stopped = new Promise<void>((resolve) => {
        worker.on("message", (message: FromAnalyticsThread) => {
          if ("stopped" in message) resolve();
        });
        worker.once("exit", () => resolve());
      });
      worker.postMessage({ stop: true } satisfies ToAnalyticsThread);
      await stopped;
      await worker.terminate();
    },
  };
}
