/**
 * First-party analytics, one per server instance: the beacon buffer, the visitor hasher,
 * the rollups and a background loop that writes beacons every second, counts new events
 * into the rollups every few seconds and deletes what is past its keeping time. The server
 * runs the buffer and the loop on the analytics thread (analytics-thread.ts), off the event
 * loop that answers pages; the main thread's instance serves the console's dashboard.
 */
import type { Logger } from "pino";
import type { Clock } from "../clock.ts";
import type { AppDatabase } from "../db/database.ts";
import type { AnalyticsSettings } from "../settings/settings.ts";
import { createDashboard } from "./dashboard.ts";
import { createIngest } from "./ingest.ts";
import { createRollups } from "./rollups.ts";
import { createVisitorHasher } from "./visitors.ts";

export interface AnalyticsTimings {
  flushMs: number;
  rollupMs: number;
  purgeMs: number;
}

const ROLLUP_BATCH = 500;

export const DEFAULT_ANALYTICS_TIMINGS: AnalyticsTimings = { flushMs: 1000, rollupMs: 5000, purgeMs: 5 * 60_000 };

export function createAnalytics({
  database,
  logger,
  settings,
  now,
  timings = DEFAULT_ANALYTICS_TIMINGS,
  onSettled,
}: {
  database: AppDatabase;
  logger: Logger;
  settings: AnalyticsSettings;
  now: Clock;
  timings?: AnalyticsTimings;
  /** Told how many beacons each write settled (the analytics thread reports it to the main thread). */
  onSettled?: (count: number) => void;
}) {
  const log = logger.child({ component: "analytics" });
  const hasher = createVisitorHasher(database.db, now, settings.timeZone);
  const ingest = createIngest({ db: database.db, hasher, now, logger: log, onSettled });
  const rollups = createRollups(database.db, database.dialect, now, settings.timeZone);
  const timers: NodeJS.Timeout[] = [];

  async function purge(): Promise<void> {
    await hasher.purge();
    await rollups.purgeRawEvents(settings.rawEventDays);
  }

  function every(ms: number, task: () => Promise<unknown>, what: string): void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      task()
        .catch((error: unknown) => log.warn({ err: error }, `analytics: ${what} failed; will try again`))
        .finally(() => {
          running = false;
        });
    }, ms);
    timer.unref();
    timers.push(timer);
  }

  return {
    settings,
    record: ingest.record,
    flush: ingest.flush,
    rollUp: rollups.rollUp,
    purge,
    dashboard: createDashboard(database, settings.timeZone),

    start(): void {
      every(timings.flushMs, ingest.flush, "writing page views");
      // Small batches: on SQLite a transaction holds every other write back while it runs.
      every(timings.rollupMs, () => rollups.rollUp(ROLLUP_BATCH), "counting page views");
      every(timings.purgeMs, purge, "deleting expired data");
    },

    /** Stops the loop and writes what the buffer still holds. */
    async stop(): Promise<void> {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await ingest.flush();
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;
