/**
 * The content studio's storage: JSON documents per id and locale, a draft updated in place and
 * immutable published versions (tables in server/db/migrations/0010_content.ts). It knows
 * nothing of what a document holds; the app validates content before calling it.
 *
 * Every write is a compare-and-set of the document's version in one transaction (BEGIN
 * IMMEDIATE on SQLite; on PostgreSQL the row lock makes a second writer re-read the version
 * and find it moved), so of two saves on one base, or two publishes of one draft, exactly one
 * succeeds and the other is refused with 409 and changes nothing.
 *
 * Audit: every publish and restore is an entry; draft saves are coalesced into one entry per
 * editing session: a run of saves by one member with less than `DRAFT_SESSION_GAP_MS` between
 * them (autosave writes every few seconds while someone types).
 */
import type { Kysely, Transaction } from "kysely";
import type {
  ConsoleContent,
  ContentRefusal,
  ContentRevision,
  DocumentKey,
  PublishedRevision,
  StoredDocument,
  StoredSummary,
} from "#shared/console/content.ts";
import type { Actor } from "#shared/console/staff.ts";
import { contentHash } from "#shared/content/canonical-json.ts";
import type { Clock } from "../clock.ts";
import type { AuditLog } from "../console/audit-log.ts";
import { type Refuse, refusableTransaction } from "../db/refusable-transaction.ts";
import type { ContentDraftTable, ContentVersionTable, DatabaseSchema } from "../db/schema.ts";
import { requestSiteRender } from "../publishing/render-jobs.ts";

/** Saves further apart than this start a new editing session (and audit entry). */
export const DRAFT_SESSION_GAP_MS = 15 * 60 * 1000;

type Trx = Transaction<DatabaseSchema>;

const auditTarget = (key: DocumentKey) => `${key.id} (${key.locale})`;

function draftOf(row: ContentDraftTable): ContentRevision {
  return { version: Number(row.version), content: JSON.parse(row.content), author: row.author_name, at: row.saved_at };
}

export function publishedOf(row: ContentVersionTable): PublishedRevision {
  return {
    version: Number(row.version),
    content: JSON.parse(row.content),
    author: row.author_name,
    at: row.published_at,
    hash: row.content_hash,
    baseHash: row.base_hash,
  };
}

