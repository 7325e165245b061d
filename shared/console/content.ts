/**
 * The content studio's storage, as the console's routes see it (implemented by
 * server/content/content-store.ts). It stores JSON per document id and locale and knows
 * nothing of its shape: the app's document registry (app/content/documents/) validates
 * content before it is stored.
 */
import type { Actor } from "./staff.ts";

/** The only locale today; documents are keyed by locale so translations need no new storage. */
export const DEFAULT_LOCALE = "en";
export const CONTENT_LOCALES: readonly string[] = [DEFAULT_LOCALE];

/** Largest request body of the content API (a legal page's MDX with its fields is about 12 KB). */
export const CONTENT_BODY_LIMIT_BYTES = 512 * 1024;

/** One state of a document: a draft or a published version. */
export interface ContentRevision {
  version: number;
  content: unknown;
  /** Name of the member who saved or published it. */
  author: string;
  /** When (ISO). */
  at: string;
}

/** A published version, with the hash of its content (shared/content/canonical-json.ts). */
export interface PublishedRevision extends ContentRevision {
  hash: string;
  /** Hash of the repository base it was published on; null when published before that was recorded. */
  baseHash: string | null;
}

/** What the database holds of one document; a document never edited has nothing stored. */
export interface StoredDocument {
  id: string;
  locale: string;
  /** The highest version handed out: a draft save must be based on it. */
  version: number;
  published: PublishedRevision | null;
  draft: ContentRevision | null;
}

/** A stored document without content, for the studio's list. */
export interface StoredSummary {
  id: string;
  locale: string;
  version: number;
  published: Omit<PublishedRevision, "content"> | null;
  draft: Omit<ContentRevision, "content"> | null;
}

export type ContentRefusal = {
  ok: false;
  code: "stale" | "not_draft" | "already_published" | "no_version";
  message: string;
  /** The document's highest version now, to tell the client what to base a new save on. */
  latestVersion: number;
};

export type ContentWrite<T> = { ok: true; value: T } | ContentRefusal;

export interface DocumentKey {
  id: string;
  locale: string;
}

export interface ConsoleContent {
  list(locale: string): Promise<StoredSummary[]>;
  read(key: DocumentKey): Promise<StoredDocument | undefined>;
  /**
   * Saves the draft (one row per document, updated in place) as the next version. Refused
   * (409, nothing stored) when `baseVersion` is not the document's latest version.
   */
  saveDraft(
    key: DocumentKey,
    input: { content: unknown; baseVersion: number },
    actor: Actor,
  ): Promise<ContentWrite<ContentRevision>>;
  /**
   * Publishes the draft of that version: a new immutable version; the draft is gone. 409 for any other version.
   * `baseHash`: the hash of the repository base it is published on (a later deploy that changes it is a conflict).
   */
  publish(
    key: DocumentKey,
    input: { version: number; baseHash?: string | undefined },
    actor: Actor,
  ): Promise<ContentWrite<PublishedRevision>>;
  /**
   * Publishes given content as the next version, without a draft: how an editor settles a
   * deploy-vs-published conflict (the published edit again, or the repository's base), on the
   * base `baseHash`. Refused (409) unless `baseVersion` is the latest; a pending draft is kept
   * and becomes the version after it.
   */
  publishContent(
    key: DocumentKey,
    input: { content: unknown; baseVersion: number; baseHash: string },
    actor: Actor,
  ): Promise<ContentWrite<PublishedRevision>>;
  /** Every published version, newest first. */
  versions(key: DocumentKey): Promise<PublishedRevision[]>;
  /**
   * A new draft with the content of a published version, or of version 0, the repository's
   * content (which the caller passes: the store does not know it). Based on the latest version,
   * or refused (409) when `baseVersion` is given and is not the latest.
   */
  restore(
    key: DocumentKey,
    input: { version: number; baseVersion?: number | undefined; repositoryContent: unknown },
    actor: Actor,
  ): Promise<ContentWrite<ContentRevision>>;
}

/** A stored draft or live version that today's schema rejects (a deploy changed the schema since it was saved). */
export interface InvalidStoredVersion {
  id: string;
  locale: string;
  which: "draft" | "published";
  version: number;
  problems: { path: string; message: string }[];
}

/**
 * Exported by the app's server entry (it knows the schemas; the server does not): every stored
 * version today's schema rejects, which the server logs at start.
 */
export type FindInvalidStoredVersions = (store: Pick<ConsoleContent, "read">) => Promise<InvalidStoredVersion[]>;
