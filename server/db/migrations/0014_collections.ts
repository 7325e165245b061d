import type { Kysely } from "kysely";

/**
 * Collection entries an editor creates in the studio (server/content/collection-store.ts): blog
 * articles and customer stories whose content is a document of the content tables (id
 * `<collection>:<slug at creation>`), with their address and publication state here.
 *
 * - `collection_entries`: one row per entry: its collection, its current slug (unique: one page
 *   per address) and when it was unpublished (null while it is live or never published; a
 *   publish clears it).
 * - `collection_old_slugs`: addresses an entry had while published, each answering 301 to the
 *   entry's current slug (so chains collapse: every old slug points at the entry, not at the
 *   slug that replaced it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("collection_entries")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("collection", "text", (col) => col.notNull())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("created_by", "text", (col) => col.notNull())
    .addColumn("unpublished_at", "text")
    .execute();

  await db.schema
    .createTable("collection_old_slugs")
    .addColumn("slug", "text", (col) => col.primaryKey())
    .addColumn("entry_id", "text", (col) => col.notNull())
    .addColumn("retired_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("collection_old_slugs_entry").on("collection_old_slugs").column("entry_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("collection_old_slugs").execute();
  await db.schema.dropTable("collection_entries").execute();
}
