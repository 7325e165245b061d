import type { Kysely } from "kysely";

/**
 * Abuse protection shared by every instance: rate-limit counters, spent proof-of-work
 * solutions (single use, kept until they expire), secrets generated once (the proof-of-work
 * HMAC key), and a `suspected_bot` flag on every kind of lead instead of dropping it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("points", "integer", (col) => col.notNull())
    .addColumn("expire", "bigint")
    .execute();
  await db.schema.createIndex("rate_limits_expire").on("rate_limits").column("expire").execute();

  await db.schema
    .createTable("spent_challenges")
    .addColumn("signature", "text", (col) => col.primaryKey())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("spent_challenges_expires_at").on("spent_challenges").column("expires_at").execute();

  await db.schema
    .createTable("app_secrets")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .execute();

  for (const table of ["whitepaper_requests", "meeting_requests", "bookings"]) {
    await db.schema
      .alterTable(table)
      .addColumn("suspected_bot", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["whitepaper_requests", "meeting_requests", "bookings"]) {
    await db.schema.alterTable(table).dropColumn("suspected_bot").execute();
  }
  await db.schema.dropTable("app_secrets").execute();
  await db.schema.dropTable("spent_challenges").execute();
  await db.schema.dropTable("rate_limits").execute();
}
