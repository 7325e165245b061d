/**
 * Articles and customer stories created in the studio and brought into the repository by
 * `npm run content:pull` (decision 022): their addresses and publication, as the route table needs
 * them, in `pulled-entries.json`; their content is in `app/content/pulled/entries/`. The build
 * renders them like the repository's own pages; with a database, the database's entry of the same
 * id wins (it may have moved, changed or been unpublished since the pull).
 */
import type { CollectionEntry } from "../console/collections.ts";
import { type CollectionName, entryPath } from "./collections.ts";
import pulledEntries from "./pulled-entries.json" with { type: "json" };

export interface RepositoryEntry {
  /** The content document's id, `<collection>:<slug at creation>`. */
  id: string;
  collection: CollectionName;
  slug: string;
  /** Earlier addresses, redirected (301) to `slug`. */
  oldSlugs: string[];
  /** Its title (an article's) or name (a story's customer). */
  label: string;
  createdAt: string;
  createdBy: string;
  publishedAt: string;
}

/** The file `content:pull` writes the entries' addresses to. */
export const PULLED_ENTRIES_FILE = "shared/content/pulled-entries.json";

export const repositoryEntries = pulledEntries as readonly RepositoryEntry[];

/** The repository's entries that `known` (the database's entries) does not hold, as published entries. */
export function repositoryEntriesBeside(
  known: readonly { id: string }[],
  repository: readonly RepositoryEntry[] = repositoryEntries,
): CollectionEntry[] {
  const ids = new Set(known.map((entry) => entry.id));
  return repository
    .filter((entry) => !ids.has(entry.id))
    .map(({ label: _, ...entry }) => ({ ...entry, oldSlugs: [...entry.oldSlugs], state: "published" as const }));
}

/**
 * Whether `path` is the page of a repository entry that `stored` (the database's entries) holds:
 * the database's entry decides that address, so the slug rules check it among the entries, not as
 * a page of the route table.
 */
export function isStoredEntryPage(
  path: string,
  stored: readonly { id: string }[],
  repository: readonly RepositoryEntry[] = repositoryEntries,
): boolean {
  return repository.some((entry) => entryPath(entry.slug) === path && stored.some((known) => known.id === entry.id));
}
