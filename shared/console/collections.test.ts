import { describe, expect, it } from "vitest";
import { addressAmong, type CollectionEntry } from "./collections.ts";

const entry = (slug: string, state: CollectionEntry["state"], oldSlugs: string[] = []): CollectionEntry => ({
  id: `article:${slug}`,
  collection: "article",
  slug,
  oldSlugs,
  state,
  createdAt: "2026-11-20T10:00:00.000Z",
  createdBy: "Esha Editor",
  publishedAt: state === "draft" ? null : "2026-11-20T10:05:00.000Z",
});

describe("addressAmong", () => {
  const live = entry("match-day", "published", ["live-sport", "sport-day"]);
  const removed = entry("old-news", "unpublished", ["older-news"]);
  const draft = entry("work-in-progress", "draft");
  const entries = [live, removed, draft];

  it("answers a published entry at its address and a 301 from each old one", () => {
    expect(addressAmong(entries, "match-day")).toEqual({ kind: "entry", entry: live });
    expect(addressAmong(entries, "live-sport")).toEqual({ kind: "redirect", to: "/match-day" });
    expect(addressAmong(entries, "sport-day")).toEqual({ kind: "redirect", to: "/match-day" });
  });

  it("answers gone at every address of an unpublished entry, and nothing for a draft or an unknown slug", () => {
    expect(addressAmong(entries, "old-news")).toEqual({ kind: "gone" });
    expect(addressAmong(entries, "older-news")).toEqual({ kind: "gone" });
    expect(addressAmong(entries, "work-in-progress")).toEqual({ kind: "none" });
    expect(addressAmong(entries, "no-such-slug")).toEqual({ kind: "none" });
  });

  it("lets an entry's current address win over another entry's old one", () => {
    const reused = entry("live-sport", "published");
    expect(addressAmong([live, reused], "live-sport")).toEqual({ kind: "entry", entry: reused });
  });
});
