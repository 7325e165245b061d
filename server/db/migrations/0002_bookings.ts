import { type Kysely, sql } from "kysely";

/**
 * Meetings booked through the built-in scheduler. Portable types only (text),
 * timestamps as UTC ISO strings like the lead tables.
 *
 * `bookings_slot_start_confirmed` is the double-booking guard: a partial
 * unique index (SQLite and PostgreSQL both support them) allows one confirmed
 * booking per slot start, while cancelled bookings keep their history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("bookings")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("slot_start", "text", (col) => col.notNull())
    .addColumn("slot_end", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("confirmed"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("company", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("guests", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("notes", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("time_zone", "text", (col) => col.notNull())
    .addColumn("team_time_zone", "text", (col) => col.notNull())
    .addColumn("answers", "text", (col) => col.notNull().defaultTo("{}"))
    .addColumn("utm_source", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("utm_medium", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("utm_campaign", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("utm_term", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("utm_content", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("bookings_slot_start_confirmed")
    .on("bookings")
    .column("slot_start")
    .unique()
    .where(sql.ref("status"), "=", "confirmed")
    .execute();
  await db.schema.createIndex("bookings_created_at").on("bookings").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("bookings").execute();
}
