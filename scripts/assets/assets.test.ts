import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Checks the committed outputs of `npm run assets` against the contract other
 * code relies on: every path exists in AVIF and WebP, sizes match the
 * manifest and the files, budgets hold, SVGs are clean.
 */
const ASSETS = join(import.meta.dirname, "..", "..", "app", "assets");

type Size = { width: number; height: number };
const manifest = JSON.parse(readFileSync(join(ASSETS, "manifest.json"), "utf8")) as Record<string, Size>;

const PRODUCTS = ["vivre", "sara", "blink", "hospitality", "adpilot", "reelcraft"];
const DEVICES = ["tv", "mobile", "tablet", "laptop", "dongle", "stb", "appletv", "hbbtv"];
const PARTNERS = [
  "tizen",
  "webos",
  "android-tv",
  "roku",
  "tvos",
  "fire-tv",
  "hbbtv",
  "android",
  "ios",
  "html5",
  "hls",
  "mpeg-dash",
  "cmaf",
  "vast",
  "widevine",
  "playready",
  "fairplay",
];
const CUSTOMERS = ["astro", "dialog", "dishtv", "emiratus", "kaltura", "reshet"];

/** Raster stems (without extension) and their required pixel size. */
const RASTERS: [string, number, number][] = [
  ...PRODUCTS.flatMap((slug): [string, number, number][] => [
    [`products/${slug}/card`, 640, 400],
    ...[1, 2, 3, 4].map((index): [string, number, number] => [`products/${slug}/screen-${index}`, 1400, 1000]),
  ]),
  ...DEVICES.map((device): [string, number, number] => [`devices/${device}`, 1200, 800]),
  ["video/hero-poster", 1280, 720],
  ["video/hero-poster-small", 640, 360],
  ["video/about-poster", 1280, 720],
  ["about/values", 1200, 800],
  ...["tpx", "custom-app", "aggregation", "why", "editorial-vivre", "editorial-tpx", "editorial-hospitality"].map(
    (name): [string, number, number] => [`solutions/${name}`, 1200, 800],
  ),
  ["ott/platforms", 1200, 800],
  ["ott/certification", 1200, 800],
  ...[1, 2, 3, 4, 5, 6, 7].map((index): [string, number, number] => [`customers/gallery-${index}`, 1200, 800]),
  ...[1, 2, 3].map((index): [string, number, number] => [`customers/feature-${index}`, 800, 600]),
  ["resources/whitepaper-1", 800, 1000],
  ["resources/whitepaper-2", 800, 1000],
  ...["gamification", "contentdiscoverysearch", "blogpagepersonalization", "blogpageautomation"].map(
    (name): [string, number, number] => [`blog/${name}`, 1600, 900],
  ),
];

const SVGS = [
  "brand/horizon-logo.svg",
  "brand/favicon.svg",
  ...PRODUCTS.map((slug) => `products/${slug}/logo.svg`),
  ...PARTNERS.map((slug) => `partners/${slug}.svg`),
  ...CUSTOMERS.map((slug) => `customers/${slug}.svg`),
];

const VIDEOS = ["video/hero.webm", "video/hero.mp4", "video/about.webm", "video/about.mp4"];

/** Width and height from a WebP header (VP8, VP8L or VP8X). */
function webpSize(data: Buffer): Size {
  const chunk = data.toString("ascii", 12, 16);
  if (chunk === "VP8X") return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
  if (chunk === "VP8L") {
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
}

/** Width and height from an AVIF's image spatial extents ("ispe") property. */
function avifSize(data: Buffer): Size {
  const at = data.indexOf("ispe");
  if (at < 0) throw new Error("no ispe box");
  return { width: data.readUInt32BE(at + 8), height: data.readUInt32BE(at + 12) };
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [relative(ASSETS, join(dir, entry.name))],
  );
}

describe("generated rasters", () => {
  it.each(RASTERS)("%s is %ix%i in AVIF and WebP, as the manifest says", (stem, width, height) => {
    const webp = readFileSync(join(ASSETS, `${stem}.webp`));
    const avif = readFileSync(join(ASSETS, `${stem}.avif`));
    expect(webpSize(webp)).toEqual({ width, height });
    expect(avifSize(avif)).toEqual({ width, height });
    expect(manifest[`${stem}.webp`]).toEqual({ width, height });
    expect(manifest[`${stem}.avif`]).toEqual({ width, height });
  });

  it("stay within their byte budgets", () => {
    const over: string[] = [];
    for (const [stem] of RASTERS) {
      const strict = /\/(screen-\d|card)$|^video\//.test(stem);
      const budget = strict ? 60_000 : 90_000;
      for (const ext of ["webp", "avif"]) {
        const size = statSync(join(ASSETS, `${stem}.${ext}`)).size;
        if (size > budget) over.push(`${stem}.${ext} ${size}`);
      }
    }
    expect(over).toEqual([]);
  });

  it("keep transparency on device mock-ups", () => {
    for (const device of DEVICES) {
      const webp = readFileSync(join(ASSETS, `devices/${device}.webp`));
      expect(webp.toString("ascii", 12, 16)).toBe("VP8X");
      expect(((webp[20] ?? 0) & 0x10) !== 0).toBe(true);
    }
  });
});

describe("generated vector marks", () => {
  it.each(SVGS)("%s is a clean, scalable SVG with outlined text", (file) => {
    const svg = readFileSync(join(ASSETS, file), "utf8");
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
    expect(svg).not.toMatch(/<svg[^>]*\swidth=/);
    expect(svg).not.toContain("<text");
    const [, w, h] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
    expect(manifest[file]).toEqual({ width: Number(w), height: Number(h) });
  });

  it("has the apple touch icon at 180 x 180", () => {
    const png = readFileSync(join(ASSETS, "brand/apple-touch-icon.png"));
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 180, height: 180 });
  });
});

describe("generated videos", () => {
  it.each(VIDEOS)("%s exists, is under 1.5 MB and is in the manifest", (file) => {
    const size = statSync(join(ASSETS, file)).size;
    expect(size).toBeGreaterThan(50_000);
    expect(size).toBeLessThan(1_500_000);
    expect(manifest[file]).toEqual({ width: 1280, height: 720 });
  });

  it("MP4s are fast-start (moov before mdat)", () => {
    for (const file of VIDEOS.filter((name) => name.endsWith(".mp4"))) {
      const head = readFileSync(join(ASSETS, file)).subarray(0, 64_000).toString("latin1");
      expect(head.indexOf("moov")).toBeGreaterThan(-1);
      const mdat = head.indexOf("mdat");
      expect(mdat === -1 || head.indexOf("moov") < mdat).toBe(true);
    }
  });
});

describe("asset folder", () => {
  const files = walk(ASSETS).filter((file) => file !== "manifest.json");

  it("lists every file in the manifest and nothing that is missing", () => {
    expect(files.filter((file) => !(file in manifest))).toEqual([]);
    expect(Object.keys(manifest).filter((file) => !files.includes(file))).toEqual([]);
  });

  it("stays under 12 MB in total", () => {
    const total = files.reduce((sum, file) => sum + statSync(join(ASSETS, file)).size, 0);
    expect(total).toBeLessThan(12_000_000);
  });
});
