import type { Kysely } from "kysely";

/** Lead tables: whitepaper requests and meeting requests. Portable types only (text, integer). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("whitepaper_requests")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("whitepaper_id", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("company_name", "text", (col) => col.notNull())
    .addColumn("phone", "text")
    .addColumn("marketing_consent", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("consent_recorded_at", "text", (col) => col.notNull())
    .addColumn("channel", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("whitepaper_requests_created_at")
    .on("whitepaper_requests")
    .column("created_at")
    .execute();

  await db.schema
    .createTable("meeting_requests")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("company", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("channel", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("meeting_requests_created_at").on("meeting_requests").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("meeting_requests").execute();
  await db.schema.dropTable("whitepaper_requests").execute();
}
