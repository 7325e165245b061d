/**
 * Every document's published content at one content revision, read once for a whole render, so
 * every page of a generation shows the same revision even while editors keep publishing; with the
 * studio's articles and customer stories (their addresses and states) at that revision, read in
 * the same pass, since every collection write bumps the revision too.
 */
import type { Kysely } from "kysely";
import {
  addressAmong,
  type CollectionEntry,
  type ConsoleCollections,
  type PublishedCollections,
} from "#shared/console/collections.ts";
import type { ConsoleContent, StoredDocument } from "#shared/console/content.ts";
import { publishedOf } from "../content/content-store.ts";
import type { DatabaseSchema } from "../db/schema.ts";

export interface PublishedContent extends Pick<ConsoleContent, "read" | "versions"> {
  revision: number;
  /** When that revision was published (ISO); undefined at revision 0 (the repository's content). */
  publishedAt: string | undefined;
  /** The studio's entries at this revision; absent when read without them. */
  collections?: PublishedCollections;
}

async function currentRevision(db: Kysely<DatabaseSchema>): Promise<number> {
  const row = await db.selectFrom("content_revision").select("revision").where("id", "=", 1).executeTakeFirstOrThrow();
  return Number(row.revision);
}

/** Reads the revision, then the content, then the revision again: a publish in between means read again. */
export async function readPublishedContent(
  db: Kysely<DatabaseSchema>,
  collections?: Pick<ConsoleCollections, "list">,
): Promise<PublishedContent> {
  for (;;) {
    const revision = await currentRevision(db);
    const entries = await collections?.list();
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
    const read = async (key: { id: string; locale: string }) => documents.get(`${key.id}\u0000${key.locale}`);
    return {
      revision,
      publishedAt: request?.requested_at,
      ...(entries ? { collections: entriesAtRevision(entries, read) } : {}),
      read,
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

/** The entries as the collection store answers for them, from one revision's entries and published content. */
function entriesAtRevision(
  entries: readonly CollectionEntry[],
  read: (key: { id: string; locale: string }) => Promise<StoredDocument | undefined>,
): PublishedCollections {
  return {
    list: async (collection) => entries.filter((entry) => collection === undefined || entry.collection === collection),
    find: async (id) => entries.find((entry) => entry.id === id),
    resolve: async (slug) => addressAmong(entries, slug),
    async published(collection, locale) {
      const live = entries.filter((entry) => entry.collection === collection && entry.state === "published");
      const shown = await Promise.all(
        live.map(async (entry) => {
          const published = (await read({ id: entry.id, locale }))?.published;
          return published ? [{ ...entry, content: published.content }] : [];
        }),
      );
      return shown.flat().sort((a, b) => (b.publishedAt ?? "").localeCompare(a.publishedAt ?? ""));
    },
  };
}
