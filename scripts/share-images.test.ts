import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pageRoutes } from "#shared/site/route-table.ts";
import { shareImageText } from "../app/content/share-images.ts";
import { pngSize, SHARE_KINDS, shareImageSvg, wrapText, writeShareImages } from "./share-images.ts";

const outDir = mkdtempSync(path.join(os.tmpdir(), "share-images-"));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("share images", () => {
  it("has one image per page type used in the route table", () => {
    const kinds = new Set(pageRoutes.map((route) => route.kind));
    expect(new Set(SHARE_KINDS)).toEqual(kinds);
  });

  it("draws text as outlines, with no invalid coordinates", () => {
    for (const kind of SHARE_KINDS) {
      const svg = shareImageSvg(shareImageText[kind], "horizon.example.com");
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      expect(svg).not.toContain("<text");
      expect(svg).toContain('width="1200" height="630"');
    }
  });

  it("wraps text by measured width", () => {
    const lines = wrapText("one two three four five six seven eight nine ten", 200, { size: 40, weight: 800 });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(" ")).toBe("one two three four five six seven eight nine ten");
  });

  it("writes 1200×630 PNGs for every kind and a 512×512 logo", async () => {
    await writeShareImages(outDir, "https://horizon.example.com");
    for (const kind of SHARE_KINDS) {
      const png = readFileSync(path.join(outDir, "share", `${kind}.png`));
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    }
    expect(pngSize(readFileSync(path.join(outDir, "share", "logo.png")))).toEqual({ width: 512, height: 512 });
  });
});
