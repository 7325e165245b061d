import { describe, expect, it } from "vitest";
import type { ConsoleContent, PublishedRevision, StoredDocument } from "#shared/console/content.ts";
import { contentOf } from "./content-of.server";
import { findContentDocument } from "./registry";

const revision = (version: number, content: unknown) => ({
  version,
  content,
  author: "Esha Editor",
  at: "2026-11-26T07:00:00.000Z",
});
const publishedRevision = (version: number, content: unknown): PublishedRevision => ({
  ...revision(version, content),
  hash: `hash-${version}`,
  baseHash: null,
});

/** A store holding one document: what `read` answers, and its published versions (newest first). */
function storeWith(
  stored: StoredDocument | undefined,
  versions: PublishedRevision[] = stored?.published ? [stored.published] : [],
): Pick<ConsoleContent, "read" | "versions"> {
  return { read: async () => stored, versions: async () => versions };
}

type Home = { hero: { title: string } } & Record<string, unknown>;

describe("contentOf", () => {
  const base = findContentDocument("page:home")?.base as Home;
  const withTitle = (title: string): Home => ({ ...base, hero: { ...base.hero, title } });
  const published = withTitle("Published headline");
  const draft = withTitle("Draft headline");
  /** What a schema change can leave in the database: the headline is now required. */
  const invalid = { ...base, hero: { ...base.hero, title: undefined } };
  const key = { id: "page:home", locale: "en" };

  it("is the repository's base while nothing is stored", async () => {
    expect(await contentOf(storeWith(undefined), "page:home")).toBe(base);
    expect(await contentOf(storeWith(undefined), "page:home", { draft: true })).toBe(base);
  });

  it("is the published version for the site, the draft for a preview", async () => {
    const stored = { ...key, version: 3, published: publishedRevision(2, published), draft: revision(3, draft) };
    expect(await contentOf(storeWith(stored), "page:home")).toBe(published);
    expect(await contentOf(storeWith(stored), "page:home", { draft: true })).toBe(draft);
  });

  it("shows the base on the site while only a draft exists, and the draft in a preview", async () => {
    const stored = { ...key, version: 1, published: null, draft: revision(1, draft) };
    expect(await contentOf(storeWith(stored), "page:home")).toBe(base);
    expect(await contentOf(storeWith(stored), "page:home", { draft: true })).toBe(draft);
  });

  it("skips a published version today's schema rejects for the newest valid one", async () => {
    const older = publishedRevision(2, withTitle("Older headline"));
    const oldest = publishedRevision(1, withTitle("Oldest headline"));
    const live = publishedRevision(3, invalid);
    const stored = { ...key, version: 3, published: live, draft: null };
    expect(await contentOf(storeWith(stored, [live, older, oldest]), "page:home")).toBe(older.content);
  });

  it("falls back to the base when no published version is valid, and to the published one for an invalid draft", async () => {
    const live = publishedRevision(1, invalid);
    expect(await contentOf(storeWith({ ...key, version: 1, published: live, draft: null }), "page:home")).toBe(base);
    const valid = publishedRevision(1, published);
    const stored = { ...key, version: 2, published: valid, draft: revision(2, invalid) };
    expect(await contentOf(storeWith(stored), "page:home", { draft: true })).toBe(published);
  });

  it("refuses an id the registry does not know", async () => {
    await expect(contentOf(storeWith(undefined), "page:nowhere")).rejects.toThrow(/No content document/);
  });
});
