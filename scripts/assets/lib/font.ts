import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import opentype, { type Font } from "opentype.js";

/**
 * Text as outlines for the committed SVGs (logos, wordmarks): they render the
 * same everywhere, with no web font needed inside an <img>.
 */
const fonts = new Map<string, Font>();

const STYLE: Record<number, string> = {
  200: "ExtraLight",
  300: "Light",
  400: "Regular",
  500: "Medium",
  600: "SemiBold",
  700: "Bold",
  800: "ExtraBold",
};

/** A typeface other than Manrope, for wordmarks: a fontconfig family and style. */
export interface Face {
  family: string;
  style: string;
}

/** Debian package of each family the drawings use. */
const FONT_PACKAGES: Record<string, string> = { Manrope: "fonts-manrope" };
const URW_PACKAGE = "fonts-urw-base35";

function loadFace({ family, style }: Face): Font {
  const key = `${family}:${style}`;
  const cached = fonts.get(key);
  if (cached) return cached;
  // OpenType files only (CFF or TrueType outlines): opentype.js cannot read the Type 1 copies of the URW fonts.
  const file = [`${family}:style=${style}`, `${family}:style=${style}:fontformat=CFF`]
    .map((pattern) => spawnSync("fc-match", ["-f", "%{family}|%{style}|%{file}", pattern], { encoding: "utf8" }).stdout)
    .map((answer) => answer.split("|"))
    .find(
      ([families, styles, path]) =>
        families?.split(",").includes(family) && styles?.split(",").includes(style) && /\.(otf|ttf)$/.test(path ?? ""),
    )?.[2];
  if (!file) {
    throw new Error(`The font ${family} ${style} is missing (apt package ${FONT_PACKAGES[family] ?? URW_PACKAGE})`);
  }
  const buffer = readFileSync(file);
  const font = opentype.parse(
    buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer,
  );
  fonts.set(key, font);
  return font;
}

function fontFor(weight: number, face?: Face): Font {
  if (face) return loadFace(face);
  const style = STYLE[weight];
  if (!style) throw new Error(`no Manrope weight ${weight}`);
  return loadFace({ family: "Manrope", style });
}

export interface OutlineOptions {
  size: number;
  weight?: number;
  /** Extra space between letters, in em. */
  spacing?: number;
  anchor?: "start" | "middle" | "end";
  /** Another typeface instead of Manrope (weight is then ignored). */
  face?: Face;
}

export interface Outline {
  d: string;
  width: number;
}

/** Path data for `content` with its baseline at (x, y). */
export function outline(content: string, x: number, y: number, options: OutlineOptions): Outline {
  const font = fontFor(options.weight ?? 700, options.face);
  const render = { kerning: true, letterSpacing: options.spacing ?? 0 };
  // CFF fonts (the URW faces) parse a glyph, and learn its advance, only when it is first drawn.
  font.getPath(content, 0, 0, options.size, render);
  // The advance includes trailing spacing after the last letter; remove it.
  const width = font.getAdvanceWidth(content, options.size, render) - (options.spacing ?? 0) * options.size;
  const startX = options.anchor === "middle" ? x - width / 2 : options.anchor === "end" ? x - width : x;
  const d = font.getPath(content, startX, y, options.size, render).toPathData({ decimalPlaces: 1, flipY: false });
  if (d.includes("NaN")) throw new Error(`"${content}" at size ${options.size} gave NaN outlines: round the size`);
  return { d, width };
}

/** Outline whose capital letters are centred vertically on `cy` (descenders hang below, as in type). */
export function outlineCentered(content: string, x: number, cy: number, options: OutlineOptions): Outline {
  const font = fontFor(options.weight ?? 700, options.face);
  const cap = font.getPath("H", 0, 0, options.size).getBoundingBox();
  const baseline = cy - (cap.y1 + cap.y2) / 2;
  return outline(content, x, baseline, options);
}

/** Measured cap height (of "H") of the face or Manrope weight in `options`, at its size. */
export function measuredCapHeight(options: OutlineOptions): number {
  const box = fontFor(options.weight ?? 700, options.face)
    .getPath("H", 0, 0, options.size)
    .getBoundingBox();
  return box.y2 - box.y1;
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
