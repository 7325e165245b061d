/**
 * Beacons in, raw events out. A beacon is answered at once and kept in memory; the buffer
 * is written in one transaction every second (or sooner when it fills), so a flood of
 * beacons costs the database one commit a second, not one per beacon. At most one
 * second of page views is lost if the process dies. In the server this runs on the
 * analytics thread (analytics-thread.ts), fed by the beacon handler on the main thread.
 */
import { randomUUID } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import type { Logger } from "pino";
import { classifyChannel } from "#shared/analytics/attribution.ts";
import type { Beacon } from "#shared/analytics/beacon.ts";
import type { Clock } from "../clock.ts";
import type { AnalyticsEventTable, DatabaseSchema } from "../db/schema.ts";
import type { VisitorHasher } from "./visitors.ts";

/** Beacons held at most; beyond it (the database is away) new ones are refused (the beacon is answered 503). */
export const BUFFER_LIMIT = 20_000;
/** Rows per insert statement (SQLite binds at most 32,766 values). */
const CHUNK = 250;

interface Pending {
  event: Insertable<AnalyticsEventTable>;
  day: string;
  visitorHash: string;
}

export interface Visit {
  address: string;
  userAgent: string;
  site: string;
}

/** Where counted beacons go: the analytics thread (analytics-thread-client.ts) or, in tests, this thread's ingest. */
export interface BeaconRecorder {
  /** False when the count is too far behind to take it (answered 503); rejects when the database is away. */
  record(beacon: Beacon, visit: Visit): Promise<boolean>;
}

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += CHUNK) result.push(items.slice(index, index + CHUNK));
  return result;
}

export function createIngest({
  db,
  hasher,
  now,
  logger,
  flushSize = 500,
  onSettled,
}: {
  db: Kysely<DatabaseSchema>;
  hasher: VisitorHasher;
  now: Clock;
  logger: Logger;
  flushSize?: number;
  /** Told how many beacons each write settled (stored, or dropped because the write failed). */
  onSettled?: (count: number) => void;
}) {
  let buffer: Pending[] = [];
  let flushing: Promise<void> = Promise.resolve();
  let droppedSinceWarning = 0;

  /** One transaction per chunk: on SQLite a transaction holds other writes back, so each stays short. */
  async function write(batch: Pending[]): Promise<void> {
    const seen = new Set<string>();
    for (const group of chunks(batch)) {
      await db.transaction().execute(async (trx) => {
        const visitors = [...new Map(group.map((item) => [`${item.day}/${item.visitorHash}`, item])).values()];
        const inserted = await trx
          .insertInto("analytics_visitors")
          .values(visitors.map((item) => ({ day: item.day, visitor_hash: item.visitorHash })))
          .onConflict((conflict) => conflict.columns(["day", "visitor_hash"]).doNothing())
          .returning(["day", "visitor_hash"])
          .execute();
        const fresh = new Set(inserted.map((row) => `${row.day}/${row.visitor_hash}`));
        const events = group.map((item) => {
          const key = `${item.day}/${item.visitorHash}`;
          const isNew = fresh.has(key) && !seen.has(key) && item.event.kind === "view";
          if (isNew) seen.add(key);
          return { ...item.event, new_visitor: isNew ? 1 : 0 };
        });
        await trx.insertInto("analytics_events").values(events).execute();
      });
    }
  }

  /** Writes what the buffer holds; a failed write is logged and its beacons dropped. */
  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      if (buffer.length === 0) return;
      const batch = buffer;
      buffer = [];
      try {
        await write(batch);
      } catch (error) {
        logger.warn({ err: error, events: batch.length }, "analytics: could not store page views; dropped");
      }
      onSettled?.(batch.length);
    });
    return flushing;
  }

  return {
    flush,

    /**
     * Counts a beacon (already validated, from a visitor who is neither a bot nor opted out),
     * received at `at`; false when the buffer is full (the database is away or too slow).
     */
    async record(beacon: Beacon, visit: Visit, at = now()): Promise<boolean> {
      if (buffer.length >= BUFFER_LIMIT) {
        if (droppedSinceWarning++ === 0) logger.warn("analytics: buffer full, refusing page views");
        return false;
      }
      droppedSinceWarning = 0;
      const day = hasher.dayOf(at);
      const visitorHash = await hasher.hash(day, visit);
      const entry = beacon.entry && !beacon.step;
      buffer.push({
        day,
        visitorHash,
        event: {
          id: randomUUID(),
          created_at: at.toISOString(),
          kind: beacon.step ? "step" : "view",
          path: beacon.path,
          referrer: beacon.referrer,
          source: beacon.utm.source,
          medium: beacon.utm.medium,
          campaign: beacon.utm.campaign,
          channel: entry ? classifyChannel({ ...beacon.utm, referrer: beacon.referrer }) : "",
          device: beacon.device,
          step: beacon.step ?? "",
          entry: entry ? 1 : 0,
          new_visitor: 0,
        },
      });
      if (buffer.length >= flushSize) void flush();
      return true;
    },
  };
}

export type Ingest = ReturnType<typeof createIngest>;
