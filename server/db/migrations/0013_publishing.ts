import { type Kysely, PostgresAdapter } from "kysely";

/**
 * Live publishing (server/publishing/, docs/architecture.md "Publishing").
 *
 * - `content_revision`: one row, the site-wide content revision, bumped in the transaction of
 *   every publish (monotonic: a generation made from a higher revision is newer).
 * - `render_requests`: one row per revision, written in that same transaction: the site must be
 *   rendered again from at least this revision.
 * - `render_leases`: per build, who is rendering (claim token) until when (`locked_until`); an
 *   instance that dies stops renewing, and another claims the render when the lease ends.
 * - `site_generations`: the whole site rendered with one build from one revision; `complete`
 *   once every file is stored.
 * - `site_generation_files`: its files by URL path (status, type, ETag, CSP script hashes,
 *   redirect target, `lastmod`), the body by hash in `site_file_bodies` (shared by generations:
 *   most files do not change between two publishes).
 * - `live_generations`: per build, the generation its instances serve.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";

  await db.schema
    .createTable("content_revision")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("revision", "integer", (col) => col.notNull())
    .execute();
  await db
    .insertInto("content_revision" as never)
    .values({ id: 1, revision: 0 } as never)
    .execute();

  await db.schema
    .createTable("render_requests")
    .addColumn("revision", "integer", (col) => col.primaryKey())
    .addColumn("requested_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("render_leases")
    .addColumn("build_id", "text", (col) => col.primaryKey())
    .addColumn("revision", "integer")
    .addColumn("claim_token", "text")
    .addColumn("locked_until", "text")
    .execute();

  await db.schema
    .createTable("site_generations")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("build_id", "text", (col) => col.notNull())
    .addColumn("revision", "integer", (col) => col.notNull())
    .addColumn("complete", "integer", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("render_ms", "integer")
    .execute();
  await db.schema
    .createIndex("site_generations_build")
    .on("site_generations")
    .columns(["build_id", "revision"])
    .execute();

  await db.schema
    .createTable("site_file_bodies")
    .addColumn("hash", "text", (col) => col.primaryKey())
    .addColumn("body", binary, (col) => col.notNull())
    .addColumn("br", binary)
    .addColumn("gzip", binary)
    .execute();

  await db.schema
    .createTable("site_generation_files")
    .addColumn("generation_id", "text", (col) => col.notNull())
    .addColumn("path", "text", (col) => col.notNull())
    .addColumn("status", "integer", (col) => col.notNull())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("body_hash", "text")
    .addColumn("script_hashes", "text")
    .addColumn("location", "text")
    .addColumn("last_modified", "text")
    .addPrimaryKeyConstraint("site_generation_files_pkey", ["generation_id", "path"])
    .execute();
  await db.schema.createIndex("site_generation_files_body").on("site_generation_files").column("body_hash").execute();

  await db.schema
    .createTable("live_generations")
    .addColumn("build_id", "text", (col) => col.primaryKey())
    .addColumn("generation_id", "text", (col) => col.notNull())
    .addColumn("revision", "integer", (col) => col.notNull())
    .addColumn("previous_generation_id", "text")
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "live_generations",
    "site_generation_files",
    "site_file_bodies",
    "site_generations",
    "render_leases",
    "render_requests",
    "content_revision",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
