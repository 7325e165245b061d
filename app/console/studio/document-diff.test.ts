import { describe, expect, it } from "vitest";
import { diffDocuments, humanize, pathLabel } from "./document-diff";

describe("diffDocuments", () => {
  it("lists only the fields that changed, with readable labels", () => {
    const before = { hero: { headline: "Old", subline: "Same" }, seo: { title: "T" } };
    const after = { hero: { headline: "New", subline: "Same" }, seo: { title: "T" } };
    expect(diffDocuments(before, after)).toEqual([
      { path: ["hero", "headline"], label: "Hero › Headline", kind: "changed", before: "Old", after: "New" },
    ]);
  });

  it("reports list items added and removed by their position", () => {
    const changes = diffDocuments({ items: [{ title: "A" }] }, { items: [{ title: "A" }, { title: "B" }] });
    expect(changes).toEqual([{ path: ["items", 1, "title"], label: "Items 2 › Title", kind: "added", after: "B" }]);
    expect(diffDocuments({ items: ["a", "b"] }, { items: ["a"] })).toEqual([
      { path: ["items", 1], label: "Items 2", kind: "removed", before: "b" },
    ]);
  });

  it("shows yes/no and numbers as text, and nothing for equal documents", () => {
    expect(diffDocuments({ on: true, n: 1 }, { on: false, n: 2 }).map((c) => [c.before, c.after])).toEqual([
      ["Yes", "No"],
      ["1", "2"],
    ]);
    expect(diffDocuments({ a: [1, { b: "c" }] }, { a: [1, { b: "c" }] })).toEqual([]);
  });
});

describe("labels", () => {
  it("turns keys into words", () => {
    expect(humanize("heroImage")).toBe("Hero image");
    expect(humanize("seo_title")).toBe("Seo title");
    expect(pathLabel([])).toBe("Whole document");
    expect(pathLabel(["timeline", 0, "year"])).toBe("Timeline 1 › Year");
  });
});
