import type { Kysely } from "kysely";

/**
 * `/healthz` proves the instance can still write: it updates one row of `health_probe` (the
 * instance's name and the time) every few seconds, so a full disk, a read-only data folder or
 * a read-only PostgreSQL shows as unhealthy rather than only as failed visitor requests.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("health_probe")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("checked_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("health_probe").execute();
}
