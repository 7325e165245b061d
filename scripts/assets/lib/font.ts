import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import opentype, { type Font } from "opentype.js";

/**
 * Text as outlines for the committed SVGs (logos, wordmarks): they render the
 * same everywhere, with no web font needed inside an <img>.
 */
const fonts = new Map<number, Font>();

const STYLE: Record<number, string> = {
  400: "Regular",
  500: "Medium",
  600: "SemiBold",
  700: "Bold",
  800: "ExtraBold",
};

function fontFor(weight: number): Font {
  const cached = fonts.get(weight);
  if (cached) return cached;
  const style = STYLE[weight];
  if (!style) throw new Error(`no Manrope weight ${weight}`);
  const found = spawnSync("fc-match", ["-f", "%{file}", `Manrope:style=${style}`], { encoding: "utf8" });
  const file = found.stdout.trim();
  if (!file.includes("Manrope")) {
    throw new Error("The Manrope font is missing (apt package fonts-manrope)");
  }
  const buffer = readFileSync(file);
  const font = opentype.parse(
    buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer,
  );
  fonts.set(weight, font);
  return font;
}

export interface OutlineOptions {
  size: number;
  weight?: number;
  /** Extra space between letters, in em. */
  spacing?: number;
  anchor?: "start" | "middle" | "end";
}

export interface Outline {
  d: string;
  width: number;
}

/** Path data for `content` with its baseline at (x, y). */
export function outline(content: string, x: number, y: number, options: OutlineOptions): Outline {
  const font = fontFor(options.weight ?? 700);
  const render = { kerning: true, letterSpacing: options.spacing ?? 0 };
  // The advance includes trailing spacing after the last letter; remove it.
  const width = font.getAdvanceWidth(content, options.size, render) - (options.spacing ?? 0) * options.size;
  const startX = options.anchor === "middle" ? x - width / 2 : options.anchor === "end" ? x - width : x;
  const d = font.getPath(content, startX, y, options.size, render).toPathData({ decimalPlaces: 1, flipY: false });
  return { d, width };
}

/** Outline whose capital letters are centred vertically on `cy` (descenders hang below, as in type). */
export function outlineCentered(content: string, x: number, cy: number, options: OutlineOptions): Outline {
  const font = fontFor(options.weight ?? 700);
  const cap = font.getPath("H", 0, 0, options.size).getBoundingBox();
  const baseline = cy - (cap.y1 + cap.y2) / 2;
  return outline(content, x, baseline, options);
}

/** Measured advance width (for layout of raster text too: Manrope is what rsvg draws with). */
export function measure(content: string, size: number, weight = 500, spacing = 0): number {
  const font = fontFor(weight);
  return font.getAdvanceWidth(content, size, { kerning: true, letterSpacing: spacing }) - spacing * size;
}

/** Cap height of Manrope at a given size (for vertical centring). */
export function capHeight(size: number): number {
  return size * 0.72;
}

/** Largest size up to `size` at which `content` fits in `maxWidth`. */
export function fitSize(content: string, maxWidth: number, size: number, weight = 500, spacing = 0): number {
  const width = measure(content, size, weight, spacing);
  return width <= maxWidth ? size : Math.floor(size * (maxWidth / width) * 10) / 10;
}

/** Greedy word wrap using real glyph widths. */
export function wrap(content: string, maxWidth: number, size: number, weight = 500): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of content.split(/\s+/)) {
    const candidate = current === "" ? word : `${current} ${word}`;
    if (current !== "" && measure(candidate, size, weight) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current !== "") lines.push(current);
  return lines;
}
