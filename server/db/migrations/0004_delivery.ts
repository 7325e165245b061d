import { type Kysely, sql } from "kysely";

/**
 * Delivery: the transactional outbox and what the
 * booking lifecycle needs.
 *
 * - `outbox_jobs`: one row per e-mail or webhook to send, written in the same
 *   transaction as the lead or booking it announces. A worker in each instance
 *   claims due rows by setting a lease (`locked_until`, `claim_token`), so two
 *   instances never work on one job at the same time; an expired lease (a
 *   crashed instance) makes the job claimable again.
 * - (the key that signs visitor links lives in `app_secrets`, from 0003.)
 * - `bookings.sequence`: the iCalendar SEQUENCE, raised by every change; signed
 *   links carry it, so a link stops working once the booking has changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("outbox_jobs")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("idempotency_key", "text", (col) => col.notNull().unique())
    .addColumn("channel", "text", (col) => col.notNull())
    .addColumn("topic", "text", (col) => col.notNull())
    .addColumn("subject_id", "text", (col) => col.notNull())
    .addColumn("payload", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("run_at", "text", (col) => col.notNull())
    .addColumn("locked_until", "text")
    .addColumn("claim_token", "text")
    .addColumn("last_error", "text")
    .addColumn("finished_at", "text")
    .execute();
  await db.schema.createIndex("outbox_jobs_due").on("outbox_jobs").columns(["status", "run_at"]).execute();
  await db.schema.createIndex("outbox_jobs_subject").on("outbox_jobs").column("subject_id").execute();

  await db.schema
    .alterTable("bookings")
    .addColumn("sequence", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("bookings").addColumn("updated_at", "text").execute();
  // The per-address cap counts a visitor's upcoming bookings.
  await db.schema
    .createIndex("bookings_email_confirmed")
    .on("bookings")
    .expression(sql`lower(email)`)
    .where(sql.ref("status"), "=", "confirmed")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("bookings_email_confirmed").execute();
  await db.schema.alterTable("bookings").dropColumn("updated_at").execute();
  await db.schema.alterTable("bookings").dropColumn("sequence").execute();
  await db.schema.dropTable("outbox_jobs").execute();
}
