import { describe, expect, it } from "vitest";
import { jsonChanges } from "./json-diff.ts";

describe("jsonChanges", () => {
  it("finds nothing between equal values, whatever their key order", () => {
    expect(jsonChanges({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toEqual([]);
  });

  it("names each changed leaf by its path", () => {
    expect(jsonChanges({ hero: { title: "Old", lead: "Same" } }, { hero: { title: "New", lead: "Same" } })).toEqual([
      { path: "hero.title", before: "Old", after: "New" },
    ]);
  });

  it("reads array items by position: an item added at the end is one addition", () => {
    expect(jsonChanges({ steps: ["a", "b"] }, { steps: ["a", "b", "c"] })).toEqual([
      { path: "steps.2", before: undefined, after: "c" },
    ]);
    expect(jsonChanges({ steps: [{ text: "a" }] }, { steps: [{ text: "b" }] })).toEqual([
      { path: "steps.0.text", before: "a", after: "b" },
    ]);
  });

  it("reports added and removed fields, and a change of kind as a whole", () => {
    expect(jsonChanges({ a: 1 }, { b: 2 })).toEqual([
      { path: "a", before: 1, after: undefined },
      { path: "b", before: undefined, after: 2 },
    ]);
    expect(jsonChanges({ list: [1] }, { list: { 0: 1 } })).toEqual([{ path: "list", before: [1], after: { 0: 1 } }]);
    expect(jsonChanges("a", "b")).toEqual([{ path: "", before: "a", after: "b" }]);
  });
});
