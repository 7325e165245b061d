/**
 * Collection entries as the console's routes see them (implemented by
 * server/content/collection-store.ts): articles and customer stories created in the studio, their
 * address, old addresses and publication state. Their content is a document of the content store
 * (`ConsoleContent`), validated by the app before it is stored.
 */
import { type CollectionName, entryPath, type SlugProblemCode } from "../content/collections.ts";
import type { Actor } from "./staff.ts";

/** draft: never published; published: live at its slug; unpublished: its page answers 410 Gone. */
export type EntryState = "draft" | "published" | "unpublished";

export interface CollectionEntry {
  /** The content document's id, `<collection>:<slug at creation>`. */
  id: string;
  collection: CollectionName;
  slug: string;
  /** Earlier addresses, each redirected (301) to `slug`. */
  oldSlugs: string[];
  state: EntryState;
  createdAt: string;
  /** Name of the member who created it. */
  createdBy: string;
  /** When its published version was published; null while never published. */
  publishedAt: string | null;
}

/** A published entry with its published content (what its page, the lists and the feed show). */
export interface PublishedEntry extends CollectionEntry {
  content: unknown;
}

/** Where a path leads among the studio's entries. */
export type EntryAddress =
  | { kind: "entry"; entry: CollectionEntry }
  | { kind: "redirect"; to: string }
  | { kind: "gone" }
  | { kind: "none" };

/**
 * Where `/<slug>` leads among these entries: its current address is the entry (published) or gone
 * (unpublished); an old address redirects to the current one, or is gone with it. One rule for the
 * store (at request time) and a generation's entries (at one content revision).
 */
export function addressAmong(entries: readonly CollectionEntry[], slug: string): EntryAddress {
  const entry =
    entries.find((candidate) => candidate.slug === slug) ??
    entries.find((candidate) => candidate.oldSlugs.includes(slug));
  if (!entry || entry.state === "draft") return { kind: "none" };
  if (entry.state === "unpublished") return { kind: "gone" };
  return entry.slug === slug ? { kind: "entry", entry } : { kind: "redirect", to: entryPath(entry.slug) };
}

export type CollectionRefusal = {
  ok: false;
  code: SlugProblemCode | "not_found" | "not_published" | "stale";
  message: string;
};

export type CollectionWrite<T> = { ok: true; value: T } | CollectionRefusal;

export interface ConsoleCollections {
  /** Every entry of a collection (or all), newest first. */
  list(collection?: CollectionName): Promise<CollectionEntry[]>;
  find(id: string): Promise<CollectionEntry | undefined>;
  /** Published entries with their published content, newest publication first. */
  published(collection: CollectionName, locale: string): Promise<PublishedEntry[]>;
  /** What `/<slug>` is: a live entry, an old address, an unpublished entry's, or nothing of the studio's. */
  resolve(slug: string): Promise<EntryAddress>;
  /** Creates the entry and its first draft (version 1); refused when the slug breaks a rule. */
  create(
    input: { collection: CollectionName; slug: string; content: unknown; locale: string },
    actor: Actor,
  ): Promise<CollectionWrite<CollectionEntry>>;
  /** Takes a published entry off the site: its page answers 410 until it is published again. */
  unpublish(id: string, actor: Actor): Promise<CollectionWrite<CollectionEntry>>;
  /** Moves the entry to a new address; when it was ever published, the old one redirects (301). */
  changeSlug(id: string, slug: string, actor: Actor): Promise<CollectionWrite<CollectionEntry>>;
}

/** What pages read of the entries: the store's reads (at request time) or one revision's (while a generation renders). */
export type PublishedCollections = Pick<ConsoleCollections, "list" | "find" | "published" | "resolve">;
