import { describe, expect, it } from "vitest";
import type { ConsoleContent, StoredDocument } from "#shared/console/content.ts";
import { contentOf } from "./content-of.server";
import { findContentDocument } from "./registry";

const revision = (version: number, content: unknown) => ({
  version,
  content,
  author: "Esha Editor",
  at: "2026-11-26T07:00:00.000Z",
});

function storeWith(stored: StoredDocument | undefined): Pick<ConsoleContent, "read"> {
  return { read: async () => stored };
}

describe("contentOf", () => {
  const base = findContentDocument("page:home")?.base;
  const published = { title: "published" };
  const draft = { title: "draft" };
  const key = { id: "page:home", locale: "en" };

  it("is the repository's base while nothing is stored", async () => {
    expect(await contentOf(storeWith(undefined), "page:home")).toBe(base);
    expect(await contentOf(storeWith(undefined), "page:home", { draft: true })).toBe(base);
  });

  it("is the published version for the site, the draft for a preview", async () => {
    const stored = {
      ...key,
      version: 3,
      published: { ...revision(2, published), hash: "h" },
      draft: revision(3, draft),
    };
    expect(await contentOf(storeWith(stored), "page:home")).toBe(published);
    expect(await contentOf(storeWith(stored), "page:home", { draft: true })).toBe(draft);
  });

  it("shows the base on the site while only a draft exists, and the draft in a preview", async () => {
    const stored = { ...key, version: 1, published: null, draft: revision(1, draft) };
    expect(await contentOf(storeWith(stored), "page:home")).toBe(base);
    expect(await contentOf(storeWith(stored), "page:home", { draft: true })).toBe(draft);
  });

  it("refuses an id the registry does not know", async () => {
    await expect(contentOf(storeWith(undefined), "page:nowhere")).rejects.toThrow(/No content document/);
  });
});
