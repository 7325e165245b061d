/**
 * The analytics thread: takes the beacons the main thread accepted (analytics-thread-client.ts),
 * hashes their visitors, writes them in batches and runs the rollup and purge loop, on a
 * database connection of its own, so none of it blocks the event loop that answers pages and
 * /healthz. Reports each write's count back, so the main thread knows how far behind it is.
 */
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import type { Logger } from "pino";
import type { Beacon } from "#shared/analytics/beacon.ts";
import { systemClock } from "../clock.ts";
import { openDatabase } from "../db/database.ts";
import { createLogger } from "../logger.ts";
import type { AnalyticsSettings } from "../settings/settings.ts";
import { type AnalyticsTimings, createAnalytics, DEFAULT_ANALYTICS_TIMINGS } from "./analytics.ts";
import type { Visit } from "./ingest.ts";

export interface AnalyticsThreadOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: string;
  settings: AnalyticsSettings;
  timings?: AnalyticsTimings;
}

export interface QueuedBeacon {
  beacon: Beacon;
  visit: Visit;
  /** When the main thread received it (ms since the epoch). */
  at: number;
}

export type ToAnalyticsThread = { beacons: QueuedBeacon[] } | { stop: true };
export type FromAnalyticsThread = { ready: true } | { settled: number } | { stopped: true } | { failed: string };

/**
 * The thread's CPU priority (nice): counting can wait, pages cannot. Linux keeps a priority per
 * thread, so this lowers only this thread; when a flood keeps it busy, the main thread's pages and
 * /healthz still get the CPU first, and the bounded queue sheds what the thread cannot keep up with.
 */
const ANALYTICS_THREAD_NICE = 10;

/** Lowers this thread's priority where the system allows it (elsewhere it runs at the process's). */
function yieldCpuToPages(logger: Logger): void {
  try {
    setPriority(ANALYTICS_THREAD_NICE);
  } catch (error) {
    logger.debug({ err: error }, "analytics thread priority unchanged");
  }
}

async function run(port: NonNullable<typeof parentPort>, options: AnalyticsThreadOptions): Promise<void> {
  const logger = createLogger(options.logLevel).child({ thread: "analytics" });
  yieldCpuToPages(logger);
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    logger,
    // Batched writes, one at a time: a second connection is only for the rollups.
    postgresPoolSize: 2,
  });
  const send = (message: FromAnalyticsThread) => port.postMessage(message);
  const analytics = createAnalytics({
    database,
    logger,
    settings: options.settings,
    now: systemClock,
    timings: options.timings ?? DEFAULT_ANALYTICS_TIMINGS,
    onSettled: (count) => send({ settled: count }),
  });
  const recording = new Set<Promise<unknown>>();

  function record({ beacon, visit, at }: QueuedBeacon): void {
    const recorded = analytics
      .record(beacon, visit, new Date(at))
      .catch(() => false)
      .then((taken) => {
        // A beacon refused here (buffer full, no salt) is settled at once; a taken one when it is written.
        if (!taken) send({ settled: 1 });
        recording.delete(recorded);
      });
    recording.add(recorded);
  }

  async function stop(): Promise<void> {
    await Promise.all(recording);
    await analytics.stop();
    await database.close();
    send({ stopped: true });
    port.close();
  }

  port.on("message", (message: ToAnalyticsThread) => {
    if ("beacons" in message) for (const queued of message.beacons) record(queued);
    else void stop();
  });
  analytics.start();
  send({ ready: true });
}

if (parentPort) {
  const port = parentPort;
  run(port, workerData as AnalyticsThreadOptions).catch((error: unknown) => {
    port.postMessage({ failed: error instanceof Error ? error.message : String(error) } satisfies FromAnalyticsThread);
    port.close();
  });
}