export function createContentStore({
  db,
  audit,
  now,
  onPublished,
}: {
  db: Kysely<DatabaseSchema>;
  audit: Pick<AuditLog, "record">;
  now: Clock;
  /** Called once a publish has committed (publishing: this instance renders the site at once). */
  onPublished?: () => void;
}): ConsoleContent {
  async function latestVersion(executor: Kysely<DatabaseSchema> | Trx, key: DocumentKey): Promise<number> {
    const row = await executor
      .selectFrom("content_documents")
      .select("version")
      .where("id", "=", key.id)
      .where("locale", "=", key.locale)
      .executeTakeFirst();
    return row ? Number(row.version) : 0;
  }

  async function stale(trx: Trx, key: DocumentKey, baseVersion: number): Promise<ContentRefusal> {
    const latest = await latestVersion(trx, key);
    return {
      ok: false,
      code: "stale",
      message: `This document changed since you opened it: it is at version ${latest}, your edit is based on version ${baseVersion}. Your text was not saved; copy it, reload and apply it again.`,
      latestVersion: latest,
    };
  }

  /** Takes the next version if the document is still at `base` (0: never stored); undefined when it moved. */
  async function advance(trx: Trx, key: DocumentKey, base: number, at: string): Promise<number | undefined> {
    if (base === 0) {
      const inserted = await trx
        .insertInto("content_documents")
        .values({ ...key, version: 1, published_version: null, updated_at: at })
        .onConflict((conflict) => conflict.columns(["id", "locale"]).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? 1 : undefined;
    }
    const updated = await trx
      .updateTable("content_documents")
      .set({ version: base + 1, updated_at: at })
      .where("id", "=", key.id)
      .where("locale", "=", key.locale)
      .where("version", "=", base)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1 ? base + 1 : undefined;
  }

  /** Writes the draft as `version`; true when it starts a new editing session. */
  async function writeDraft(
    trx: Trx,
    key: DocumentKey,
    draft: { version: number; content: unknown; at: string },
    actor: Actor,
  ): Promise<boolean> {
    const previous = await trx
      .selectFrom("content_drafts")
      .selectAll()
      .where("id", "=", key.id)
      .where("locale", "=", key.locale)
      .executeTakeFirst();
    const sameSession =
      previous !== undefined &&
      previous.author_id === actor.staff.id &&
      Date.parse(draft.at) - Date.parse(previous.saved_at) < DRAFT_SESSION_GAP_MS;
    const values = {
      version: draft.version,
      content: JSON.stringify(draft.content),
      author_id: actor.staff.id,
      author_name: actor.staff.name,
      saved_at: draft.at,
      session_started_at: sameSession ? previous.session_started_at : draft.at,
    };
    if (previous)
      await trx
        .updateTable("content_drafts")
        .set(values)
        .where("id", "=", key.id)
        .where("locale", "=", key.locale)
        .execute();
    else
      await trx
        .insertInto("content_drafts")
        .values({ ...key, ...values })
        .execute();
    return !sameSession;
  }

  /** Stores an immutable published version and makes it the document's published one. */
  async function insertVersion(
    trx: Trx,
    key: DocumentKey,
    { version, json, baseHash }: { version: number; json: string; baseHash: string | undefined },
    actor: Actor,
  ): Promise<ContentVersionTable> {
    const row: ContentVersionTable = {
      ...key,
      version,
      content: json,
      content_hash: await contentHash(JSON.parse(json)),
      author_id: actor.staff.id,
      author_name: actor.staff.name,
      published_at: now().toISOString(),
      base_hash: baseHash ?? null,
    };
    await trx.insertInto("content_versions").values(row).execute();
    await trx
      .updateTable("content_documents")
      .set({ published_version: version, updated_at: row.published_at })
      .where("id", "=", key.id)
      .where("locale", "=", key.locale)
      .execute();
    // A collection entry taken off the site (./collection-store.ts) is live again with any new published version.
    await trx.updateTable("collection_entries").set({ unpublished_at: null }).where("id", "=", key.id).execute();
    // Publishing: the site is rendered again from the new content revision (server/publishing/).
    await requestSiteRender(trx, new Date(row.published_at));
    return row;
  }

  /** Runs a write; a refusal rolls it back and is answered as a value. */
  async function write<T>(
    run: (trx: Trx, refuse: Refuse<ContentRefusal>) => Promise<T>,
  ): Promise<{ ok: true; value: T } | ContentRefusal> {
    const outcome = await refusableTransaction(db, run);
    return outcome.committed ? { ok: true, value: outcome.value } : outcome.refusal;
  }

  return {
    async list(locale) {
      const [documents, drafts, published] = await Promise.all([
        db.selectFrom("content_documents").selectAll().where("locale", "=", locale).execute(),
        db
          .selectFrom("content_drafts")
          .select(["id", "version", "author_name", "saved_at"])
          .where("locale", "=", locale)
          .execute(),
        db
          .selectFrom("content_versions")
          .innerJoin("content_documents", (join) =>
            join
              .onRef("content_documents.id", "=", "content_versions.id")
              .onRef("content_documents.locale", "=", "content_versions.locale")
              .onRef("content_documents.published_version", "=", "content_versions.version"),
          )
          .select([
            "content_versions.id",
            "content_versions.version",
            "content_versions.author_name",
            "content_versions.published_at",
            "content_versions.content_hash",
            "content_versions.base_hash",
          ])
          .where("content_versions.locale", "=", locale)
          .execute(),
      ]);
      const draftById = new Map(drafts.map((row) => [row.id, row]));
      const publishedById = new Map(published.map((row) => [row.id, row]));
      return documents.map((row): StoredSummary => {
        const draft = draftById.get(row.id);
        const live = publishedById.get(row.id);
        return {
          id: row.id,
          locale: row.locale,
          version: Number(row.version),
          published: live
            ? {
                version: Number(live.version),
                author: live.author_name,
                at: live.published_at,
                hash: live.content_hash,
                baseHash: live.base_hash,
              }
            : null,
          draft: draft ? { version: Number(draft.version), author: draft.author_name, at: draft.saved_at } : null,
        };
      });
    },

    async read(key) {
      const document = await db
        .selectFrom("content_documents")
        .selectAll()
        .where("id", "=", key.id)
        .where("locale", "=", key.locale)
        .executeTakeFirst();
      if (!document) return undefined;
      const [draft, published] = await Promise.all([
        db
          .selectFrom("content_drafts")
          .selectAll()
          .where("id", "=", key.id)
          .where("locale", "=", key.locale)
          .executeTakeFirst(),
        document.published_version === null
          ? undefined
          : db
              .selectFrom("content_versions")
              .selectAll()
              .where("id", "=", key.id)
              .where("locale", "=", key.locale)
              .where("version", "=", Number(document.published_version))
              .executeTakeFirst(),
      ]);
      return {
        ...key,
        version: Number(document.version),
        published: published ? publishedOf(published) : null,
        draft: draft ? draftOf(draft) : null,
      } satisfies StoredDocument;
    },

    saveDraft(key, { content, baseVersion }, actor) {
      return write(async (trx, refuse) => {
        const at = now().toISOString();
        const version = await advance(trx, key, baseVersion, at);
        if (version === undefined) return refuse(await stale(trx, key, baseVersion));
        const newSession = await writeDraft(trx, key, { version, content, at }, actor);
        if (newSession) {
          await audit.record(
            { actor, action: "content.draft", target: auditTarget(key), detail: { version, baseVersion } },
            trx,
          );
        }
        return { version, content, author: actor.staff.name, at };
      });
    },

    async publish(key, { version, baseHash }, actor) {
      const result = await write(async (trx, refuse) => {
        const draft = await trx
          .selectFrom("content_drafts")
          .selectAll()
          .where("id", "=", key.id)
          .where("locale", "=", key.locale)
          .executeTakeFirst();
        const document = await trx
          .selectFrom("content_documents")
          .selectAll()
          .where("id", "=", key.id)
          .where("locale", "=", key.locale)
          .executeTakeFirst();
        const latest = document ? Number(document.version) : 0;
        if (!draft || Number(draft.version) !== version) {
          const published = document?.published_version === null ? undefined : Number(document?.published_version);
          return refuse(
            published === version
              ? {
                  ok: false,
                  code: "already_published",
                  message: `Version ${version} is already published${draft ? `; the draft is at version ${draft.version}` : " and there is no newer draft"}.`,
                  latestVersion: latest,
                }
              : {
                  ok: false,
                  code: "not_draft",
                  message: draft
                    ? `Version ${version} is not the draft: the draft is at version ${draft.version}. Review it before publishing.`
                    : `There is no draft at version ${version} to publish.`,
                  latestVersion: latest,
                },
          );
        }
        // The guard: of two publishes of one draft, only the first deletes it.
        const taken = await trx
          .deleteFrom("content_drafts")
          .where("id", "=", key.id)
          .where("locale", "=", key.locale)
          .where("version", "=", version)
          .executeTakeFirst();
        if (Number(taken.numDeletedRows) !== 1) {
          return refuse({
            ok: false,
            code: "already_published",
            message: `Version ${version} was published by someone else a moment ago.`,
            latestVersion: latest,
          });
        }
        const row = await insertVersion(trx, key, { version, json: draft.content, baseHash }, actor);
        await audit.record({ actor, action: "content.publish", target: auditTarget(key), detail: { version } }, trx);
        return publishedOf(row);
      });
      if (result.ok) onPublished?.();
      return result;
    },

    async publishContent(key, { content, baseVersion, baseHash }, actor) {
      const result = await write(async (trx, refuse) => {
        const at = now().toISOString();
        const version = await advance(trx, key, baseVersion, at);
        if (version === undefined) return refuse(await stale(trx, key, baseVersion));
        const row = await insertVersion(trx, key, { version, json: JSON.stringify(content), baseHash }, actor);
        // A pending draft stays the newest version, so the studio keeps offering it for review.
        const draft = await trx
          .updateTable("content_drafts")
          .set({ version: version + 1 })
          .where("id", "=", key.id)
          .where("locale", "=", key.locale)
          .executeTakeFirst();
        if (Number(draft.numUpdatedRows) === 1) {
          await trx
            .updateTable("content_documents")
            .set({ version: version + 1 })
            .where("id", "=", key.id)
            .where("locale", "=", key.locale)
            .execute();
        }
        await audit.record(
          { actor, action: "content.publish", target: auditTarget(key), detail: { version, baseHash } },
          trx,
        );
        return publishedOf(row);
      });
      if (result.ok) onPublished?.();
      return result;
    },

    async versions(key) {
      const rows = await db
        .selectFrom("content_versions")
        .selectAll()
        .where("id", "=", key.id)
        .where("locale", "=", key.locale)
        .orderBy("version", "desc")
        .execute();
      return rows.map(publishedOf);
    },

    restore(key, { version, baseVersion, repositoryContent }, actor) {
      return write(async (trx, refuse) => {
        const published = await trx
          .selectFrom("content_versions")
          .select("content")
          .where("id", "=", key.id)
          .where("locale", "=", key.locale)
          .where("version", "=", version)
          .executeTakeFirst();
        const source = version === 0 ? { content: JSON.stringify(repositoryContent) } : published;
        const latest = await latestVersion(trx, key);
        if (!source) {
          return refuse({
            ok: false,
            code: "no_version",
            message: `Version ${version} was never published, so it cannot be restored.`,
            latestVersion: latest,
          });
        }
        const base = baseVersion ?? latest;
        const at = now().toISOString();
        const next = await advance(trx, key, base, at);
        if (next === undefined) return refuse(await stale(trx, key, base));
        const content = JSON.parse(source.content) as unknown;
        await writeDraft(trx, key, { version: next, content, at }, actor);
        await audit.record(
          { actor, action: "content.restore", target: auditTarget(key), detail: { version, draft: next } },
          trx,
        );
        return { version: next, content, author: actor.staff.name, at };
      });
    },
  };
}
