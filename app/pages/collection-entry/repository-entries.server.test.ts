import { describe, expect, it } from "vitest";
import type { CollectionEntry, PublishedEntry } from "#shared/console/collections.ts";
import { addressAmong } from "#shared/console/collections.ts";
import { type EntrySource, withRepositoryEntries } from "./repository-entries.server";

const pulled: PublishedEntry = {
  id: "article:match-day",
  collection: "article",
  slug: "match-day",
  oldSlugs: ["planning-match-day"],
  state: "published",
  createdAt: "2026-11-20T09:00:00.000Z",
  createdBy: "Esha Editor",
  publishedAt: "2026-11-21T09:00:00.000Z",
  content: { title: "Match day" },
};

function databaseWith(entries: CollectionEntry[], content: Record<string, unknown>): EntrySource {
  return {
    collections: {
      list: async () => entries,
      find: async (id) => entries.find((entry) => entry.id === id),
      resolve: async (slug) => addressAmong(entries, slug),
      published: async (collection) =>
        entries
          .filter((entry) => entry.collection === collection && entry.state === "published")
          .map((entry) => ({ ...entry, content: content[entry.id] })),
    },
    publishedContent: async (id) => content[id],
  };
}

describe("the repository's studio entries beneath the database's", () => {
  it("are the only entries while pre-rendering (no database): page, old address, list", async () => {
    const entries = withRepositoryEntries(undefined, [pulled]);
    expect(await entries.collections.resolve("match-day")).toEqual({ kind: "entry", entry: pulled });
    expect(await entries.collections.resolve("planning-match-day")).toEqual({ kind: "redirect", to: "/match-day" });
    expect(await entries.collections.published("article", "en")).toEqual([pulled]);
    expect(await entries.collections.published("story", "en")).toEqual([]);
    expect(await entries.publishedContent(pulled.id, "en")).toEqual({ title: "Match day" });
  });

  it("give way to the database's entry of the same id: moved, changed or unpublished since the pull", async () => {
    const moved: CollectionEntry = { ...pulled, slug: "match-day-2027", oldSlugs: ["match-day"] };
    const entries = withRepositoryEntries(databaseWith([moved], { [pulled.id]: { title: "Match day 2027" } }), [
      pulled,
    ]);
    expect(await entries.collections.resolve("match-day")).toEqual({ kind: "redirect", to: "/match-day-2027" });
    expect(await entries.publishedContent(pulled.id, "en")).toEqual({ title: "Match day 2027" });
    expect((await entries.collections.published("article", "en")).map((entry) => entry.slug)).toEqual([
      "match-day-2027",
    ]);

    const unpublished = withRepositoryEntries(databaseWith([{ ...pulled, state: "unpublished" }], {}), [pulled]);
    expect(await unpublished.collections.resolve("match-day")).toEqual({ kind: "gone" });
    expect(await unpublished.collections.published("article", "en")).toEqual([]);
  });

  it("join a database that does not hold them (a fresh one), newest publication first", async () => {
    const other: CollectionEntry = { ...pulled, id: "article:other", slug: "other", oldSlugs: [] };
    const newer = { ...other, publishedAt: "2026-11-25T09:00:00.000Z" };
    const entries = withRepositoryEntries(databaseWith([newer], { [other.id]: { title: "Other" } }), [pulled]);
    expect((await entries.collections.published("article", "en")).map((entry) => entry.id)).toEqual([
      "article:other",
      pulled.id,
    ]);
    expect((await entries.collections.list()).map((entry) => entry.id)).toEqual(["article:other", pulled.id]);
  });
});
