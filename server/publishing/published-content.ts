/**
 * Every document's published content at one content revision, read once for a whole render, so
 * every page of a generation shows the same revision even while editors keep publishing.
 */
import type { Kysely } from "kysely";
import type { ConsoleContent, StoredDocument } from "#shared/console/content.ts";
import { publishedOf } from "../content/content-store.ts";
import type { DatabaseSchema } from "../db/schema.ts";

export interface PublishedContent extends Pick<ConsoleContent, "read" | "versions"> {
  revision: number;
  /** When that revision was published (ISO); undefined at revision 0 (the repository's content). */
  publishedAt: string | undefined;
}

async function currentRevision(db: Kysely<DatabaseSchema>): Promise<number> {
  const row = await db.selectFrom("content_revision").select("revision").where("id", "=", 1).executeTakeFirstOrThrow();
  return Number(row.revision);
}

/** Reads the revision, then the content, then the revision again: a publish in between means read again. */
export async function readPublishedContent(db: Kysely<DatabaseSchema>): Promise<PublishedContent> {
  for (;;) {
    const revision = await currentRevision(db);
    const rows = await db
      .selectFrom("content_versions")
      .innerJoin("content_documents", (join) =>
        join
          .onRef("content_documents.id", "=", "content_versions.id")
          .onRef("content_documents.locale", "=", "content_versions.locale")
          .onRef("content_documents.published_version", "=", "content_versions.version"),
      )
      .selectAll("content_versions")
      .select("content_documents.version as document_version")
      .execute();
    const request = await db
      .selectFrom("render_requests")
      .select("requested_at")
      .where("revision", "=", revision)
      .executeTakeFirst();
    if ((await currentRevision(db)) !== revision) continue;
    const documents = new Map<string, StoredDocument>(
      rows.map((row) => [
        `${row.id}\u0000${row.locale}`,
        {
          id: row.id,
          locale: row.locale,
          version: Number(row.document_version),
          published: publishedOf(row),
          draft: null,
        },
      ]),
    );
    return {
      revision,
      publishedAt: request?.requested_at,
      read: async (key) => documents.get(`${key.id}\u0000${key.locale}`),
      // Only when a published version is invalid today (contentOf): the versions up to the one of this revision.
      versions: async (key) => {
        const published = documents.get(`${key.id}\u0000${key.locale}`)?.published?.version ?? 0;
        const older = await db
          .selectFrom("content_versions")
          .selectAll()
          .where("id", "=", key.id)
          .where("locale", "=", key.locale)
          .where("version", "<=", published)
          .orderBy("version", "desc")
          .execute();
        return older.map(publishedOf);
      },
    };
  }
}
