import type { Kysely } from "kysely";

/**
 * Which repository base a published version was made from: `content_versions.base_hash`, the
 * SHA-256 of the document's repository content (shared/content/canonical-json.ts) when it was
 * published. A deploy that changes the base of a document with a published edit is then a
 * conflict the studio shows (decision 022); null for versions published before this column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("content_versions").addColumn("base_hash", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("content_versions").dropColumn("base_hash").execute();
}
