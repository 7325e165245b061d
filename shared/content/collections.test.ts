import { describe, expect, it } from "vitest";
import { isRoutePath } from "#shared/site/route-table.ts";
import { checkSlug, RESERVED_SLUGS, type SlugContext } from "./collections.ts";

const context: SlugContext = {
  isRoutePath,
  entries: [
    { id: "article:first-post", slug: "first-post-renamed", oldSlugs: ["first-post"] },
    { id: "story:acme", slug: "acme", oldSlugs: [] },
  ],
};

const codeOf = (slug: string, extra: Partial<SlugContext> = {}) => {
  const check = checkSlug(slug, { ...context, ...extra });
  return check.ok ? "ok" : check.code;
};

describe("checkSlug", () => {
  it("accepts lower-case words joined by single hyphens", () => {
    expect(checkSlug("live-sports-streaming-2026", context)).toEqual({ ok: true, slug: "live-sports-streaming-2026" });
  });

  it("refuses capitals, spaces, accents, slashes, underscores and stray hyphens with a specific message", () => {
    for (const slug of [
      "Live-sports",
      "live sports",
      "café-tv",
      "a/b-c",
      "live_sports",
      "-live",
      "live-",
      "live--tv",
    ]) {
      expect(codeOf(slug), slug).toBe("slug_format");
    }
    const capitals = checkSlug("Live-sports", context);
    expect(!capitals.ok && capitals.message).toMatch(/lower-case/);
  });

  it("refuses addresses shorter or longer than the limits", () => {
    expect(codeOf("ab")).toBe("slug_length");
    expect(codeOf("a".repeat(81))).toBe("slug_length");
    expect(codeOf("a".repeat(80))).toBe("ok");
  });

  it("refuses the route table's pages and aliases, including the repository's articles and stories", () => {
    for (const slug of ["about", "resources", "gamification", "astro", "privacypolicy"])
      expect(codeOf(slug), slug).toBe("slug_route");
  });

  it("refuses the console, API and asset prefixes", () => {
    for (const slug of ["console", "api", "assets", "pagefind", "media"]) expect(RESERVED_SLUGS).toContain(slug);
    expect(codeOf("console")).toBe("slug_reserved");
    expect(codeOf("assets")).toBe("slug_reserved");
  });

  it("refuses another entry's address and its old addresses, but an entry may take its own old address back", () => {
    expect(codeOf("acme")).toBe("slug_taken");
    expect(codeOf("first-post")).toBe("slug_retired");
    expect(codeOf("first-post", { self: "article:first-post" })).toBe("ok");
    expect(codeOf("first-post-renamed", { self: "article:first-post" })).toBe("slug_unchanged");
  });
});
