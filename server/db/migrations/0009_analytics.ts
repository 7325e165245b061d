import type { Kysely } from "kysely";

/**
 * First-party analytics (server/analytics) and the attribution of every lead.
 *
 * - `analytics_salts`: one random salt per UTC day for the visitor hash; deleted once its day is
 *   over (minutes after midnight UTC), so none is ever 48 hours old.
 * - `analytics_visitors`: the day's visitor hashes, only to tell a new visitor from a returning one
 *   that day; deleted with the day's salt.
 * - `analytics_events`: raw page views and funnel steps (no address, no hash, nothing personal),
 *   kept `ANALYTICS_RAW_EVENT_DAYS`; `rolled` once counted into the rollups.
 * - `analytics_rollups`: hourly and daily counts per dimension (page, referrer, campaign, channel,
 *   device, funnel step), kept for years.
 * - `lead_attribution`: first touch, latest touch and converting page of a lead or booking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "text", (col) => col.primaryKey())
    .addColumn("salt", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("analytics_visitors")
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("visitor_hash", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("analytics_visitors_pkey", ["day", "visitor_hash"])
    .execute();

  await db.schema
    .createTable("analytics_events")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("path", "text", (col) => col.notNull())
    .addColumn("referrer", "text", (col) => col.notNull())
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("medium", "text", (col) => col.notNull())
    .addColumn("campaign", "text", (col) => col.notNull())
    .addColumn("channel", "text", (col) => col.notNull())
    .addColumn("device", "text", (col) => col.notNull())
    .addColumn("step", "text", (col) => col.notNull())
    .addColumn("entry", "integer", (col) => col.notNull())
    .addColumn("new_visitor", "integer", (col) => col.notNull())
    .addColumn("rolled", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("analytics_events_rolled")
    .on("analytics_events")
    .columns(["rolled", "created_at"])
    .execute();

  await db.schema
    .createTable("analytics_rollups")
    .addColumn("granularity", "text", (col) => col.notNull())
    .addColumn("bucket", "text", (col) => col.notNull())
    .addColumn("dimension", "text", (col) => col.notNull())
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("views", "integer", (col) => col.notNull())
    .addColumn("visitors", "integer", (col) => col.notNull())
    .addColumn("entries", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("analytics_rollups_pkey", ["granularity", "dimension", "bucket", "key"])
    .execute();

  await db.schema
    .createTable("lead_attribution")
    .addColumn("lead_id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("first_source", "text", (col) => col.notNull())
    .addColumn("first_medium", "text", (col) => col.notNull())
    .addColumn("first_campaign", "text", (col) => col.notNull())
    .addColumn("first_term", "text", (col) => col.notNull())
    .addColumn("first_content", "text", (col) => col.notNull())
    .addColumn("first_referrer", "text", (col) => col.notNull())
    .addColumn("first_channel", "text", (col) => col.notNull())
    .addColumn("landing_page", "text", (col) => col.notNull())
    .addColumn("last_source", "text", (col) => col.notNull())
    .addColumn("last_medium", "text", (col) => col.notNull())
    .addColumn("last_campaign", "text", (col) => col.notNull())
    .addColumn("last_term", "text", (col) => col.notNull())
    .addColumn("last_content", "text", (col) => col.notNull())
    .addColumn("last_referrer", "text", (col) => col.notNull())
    .addColumn("last_channel", "text", (col) => col.notNull())
    .addColumn("converting_page", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_attribution_created_at").on("lead_attribution").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "lead_attribution",
    "analytics_rollups",
    "analytics_events",
    "analytics_visitors",
    "analytics_salts",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
