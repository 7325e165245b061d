import type { Kysely } from "kysely";

/**
 * The content studio's storage (server/content/): JSON documents keyed by id and locale, which
 * the database knows nothing more about (the app's document registry validates them).
 *
 * - `content_documents`: one row per document edited at least once: `version`, the highest
 *   version number handed out (every draft save and restore takes the next one; writes are
 *   compare-and-set on it, so two writers never both succeed on one base), and which version
 *   is published.
 * - `content_drafts`: the one draft of a document, updated in place by every save.
 * - `content_versions`: every published version, immutable: content, its hash, who and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_documents")
    .addColumn("id", "text", (col) => col.notNull())
    .addColumn("locale", "text", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("published_version", "integer")
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("content_documents_pkey", ["id", "locale"])
    .execute();

  await db.schema
    .createTable("content_drafts")
    .addColumn("id", "text", (col) => col.notNull())
    .addColumn("locale", "text", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("author_id", "text", (col) => col.notNull())
    .addColumn("author_name", "text", (col) => col.notNull())
    .addColumn("saved_at", "text", (col) => col.notNull())
    .addColumn("session_started_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("content_drafts_pkey", ["id", "locale"])
    .execute();

  await db.schema
    .createTable("content_versions")
    .addColumn("id", "text", (col) => col.notNull())
    .addColumn("locale", "text", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("content_hash", "text", (col) => col.notNull())
    .addColumn("author_id", "text", (col) => col.notNull())
    .addColumn("author_name", "text", (col) => col.notNull())
    .addColumn("published_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("content_versions_pkey", ["id", "locale", "version"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_versions").execute();
  await db.schema.dropTable("content_drafts").execute();
  await db.schema.dropTable("content_documents").execute();
}
