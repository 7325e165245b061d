import { describe, expect, it } from "vitest";
import { isHashedAsset } from "./cache-policy.ts";

describe("isHashedAsset", () => {
  it("treats bundler output and the search index's content-named files as immutable", () => {
    for (const path of [
      "/assets/root-AbC123.js",
      "/pagefind/index/en-in_94e03d4.pf_index",
      "/pagefind/fragment/en-in_4a2444d.pf_fragment",
      "/pagefind/filter/en-in_1a2b3c4.pf_filter",
      "/pagefind/pagefind.en-in_c045579132aa9.pf_meta",
    ]) {
      expect(isHashedAsset(path), path).toBe(true);
    }
  });

  it("revalidates files whose names stay the same between builds", () => {
    for (const path of [
      "/pagefind/pagefind.js",
      "/pagefind/pagefind-worker.js",
      "/pagefind/pagefind-entry.json",
      "/pagefind/wasm.en-in.pagefind",
      "/favicon.svg",
      "/sitemap.xml",
    ]) {
      expect(isHashedAsset(path), path).toBe(false);
    }
  });
});
