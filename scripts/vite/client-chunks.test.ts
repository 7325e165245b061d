import { describe, expect, it } from "vitest";
import { type ClientChunk, chunkAssets } from "./client-chunks.ts";

const chunks = new Map<string, ClientChunk>([
  ["assets/ArticlePage.js", { imports: ["assets/BlogCard.js", "assets/ui.js"], css: ["assets/ArticlePage.css"] }],
  ["assets/BlogCard.js", { imports: ["assets/ui.js"], css: ["assets/BlogCard.css"] }],
  ["assets/ui.js", { imports: ["assets/framework.js"], css: ["assets/ui.css"] }],
  ["assets/framework.js", { imports: [], css: [] }],
]);

describe("chunkAssets", () => {
  it("lists a chunk's files, then those it imports statically, each once, as public paths", () => {
    expect(chunkAssets(chunks, "assets/ArticlePage.js")).toEqual({
      scripts: ["/assets/ArticlePage.js", "/assets/BlogCard.js", "/assets/ui.js", "/assets/framework.js"],
      styles: ["/assets/ArticlePage.css", "/assets/BlogCard.css", "/assets/ui.css"],
    });
  });

  it("answers nothing for a chunk the build does not have", () => {
    expect(chunkAssets(chunks, "assets/missing.js")).toEqual({ scripts: [], styles: [] });
  });
});
