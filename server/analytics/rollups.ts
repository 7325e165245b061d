/**
 * Hourly and daily counts from the raw events, incrementally. Hours are UTC hours; days are
 * the team's calendar days (`SCHEDULING_TIME_ZONE`), so the console's "today" and its chart
 * match the team's day. Days are not summed from hours: a zone like India's (+05:30) splits
 * a UTC hour between two days. A day is bucketed by the zone set when its events are counted;
 * changing the zone leaves days already counted as they were. A batch of events not yet
 * counted is claimed, marked and counted in one transaction: on PostgreSQL the claim skips
 * rows another instance is claiming (`FOR UPDATE SKIP LOCKED`, as the delivery outbox
 * does), so N instances never count an event twice; if an instance dies mid-batch the
 * transaction rolls back and the events are counted by the next one.
 */
import type { Insertable, Kysely, Selectable } from "kysely";
import { isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import type { Clock } from "../clock.ts";
import type { DatabaseDialect } from "../db/database.ts";
import type { AnalyticsEventTable, AnalyticsRollupTable, DatabaseSchema } from "../db/schema.ts";
import { rememberRecent } from "./recent-answers.ts";

export const DIMENSIONS = ["total", "page", "referrer", "campaign", "channel", "device", "step"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** Separates source, medium and campaign in a "campaign" key. */
export const CAMPAIGN_SEPARATOR = "\t";

const CHUNK = 400;

/** Parsing an address was the rollup's largest cost, and a batch repeats a few referrers. */
const referrerHost = rememberRecent((referrer) => {
  try {
    return new URL(referrer).hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
});

/** The dimension values one event counts towards. */
function keysOf(event: Selectable<AnalyticsEventTable>): [Dimension, string][] {
  if (event.kind === "step") return [["step", event.step]];
  const keys: [Dimension, string][] = [
    ["total", ""],
    ["page", event.path],
    ["device", event.device],
  ];
  const host = referrerHost(event.referrer);
  if (host) keys.push(["referrer", host]);
  if (event.channel) keys.push(["channel", event.channel]);
  if (event.source || event.medium || event.campaign) {
    keys.push(["campaign", [event.source, event.medium, event.campaign].join(CAMPAIGN_SEPARATOR)]);
  }
  return keys;
}

/** Adds each event to its (UTC) hour's and its (team's) day's counts. */
export function aggregate(
  events: readonly Selectable<AnalyticsEventTable>[],
  timeZone: string,
): Insertable<AnalyticsRollupTable>[] {
  const rows = new Map<string, Insertable<AnalyticsRollupTable>>();
  for (const event of events) {
    const buckets = [
      ["hour", event.created_at.slice(0, 13)],
      ["day", isoDateInZone(Date.parse(event.created_at), timeZone)],
    ] as const;
    for (const [granularity, bucket] of buckets) {
      for (const [dimension, key] of keysOf(event)) {
        const id = [granularity, bucket, dimension, key].join("\n");
        const row = rows.get(id) ?? { granularity, bucket, dimension, key, views: 0, visitors: 0, entries: 0 };
        row.views += 1;
        row.visitors += event.new_visitor;
        row.entries += event.entry;
        rows.set(id, row);
      }
    }
  }
  return [...rows.values()];
}

export function createRollups(db: Kysely<DatabaseSchema>, dialect: DatabaseDialect, now: Clock, timeZone: string) {
  /** Counts one batch of events not yet counted; returns how many it counted. */
  function rollUpBatch(limit: number): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const events = await trx
        .updateTable("analytics_events")
        .set({ rolled: 1 })
        .where("id", "in", (eb) =>
          eb
            .selectFrom("analytics_events")
            .select("id")
            .where("rolled", "=", 0)
            .orderBy("created_at")
            .limit(limit)
            .$if(dialect === "postgres", (query) => query.forUpdate().skipLocked()),
        )
        .returningAll()
        .execute();
      const rows = aggregate(events, timeZone);
      for (let index = 0; index < rows.length; index += CHUNK) {
        await trx
          .insertInto("analytics_rollups")
          .values(rows.slice(index, index + CHUNK))
          .onConflict((conflict) =>
            conflict.columns(["granularity", "dimension", "bucket", "key"]).doUpdateSet((eb) => ({
              views: eb("analytics_rollups.views", "+", eb.ref("excluded.views")),
              visitors: eb("analytics_rollups.visitors", "+", eb.ref("excluded.visitors")),
              entries: eb("analytics_rollups.entries", "+", eb.ref("excluded.entries")),
            })),
          )
          .execute();
      }
      return events.length;
    });
  }

  return {
    /** Counts every event waiting, a batch of `limit` at a time. */
    async rollUp(limit = 5000): Promise<number> {
      let total = 0;
      for (;;) {
        const counted = await rollUpBatch(limit);
        total += counted;
        if (counted < limit) return total;
      }
    },

    /** Deletes counted raw events older than `days`. */
    async purgeRawEvents(days: number): Promise<number> {
      const before = new Date(now().getTime() - days * 86_400_000).toISOString();
      const result = await db
        .deleteFrom("analytics_events")
        .where("rolled", "=", 1)
        .where("created_at", "<", before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type Rollups = ReturnType<typeof createRollups>;
