/**
 * The studio's articles and stories that `npm run content:pull` brought into the repository
 * (shared/content/repository-entries.ts, app/content/pulled/entries/), beneath the database's: the
 * build (no database) renders them alone; a generation or a request sees the database's entries and
 * those of the repository the database does not hold (a fresh database), the database's entry of
 * the same id winning (it may have moved, changed or been unpublished since the pull).
 */
import { addressAmong, type PublishedCollections, type PublishedEntry } from "#shared/console/collections.ts";
import { repositoryEntriesBeside } from "#shared/content/repository-entries.ts";
import { entryContentFrom, pulledEntryFilesOf } from "~/content/documents/pulled-entries";

const files = import.meta.glob<unknown>("/app/content/pulled/entries/*.json", { eager: true, import: "default" });
const texts = import.meta.glob<string>("/app/content/pulled/entries/*.mdx", {
  eager: true,
  query: "?raw",
  import: "default",
});

/** The pulled entries with their content, as the build has them. */
export const pulledEntries: readonly PublishedEntry[] = repositoryEntriesBeside([]).map((entry) => {
  const names = pulledEntryFilesOf(entry.id);
  return { ...entry, content: entryContentFrom(files[`/${names.json}`], texts[`/${names.mdx}`]) };
});

/** Entries and their published content, wherever they are kept. */
export interface EntrySource {
  collections: PublishedCollections;
  /** The published content of one of `collections`' entries. */
  publishedContent(id: string, locale: string): Promise<unknown>;
}

const newestFirst = (a: { publishedAt: string | null }, b: { publishedAt: string | null }) =>
  (b.publishedAt ?? "").localeCompare(a.publishedAt ?? "");

/** `stored` (the database's, or none while pre-rendering) over the repository's entries. */
export function withRepositoryEntries(
  stored: EntrySource | undefined,
  repository: readonly PublishedEntry[] = pulledEntries,
): EntrySource {
  async function split() {
    const known = (await stored?.collections.list()) ?? [];
    return { known, beside: repository.filter((entry) => !known.some((candidate) => candidate.id === entry.id)) };
  }
  return {
    collections: {
      async list(collection) {
        const { known, beside } = await split();
        return [...known, ...beside].filter((entry) => collection === undefined || entry.collection === collection);
      },
      async find(id) {
        return (await stored?.collections.find(id)) ?? (await split()).beside.find((entry) => entry.id === id);
      },
      async resolve(slug) {
        const { known, beside } = await split();
        return addressAmong([...known, ...beside], slug);
      },
      async published(collection, locale) {
        const { beside } = await split();
        const live = (await stored?.collections.published(collection, locale)) ?? [];
        return [...live, ...beside.filter((entry) => entry.collection === collection)].sort(newestFirst);
      },
    },
    async publishedContent(id, locale) {
      const pulled = repository.find((entry) => entry.id === id);
      const known = stored && (await stored.collections.find(id));
      return known || !pulled ? stored?.publishedContent(id, locale) : pulled.content;
    },
  };
}
