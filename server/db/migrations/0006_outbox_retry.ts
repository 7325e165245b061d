import type { Kysely } from "kysely";

/**
 * Retrying a delivery from the console (`/console/deliveries`).
 *
 * - `outbox_jobs.retried_at`: when a member last sent the job again. The worker's retry
 *   window (24 h by default) runs from here rather than from `created_at`, so a retried job
 *   gets a whole new window, while `created_at` keeps saying when the job was written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox_jobs").addColumn("retried_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox_jobs").dropColumn("retried_at").execute();
}
