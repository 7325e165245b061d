/**
 * Articles and customer stories created in the studio (tables of migration 0014): each entry's
 * collection, address and publication state, beside its content, which is an ordinary document of
 * the content store (drafts, versions, publish). Publishing goes through the content store's
 * publish (which also clears an entry's unpublished mark in its transaction); this store creates
 * entries, unpublishes them and changes their address. Each of these writes bumps the content
 * revision and asks for a render in its transaction (as a publish does), so a 410 or a 301 goes
 * live on every instance like a publish (creating one does not: a draft shows nowhere); `onChanged` then
 * nudges this instance's render worker.
 *
 * Slugs are checked by `checkEntrySlugOnSite` (shared/content/entry-slugs.ts) against the route table and
 * every entry inside the write's transaction, and the slug column is unique, so two editors
 * claiming one address at once cannot both get it.
 */
import type { Kysely, Selectable, Transaction } from "kysely";
import {
  addressAmong,
  type CollectionEntry,
  type CollectionRefusal,
  type CollectionWrite,
  type ConsoleCollections,
  type EntryState,
} from "#shared/console/collections.ts";
import { type ConsoleContent, DEFAULT_LOCALE } from "#shared/console/content.ts";
import { entryDocumentId, isCollectionName } from "#shared/content/collections.ts";
import { checkEntrySlugOnSite } from "#shared/content/entry-slugs.ts";
import type { Clock } from "../clock.ts";
import type { AuditLog } from "../console/audit-log.ts";
import { type Refuse, refusableTransaction } from "../db/refusable-transaction.ts";
import type { CollectionEntryTable, DatabaseSchema } from "../db/schema.ts";
import { requestSiteRender } from "../publishing/render-jobs.ts";

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

type Refusal = Omit<CollectionRefusal, "ok">;

/** A unique-constraint violation on SQLite or PostgreSQL (two writers took one slug at once). */
function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === "23505" || (typeof message === "string" && /UNIQUE constraint failed/i.test(message));
}

