import { describe, expect, it } from "vitest";
import { pageRoutes } from "#shared/site/route-table.ts";
import { shareImageText } from "../app/content/share-images.ts";
import {
  pngSize,
  type ShareKind,
  shareImageFiles,
  shareImageSvg,
  wrapText,
} from "../server/publishing/share-images.ts";

const SHARE_KINDS = Object.keys(shareImageText) as ShareKind[];

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

  it("makes 1200×630 PNGs for every kind and a 512×512 logo", async () => {
    const files = new Map(
      (await shareImageFiles(shareImageText, "https://horizon.example.com")).map((file) => [file.path, file]),
    );
    for (const kind of SHARE_KINDS) {
      const png = files.get(`/share/${kind}.png`)?.body ?? Buffer.alloc(0);
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    }
    expect(pngSize(files.get("/share/logo.png")?.body ?? Buffer.alloc(0))).toEqual({ width: 512, height: 512 });
  });
});
