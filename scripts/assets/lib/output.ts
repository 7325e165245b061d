import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { run } from "./tools.ts";

export const ASSETS_DIR = join(import.meta.dirname, "..", "..", "..", "app", "assets");

export interface Size {
  width: number;
  height: number;
}

/** path (relative to app/assets) -> intrinsic size of the files this run wrote, merged into app/assets/manifest.json */
export const manifest = new Map<string, Size>();

/** Paths (relative to app/assets) this run deleted as no longer wanted; dropped from the manifest. */
const removed = new Set<string>();

/** Deletes generated files (paths relative to app/assets) and their manifest entries. */
export async function removeGenerated(files: readonly string[]): Promise<void> {
  for (const file of files) {
    await rm(join(ASSETS_DIR, file), { force: true });
    manifest.delete(file);
    removed.add(file);
  }
}

export interface RasterOptions {
  /** Keep transparency (device mock-ups). */
  alpha?: boolean;
  /** Largest acceptable file in bytes; quality steps down until it fits. */
  maxBytes: number;
  /**
   * A tighter budget for the AVIF of an image phones paint first (their LCP image), encoded more
   * slowly for more detail per byte: it must arrive in the first round trip of its connection
   * (about 14 KB with the response headers). `maxBytes` then bounds the WebP fallback only.
   */
  maxAvifBytes?: number;
}

/** Bytes an LCP image for phones may take: with its response headers, one initial TCP congestion window. */
export const FIRST_PAINT_IMAGE_BYTES = 10_000;

let scratch: string | undefined;

async function scratchDir(): Promise<string> {
  scratch ??= await mkdtemp(join(tmpdir(), "horizon-assets-"));
  return scratch;
}

export async function cleanScratch(): Promise<void> {
  if (scratch) await rm(scratch, { recursive: true, force: true });
  scratch = undefined;
}

/** Renders an SVG document to a PNG buffer at exactly width x height. */
export async function renderPng(svg: string, width: number, height: number): Promise<Buffer> {
  const { stdout } = await run("rsvg-convert", ["-w", String(width), "-h", String(height), "-f", "png"], svg);
  return stdout;
}

async function encodeUnder(
  make: (quality: number) => Promise<Buffer>,
  qualities: readonly number[],
  maxBytes: number,
  label: string,
): Promise<Buffer> {
  let last: Buffer | undefined;
  for (const quality of qualities) {
    last = await make(quality);
    if (last.length <= maxBytes) return last;
  }
  if (!last) throw new Error("no qualities given");
  console.warn(
    `  ! ${label} is ${Math.round(last.length / 1024)} KB, over its ${Math.round(maxBytes / 1024)} KB budget`,
  );
  return last;
}

async function writeOut(file: string, data: Buffer | string): Promise<void> {
  const target = join(ASSETS_DIR, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, data);
}

/** PNG -> WebP (quality ~78) + AVIF (~q50), both under the byte budget. */
export async function writeRasterFromPng(stem: string, png: Buffer, size: Size, options: RasterOptions): Promise<void> {
  const dir = await scratchDir();
  const base = stem.replace(/\//g, "__");
  const pngFile = join(dir, `${base}.png`);
  await writeFile(pngFile, png);

  const webp = await encodeUnder(
    async (quality) => {
      const out = join(dir, `${base}-${quality}.webp`);
      const args = ["-quiet", "-q", String(quality), "-m", "6", "-sharp_yuv", "-metadata", "none"];
      if (options.alpha) args.push("-alpha_q", "85", "-exact");
      await run("cwebp", [...args, pngFile, "-o", out]);
      return readFile(out);
    },
    [78, 72, 66, 60, 54, 48],
    options.maxBytes,
    `${stem}.webp`,
  );

  // avifenc quantizers: q50 is about 31 on the 0..63 scale; step coarser when over budget.
  const avif = await encodeUnder(
    async (level) => {
      const out = join(dir, `${base}-${level}.avif`);
      const args = [
        "-s",
        options.maxAvifBytes ? "3" : "6",
        "-j",
        "2",
        "-y",
        "420",
        "--min",
        "0",
        "--max",
        "63",
        "-a",
        "end-usage=q",
        "-a",
        `cq-level=${level}`,
        "-a",
        "tune=ssim",
      ];
      if (options.alpha) args.push("--minalpha", "0", "--maxalpha", "20");
      await run("avifenc", [...args, pngFile, out]);
      return readFile(out);
    },
    options.maxAvifBytes ? [31, 33, 35, 37, 39, 41, 43] : [31, 35, 39, 43, 47],
    options.maxAvifBytes ?? options.maxBytes,
    `${stem}.avif`,
  );

  await writeOut(`${stem}.webp`, webp);
  await writeOut(`${stem}.avif`, avif);
  manifest.set(`${stem}.webp`, size);
  manifest.set(`${stem}.avif`, size);
}

export async function writeRaster(stem: string, svg: string, size: Size, options: RasterOptions): Promise<void> {
  const png = await renderPng(svg, size.width, size.height);
  await writeRasterFromPng(stem, png, size, options);
}

/** A committed SVG; the manifest records its viewBox size. */
export async function writeSvg(file: string, svg: string, size: Size): Promise<void> {
  await writeOut(file, `${svg}\n`);
  manifest.set(file, size);
}

export async function writePng(file: string, png: Buffer, size: Size): Promise<void> {
  await writeOut(file, png);
  manifest.set(file, size);
}

export async function writeBinary(file: string, data: Buffer, size: Size): Promise<void> {
  await writeOut(file, data);
  manifest.set(file, size);
}

/** app/assets/manifest.json: folder -> path inside the folder -> intrinsic size. */
export type Manifest = Record<string, Record<string, Size>>;

const sortedByKey = <Value>(record: Record<string, Value>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

/**
 * Merges this run's files into the existing manifest (partial runs keep other entries) and writes
 * it sorted. Files are grouped by their top folder so a page can import the sizes of one folder.
 */
export async function writeManifest(): Promise<void> {
  const file = join(ASSETS_DIR, "manifest.json");
  let merged: Manifest = {};
  try {
    merged = JSON.parse(await readFile(file, "utf8")) as Manifest;
  } catch {
    merged = {};
  }
  for (const path of removed) {
    const slash = path.indexOf("/");
    const files = merged[path.slice(0, slash)];
    if (files) delete files[path.slice(slash + 1)];
  }
  for (const [path, size] of manifest) {
    const slash = path.indexOf("/");
    if (slash < 0) throw new Error(`${path}: generated files live in a folder of app/assets`);
    const folder = path.slice(0, slash);
    merged[folder] = { ...merged[folder], [path.slice(slash + 1)]: size };
  }
  const sorted = Object.fromEntries(
    Object.entries(sortedByKey(merged)).map(([folder, files]) => [folder, sortedByKey(files)]),
  );
  await writeFile(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

export async function fileSize(file: string): Promise<number> {
  return (await stat(join(ASSETS_DIR, file))).size;
}

export function relativeToAssets(file: string): string {
  return relative(ASSETS_DIR, file);
}