export function createCollectionStore({
  db,
  content,
  audit,
  now,
  onChanged,
}: {
  db: Kysely<DatabaseSchema>;
  content: Pick<ConsoleContent, "saveDraft">;
  audit: Pick<AuditLog, "record">;
  now: Clock;
  /** After a write that changes the site committed (the render worker is nudged). */
  onChanged?: () => void;
}): ConsoleCollections {
  /** Entries with their old slugs and published version, newest first. */
  async function load(executor: Executor, where?: { id?: string; collection?: string }): Promise<CollectionEntry[]> {
    let query = executor
      .selectFrom("collection_entries")
      .leftJoin("content_documents", (join) =>
        join
          .onRef("content_documents.id", "=", "collection_entries.id")
          .on("content_documents.locale", "=", DEFAULT_LOCALE),
      )
      .leftJoin("content_versions", (join) =>
        join
          .onRef("content_versions.id", "=", "content_documents.id")
          .onRef("content_versions.locale", "=", "content_documents.locale")
          .onRef("content_versions.version", "=", "content_documents.published_version"),
      )
      .selectAll("collection_entries")
      .select(["content_documents.published_version", "content_versions.published_at"]);
    if (where?.id !== undefined) query = query.where("collection_entries.id", "=", where.id);
    if (where?.collection !== undefined) query = query.where("collection_entries.collection", "=", where.collection);
    const rows = await query
      .orderBy("collection_entries.created_at", "desc")
      .orderBy("collection_entries.id")
      .execute();
    if (rows.length === 0) return [];
    const oldSlugs = await executor
      .selectFrom("collection_old_slugs")
      .select(["slug", "entry_id"])
      .where(
        "entry_id",
        "in",
        rows.map((row) => row.id),
      )
      .orderBy("retired_at")
      .execute();
    return rows.map((row) => entryOf(row, row.published_version, row.published_at, oldSlugs));
  }

  function entryOf(
    row: Selectable<CollectionEntryTable>,
    publishedVersion: number | null,
    publishedAt: string | null,
    oldSlugs: readonly { slug: string; entry_id: string }[],
  ): CollectionEntry {
    if (!isCollectionName(row.collection)) throw new Error(`Unknown collection ${row.collection} of entry ${row.id}`);
    const state: EntryState =
      publishedVersion === null ? "draft" : row.unpublished_at === null ? "published" : "unpublished";
    return {
      id: row.id,
      collection: row.collection,
      slug: row.slug,
      oldSlugs: oldSlugs.filter((old) => old.entry_id === row.id).map((old) => old.slug),
      state,
      createdAt: row.created_at,
      createdBy: row.created_by,
      publishedAt: publishedVersion === null ? null : publishedAt,
    };
  }

  async function findIn(executor: Executor, id: string, refuse: Refuse<Refusal>): Promise<CollectionEntry> {
    const [entry] = await load(executor, { id });
    return entry ?? refuse({ code: "not_found", message: `There is no entry "${id}".` });
  }

  /** The slug rules against the route table and every entry, as the transaction sees them. */
  async function checkedSlug(
    executor: Executor,
    refuse: Refuse<Refusal>,
    slug: string,
    self?: string,
  ): Promise<string> {
    const check = checkEntrySlugOnSite(slug, await load(executor), self);
    return check.ok ? check.slug : refuse({ code: check.code, message: check.message });
  }

  /**
   * One transaction. A write that changes the site (`changesSite`: an address moved or taken off) also
   * requests a render of the next content revision in it; creating an entry does not, since a draft
   * shows nowhere until it is published (and publishing requests its own render).
   */
  async function write<T>(
    run: (trx: Transaction<DatabaseSchema>, refuse: Refuse<Refusal>) => Promise<T>,
    { changesSite = true }: { changesSite?: boolean } = {},
  ): Promise<CollectionWrite<T>> {
    try {
      const outcome = await refusableTransaction<T, Refusal>(db, async (trx, refuse) => {
        const result = await run(trx, refuse);
        if (changesSite) await requestSiteRender(trx, now());
        return result;
      });
      if (!outcome.committed) return { ok: false, ...outcome.refusal };
      if (changesSite) onChanged?.();
      return { ok: true, value: outcome.value };
    } catch (error) {
      if (isUniqueViolation(error)) {
        return {
          ok: false,
          code: "slug_taken",
          message: "Another editor took this address a moment ago; choose another.",
        };
      }
      throw error;
    }
  }

  return {
    list: (collection) => load(db, collection === undefined ? undefined : { collection }),

    async find(id) {
      return (await load(db, { id }))[0];
    },

    async published(collection, locale) {
      const entries = (await load(db, { collection })).filter((entry) => entry.state === "published");
      if (entries.length === 0) return [];
      const versions = await db
        .selectFrom("content_versions")
        .innerJoin("content_documents", (join) =>
          join
            .onRef("content_documents.id", "=", "content_versions.id")
            .onRef("content_documents.locale", "=", "content_versions.locale")
            .onRef("content_documents.published_version", "=", "content_versions.version"),
        )
        .select(["content_versions.id", "content_versions.content"])
        .where("content_versions.locale", "=", locale)
        .where(
          "content_versions.id",
          "in",
          entries.map((entry) => entry.id),
        )
        .execute();
      const contentById = new Map(versions.map((row) => [row.id, JSON.parse(row.content) as unknown]));
      return entries
        .filter((entry) => contentById.has(entry.id))
        .map((entry) => ({ ...entry, content: contentById.get(entry.id) }))
        .sort((a, b) => (b.publishedAt ?? "").localeCompare(a.publishedAt ?? ""));
    },

    async resolve(slug) {
      return addressAmong(await load(db), slug);
    },

    async create({ collection, slug, content: initial, locale }, actor) {
      const id = entryDocumentId(collection, slug.trim());
      const created = await write(
        async (trx, refuse) => {
          const checked = await checkedSlug(trx, refuse, slug);
          const reused = await trx.selectFrom("content_documents").select("id").where("id", "=", id).executeTakeFirst();
          if (reused) {
            return refuse({
              code: "slug_taken",
              message: `An entry was created at /${checked} before and moved; choose another address for a new one.`,
            });
          }
          await trx
            .insertInto("collection_entries")
            .values({
              id,
              collection,
              slug: checked,
              created_at: now().toISOString(),
              created_by: actor.staff.name,
              unpublished_at: null,
            })
            .execute();
          await audit.record(
            { actor, action: "content.create", target: `${id} (${locale})`, detail: { collection, slug: checked } },
            trx,
          );
          return id;
        },
        { changesSite: false },
      );
      if (!created.ok) return created;
      const draft = await content.saveDraft({ id, locale }, { content: initial, baseVersion: 0 }, actor);
      if (!draft.ok) {
        await db.deleteFrom("collection_entries").where("id", "=", id).execute();
        return { ok: false, code: "stale", message: draft.message };
      }
      const [entry] = await load(db, { id });
      return entry
        ? { ok: true, value: entry }
        : { ok: false, code: "not_found", message: `There is no entry "${id}".` };
    },

    unpublish(id, actor) {
      return write(async (trx, refuse) => {
        const entry = await findIn(trx, id, refuse);
        if (entry.state !== "published") {
          return refuse({
            code: "not_published",
            message:
              entry.state === "unpublished"
                ? `${id} is already unpublished.`
                : `${id} was never published, so there is nothing to take off the site.`,
          });
        }
        await trx
          .updateTable("collection_entries")
          .set({ unpublished_at: now().toISOString() })
          .where("id", "=", id)
          .execute();
        await audit.record({ actor, action: "content.unpublish", target: id, detail: { slug: entry.slug } }, trx);
        return findIn(trx, id, refuse);
      });
    },

    changeSlug(id, slug, actor) {
      return write(async (trx, refuse) => {
        const entry = await findIn(trx, id, refuse);
        const checked = await checkedSlug(trx, refuse, slug, id);
        // Its own old address taken back is no longer a redirect.
        await trx.deleteFrom("collection_old_slugs").where("slug", "=", checked).execute();
        // Only an address that was public needs to keep working.
        if (entry.state !== "draft") {
          await trx
            .insertInto("collection_old_slugs")
            .values({ slug: entry.slug, entry_id: id, retired_at: now().toISOString() })
            .execute();
        }
        await trx.updateTable("collection_entries").set({ slug: checked }).where("id", "=", id).execute();
        await audit.record(
          { actor, action: "content.slug", target: id, detail: { from: entry.slug, to: checked } },
          trx,
        );
        return findIn(trx, id, refuse);
      });
    },
  };
}
