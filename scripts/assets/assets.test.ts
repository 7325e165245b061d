import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { deviceIds } from "../../app/content/devices.ts";
import { phoneCropFiles } from "./lib/phone-crop-files.ts";
import { registries, registryFiles } from "./lib/registry-files.ts";

/**
 * Checks the committed outputs of `npm run assets` against the contract other code relies on:
 * app/assets/manifest.json lists every file with the size the file really has (components
 * take their width and height from it), every registry entry has its files, budgets hold,
 * SVGs are clean.
 */
const ASSETS = join(import.meta.dirname, "..", "..", "app", "assets");

type Size = { width: number; height: number };
const manifest = JSON.parse(readFileSync(join(ASSETS, "manifest.json"), "utf8")) as Record<
  string,
  Record<string, Size>
>;
/** Manifest entries as [path relative to app/assets, size]. */
const entries: [string, Size][] = Object.entries(manifest).flatMap(([folder, files]) =>
  Object.entries(files).map(([file, size]): [string, Size] => [`${folder}/${file}`, size]),
);
const listed = new Map(entries);
const withExtension = (...extensions: string[]) =>
  entries.map(([file]) => file).filter((file) => extensions.some((extension) => file.endsWith(`.${extension}`)));

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

function svgSize(data: Buffer): Size {
  const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(data.toString("utf8")) ?? [];
  return { width: Number(width), height: Number(height) };
}

function pngSize(data: Buffer): Size {
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** Width and height from an MP4's track header ("tkhd", version 0, 16.16 fixed point). */
function mp4Size(data: Buffer): Size {
  const at = data.indexOf("tkhd");
  if (at < 0 || data[at + 4] !== 0) throw new Error("no version 0 tkhd box");
  const dimensions = at + 4 + 4 + 20 + 8 + 8 + 36;
  return { width: data.readUInt32BE(dimensions) / 65536, height: data.readUInt32BE(dimensions + 4) / 65536 };
}

/** Width and height from a WebM's PixelWidth (0xB0) element followed by PixelHeight (0xBA). */
function webmSize(data: Buffer): Size {
  const element = (at: number, id: number) => {
    const length = (data[at + 1] ?? 0) & 0x7f;
    if (data[at] !== id || ((data[at + 1] ?? 0) & 0x80) === 0 || length < 1 || length > 2) return undefined;
    return { value: data.readUIntBE(at + 2, length), end: at + 2 + length };
  };
  for (let at = data.indexOf(0xb0); at >= 0; at = data.indexOf(0xb0, at + 1)) {
    const width = element(at, 0xb0);
    const height = width && element(width.end, 0xba);
    if (width && height) return { width: width.value, height: height.value };
  }
  throw new Error("no PixelWidth/PixelHeight");
}

const SIZE_READERS: Record<string, (data: Buffer) => Size> = {
  webp: webpSize,
  avif: avifSize,
  svg: svgSize,
  png: pngSize,
  mp4: mp4Size,
  webm: webmSize,
};

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [relative(ASSETS, join(dir, entry.name))],
  );
}

describe("asset manifest", () => {
  const files = walk(ASSETS).filter((file) => file !== "manifest.json");

  it("lists every file in the folder and nothing that is missing", () => {
    expect(files.filter((file) => !listed.has(file))).toEqual([]);
    expect(entries.map(([file]) => file).filter((file) => !files.includes(file))).toEqual([]);
  });

  it.each(entries)("gives %s the size the file has", (file, size) => {
    const read = SIZE_READERS[file.slice(file.lastIndexOf(".") + 1)];
    if (!read) throw new Error(`no size reader for ${file}`);
    expect(read(readFileSync(join(ASSETS, file)))).toEqual(size);
  });

  it("has every file the product, partner and customer registries call for", () => {
    expect(registryFiles(registries).filter((file) => !listed.has(file))).toEqual([]);
  });

  it("has a phone crop for every screen region the product pages show on phones, and no other", () => {
    const wanted = phoneCropFiles().flatMap(({ stem }) => [`${stem}.avif`, `${stem}.webp`]);
    expect(wanted.filter((file) => !listed.has(file))).toEqual([]);
    const generated = entries.map(([file]) => file).filter((file) => /^crops\//.test(file));
    expect(generated.filter((file) => !wanted.includes(file))).toEqual([]);
  });

  it("has a device mock-up for every device of the showcase", () => {
    const wanted = deviceIds.flatMap((id) => [`devices/${id.toLowerCase()}.avif`, `devices/${id.toLowerCase()}.webp`]);
    expect(wanted.filter((file) => !listed.has(file))).toEqual([]);
  });

  it("stays under 12 MB in total", () => {
    const total = files.reduce((sum, file) => sum + statSync(join(ASSETS, file)).size, 0);
    expect(total).toBeLessThan(12_000_000);
  });
});

describe("generated rasters", () => {
  it("come in AVIF and WebP pairs of the same size", () => {
    const unpaired = withExtension("avif", "webp").filter((file) => {
      const twin = file.endsWith(".avif") ? file.replace(/\.avif$/, ".webp") : file.replace(/\.webp$/, ".avif");
      return JSON.stringify(listed.get(twin)) !== JSON.stringify(listed.get(file));
    });
    expect(unpaired).toEqual([]);
  });

  it("stay within their byte budgets", () => {
    const over: string[] = [];
    for (const file of withExtension("avif", "webp")) {
      const strict = /\/(screen-\d|card)\.\w+$|^video\//.test(file);
      const size = statSync(join(ASSETS, file)).size;
      if (size > (strict ? 60_000 : 90_000)) over.push(`${file} ${size}`);
    }
    expect(over).toEqual([]);
  });

  it("keep transparency on device mock-ups", () => {
    for (const file of withExtension("webp").filter((name) => name.startsWith("devices/"))) {
      const webp = readFileSync(join(ASSETS, file));
      expect(webp.toString("ascii", 12, 16), file).toBe("VP8X");
      expect(((webp[20] ?? 0) & 0x10) !== 0, file).toBe(true);
    }
  });
});

describe("generated vector marks", () => {
  it.each(withExtension("svg"))("%s is a clean, scalable SVG with outlined text", (file) => {
    const svg = readFileSync(join(ASSETS, file), "utf8");
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
    expect(svg).not.toMatch(/<svg[^>]*\swidth=/);
    expect(svg).not.toContain("<text");
  });
});

describe("generated videos", () => {
  it.each(withExtension("mp4", "webm"))("%s is between 50 KB and 1.5 MB", (file) => {
    const size = statSync(join(ASSETS, file)).size;
    expect(size).toBeGreaterThan(50_000);
    expect(size).toBeLessThan(1_500_000);
  });

  it("MP4s are fast-start (moov before mdat)", () => {
    for (const file of withExtension("mp4")) {
      const head = readFileSync(join(ASSETS, file)).subarray(0, 64_000).toString("latin1");
      expect(head.indexOf("moov")).toBeGreaterThan(-1);
      const mdat = head.indexOf("mdat");
      expect(mdat === -1 || head.indexOf("moov") < mdat).toBe(true);
    }
  });
});
