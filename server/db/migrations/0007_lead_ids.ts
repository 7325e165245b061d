import { type Kysely, sql } from "kysely";

/**
 * One id space for every kind of lead. A form may choose its submission's id (so a retry is
 * not stored twice), and the console finds a lead by id across kinds: `lead_ids` holds each
 * id once with its kind, so an id chosen for one kind can never also name a lead of another.
 * Filled from the leads already stored (an id already held by an earlier kind keeps that one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("lead_ids")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .execute();
  for (const [table, kind] of [
    ["whitepaper_requests", "whitepaper"],
    ["meeting_requests", "meeting"],
    ["bookings", "booking"],
  ] as const) {
    // `where true` keeps SQLite from reading ON CONFLICT as a join's ON.
    await sql`insert into lead_ids (id, kind) select id, ${kind} from ${sql.table(table)} where true on conflict (id) do nothing`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_ids").execute();
}
