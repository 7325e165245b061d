import type { Kysely } from "kysely";

/**
 * Meetings as sales events, and bounced deliveries the console can settle.
 *
 * - `bookings.owner_staff_id`: the staff member who takes the meeting (null: nobody yet).
 * - `bookings.outcome` (`held` or `no-show`, null until marked), `outcome_at` and `outcome_by`:
 *   set from the console once the meeting has ended; "meeting held" in analytics counts `held`.
 * - `outbox_jobs.refused`: 1 when the receiver refused the job for good (an SMTP 5xx reply), so
 *   the console offers "fix the address and resend" instead of only a retry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("bookings").addColumn("owner_staff_id", "text").execute();
  await db.schema.alterTable("bookings").addColumn("outcome", "text").execute();
  await db.schema.alterTable("bookings").addColumn("outcome_at", "text").execute();
  await db.schema.alterTable("bookings").addColumn("outcome_by", "text").execute();
  await db.schema.createIndex("bookings_owner").on("bookings").column("owner_staff_id").execute();
  await db.schema
    .alterTable("outbox_jobs")
    .addColumn("refused", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox_jobs").dropColumn("refused").execute();
  await db.schema.dropIndex("bookings_owner").execute();
  for (const column of ["outcome_by", "outcome_at", "outcome", "owner_staff_id"]) {
    await db.schema.alterTable("bookings").dropColumn(column).execute();
  }
}
