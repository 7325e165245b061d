import { type Kysely, PostgresAdapter } from "kysely";

/**
 * Uploaded media (server/media/), stored in the database so every instance serves the same
 * files (decision 021):
 *
 * - `media_files`: every stored file by its address key (32 hex digits of the SHA-256 of its
 *   bytes and the extension: `<hash>.avif`): the original with its metadata removed, each
 *   AVIF and WebP rendition (with its width and height), and uploaded whitepaper PDFs.
 *   Immutable; a file is written once.
 * - `media_uploads`: one row per distinct upload (keyed by the SHA-256 of the bytes sent, so
 *   the same bytes uploaded again are found, not stored twice): its kind, name, alt text, who
 *   and when, and the image value (JSON) the content stores.
 * - `media_whitepaper_pdfs`: the whitepapers whose PDF an editor replaced with an upload; no
 *   row means the generated PDF.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";
  await db.schema
    .createTable("media_files")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("byte_size", "integer", (col) => col.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("bytes", bytes, (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("media_uploads")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("alt", "text", (col) => col.notNull())
    .addColumn("original_key", "text", (col) => col.notNull())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("uploaded_by", "text", (col) => col.notNull())
    .addColumn("uploaded_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("media_uploads_kind_time").on("media_uploads").columns(["kind", "uploaded_at"]).execute();

  await db.schema
    .createTable("media_whitepaper_pdfs")
    .addColumn("whitepaper_id", "text", (col) => col.primaryKey())
    .addColumn("file_key", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("replaced_by", "text", (col) => col.notNull())
    .addColumn("replaced_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("media_whitepaper_pdfs").execute();
  await db.schema.dropTable("media_uploads").execute();
  await db.schema.dropTable("media_files").execute();
}
