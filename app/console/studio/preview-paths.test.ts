import { describe, expect, it } from "vitest";
import { findPageRoute } from "#shared/site/route-table.ts";
import { contentDocuments } from "~/content/documents/registry";
import { PREVIEW_PATHS, previewPathOf } from "./preview-paths";

/** Read by the build, not by a page's loader: a preview could not show its draft. */
const NOT_PREVIEWABLE = ["section:share-images"];

describe("preview paths", () => {
  it("list every document a page's loader reads, each on a page of the site", () => {
    const previewable = contentDocuments.map((document) => document.id).filter((id) => !NOT_PREVIEWABLE.includes(id));
    expect(Object.keys(PREVIEW_PATHS).sort()).toEqual(previewable.sort());
    for (const [id, path] of Object.entries(PREVIEW_PATHS)) expect(findPageRoute(path), id).toBeDefined();
  });

  it("show a document where the page shows it", () => {
    expect(previewPathOf("product:vivre")).toBe("/product/vivre");
    expect(previewPathOf("story:astro")).toBe("/astro");
    expect(previewPathOf("article:gamification")).toBe("/gamification");
    expect(previewPathOf("legal:privacy")).toBe("/privacy");
    expect(previewPathOf("navigation")).toBe("/");
    expect(previewPathOf("section:share-images")).toBeUndefined();
  });
});
