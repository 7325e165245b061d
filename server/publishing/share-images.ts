/**
 * Social share images, rendered by the build and again by a publishing render when their text
 * document ("section:share-images") is published: one 1200×630 PNG per page type
 * (/share/<kind>.png, referenced by the Open Graph and Twitter tags) and a 512×512 logo
 * (/share/logo.png, referenced by the Organization structured data).
 *
 * Text is turned into outlines with opentype.js (Manrope from @fontsource/manrope, WOFF) and the SVG
 * is rasterised with resvg compiled to WebAssembly, so no system font or native addon is needed.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import opentype from "opentype.js";
import type { ShareImageText } from "#shared/content/share-image-text.ts";
import type { PageRoute } from "#shared/site/route-table.ts";
import type { GeneratedFile } from "./generated-file.ts";

export type ShareKind = PageRoute["kind"];
/** The text of every page type's image: the "section:share-images" document. */
export type ShareImageTexts = Record<ShareKind, ShareImageText>;
export const SHARE_SIZE = { width: 1200, height: 630 } as const;
export const LOGO_SIZE = 512;

const require = createRequire(import.meta.url);

const COLORS = {
  bg: "#070B1A",
  heading: "#F4F6FF",
  text: "#B8C0E0",
  muted: "#9AA3C7",
  violet: "#7C5CFF",
  cyan: "#22D3EE",
};

/** The part of opentype.js used here (the package ships no types). */
type PathCommand =
  | { type: "M" | "L"; x: number; y: number }
  | { type: "Q"; x1: number; y1: number; x: number; y: number }
  | { type: "C"; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: "Z" };
interface Glyph {
  advanceWidth?: number;
  getPath(x: number, y: number, fontSize: number): { commands: PathCommand[] };
}
interface Font {
  unitsPerEm: number;
  stringToGlyphs(text: string): Glyph[];
  getKerningValue(left: Glyph, right: Glyph): number;
}

const fonts = new Map<number, Font>();

function manrope(weight: 500 | 700 | 800): Font {
  const cached = fonts.get(weight);
  if (cached) return cached;
  const file = require.resolve(`@fontsource/manrope/files/manrope-latin-${weight}-normal.woff`);
  const buffer = readFileSync(file);
  const font = opentype.parse(
    buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength),
  ) as unknown as Font;
  fonts.set(weight, font);
  return font;
}

interface TextStyle {
  size: number;
  weight: 500 | 700 | 800;
  /** Extra space between letters, in em. */
  spacing?: number;
}

/**
 * Glyph positions laid out by hand (advance + pair kerning + letter spacing): opentype.js's own
 * getPath() with kerning yields NaN coordinates for some pairs in these WOFF files.
 */
function layout(content: string, style: TextStyle): { glyph: Glyph; x: number }[] {
  const font = manrope(style.weight);
  const scale = style.size / font.unitsPerEm;
  const spacing = (style.spacing ?? 0) * style.size;
  const glyphs = font.stringToGlyphs(content);
  const placed: { glyph: Glyph; x: number }[] = [];
  let x = 0;
  glyphs.forEach((glyph, index) => {
    placed.push({ glyph, x });
    const next = glyphs[index + 1];
    const kerning = next ? font.getKerningValue(glyph, next) || 0 : 0;
    x += ((glyph.advanceWidth ?? 0) + kerning) * scale + (next ? spacing : 0);
  });
  return placed;
}

export function textWidth(content: string, style: TextStyle): number {
  const placed = layout(content, style);
  const last = placed.at(-1);
  if (!last) return 0;
  return last.x + ((last.glyph.advanceWidth ?? 0) * style.size) / manrope(style.weight).unitsPerEm;
}

const round = (value: number) => String(Math.round(value * 10) / 10);

/** SVG path data from outline commands (written here: opentype.js's toPathData() also emits NaN). */
function pathData(commands: PathCommand[]): string {
  return commands
    .map((command) => {
      switch (command.type) {
        case "M":
        case "L":
          return `${command.type}${round(command.x)} ${round(command.y)}`;
        case "Q":
          return `Q${round(command.x1)} ${round(command.y1)} ${round(command.x)} ${round(command.y)}`;
        case "C":
          return `C${round(command.x1)} ${round(command.y1)} ${round(command.x2)} ${round(command.y2)} ${round(command.x)} ${round(command.y)}`;
        default:
          return "Z";
      }
    })
    .join("");
}

function textPath(content: string, x: number, baseline: number, style: TextStyle): string {
  return layout(content, style)
    .map(({ glyph, x: offset }) => pathData(glyph.getPath(x + offset, baseline, style.size).commands))
    .join("");
}

/** Greedy word wrap by measured width. */
export function wrapText(content: string, maxWidth: number, style: TextStyle): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of content.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, style) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The Horizon mark (rising sun over the horizon line), drawn in a 40×40 box. */
function mark(x: number, y: number, scale: number, fill: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${fill}"><path d="M6 26a14 14 0 0 1 28 0z"/><rect x="2" y="29" width="36" height="3" rx="1.5"/></g>`;
}

function gradientDefs(): string {
  return `<defs>
  <linearGradient id="brand" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${COLORS.violet}"/><stop offset="1" stop-color="${COLORS.cyan}"/></linearGradient>
  <radialGradient id="glow-violet" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${COLORS.violet}" stop-opacity="0.45"/><stop offset="1" stop-color="${COLORS.violet}" stop-opacity="0"/></radialGradient>
  <radialGradient id="glow-cyan" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${COLORS.cyan}" stop-opacity="0.28"/><stop offset="1" stop-color="${COLORS.cyan}" stop-opacity="0"/></radialGradient>
  <linearGradient id="sun" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${COLORS.violet}" stop-opacity="0.5"/><stop offset="1" stop-color="${COLORS.cyan}" stop-opacity="0.16"/></linearGradient>
</defs>`;
}

/** Fits the headline in at most three lines, shrinking the type if needed. */
function headlineLayout(headline: string, maxWidth: number): { lines: string[]; style: TextStyle } {
  for (let size = 68; size >= 44; size -= 4) {
    const style: TextStyle = { size, weight: 800, spacing: -0.015 };
    const lines = wrapText(headline, maxWidth, style);
    if (lines.length <= 2 || (size <= 56 && lines.length <= 3)) return { lines, style };
  }
  const style: TextStyle = { size: 44, weight: 800, spacing: -0.015 };
  return { lines: wrapText(headline, maxWidth, style), style };
}

/** The share card for one page type, as SVG (text already in outlines). */
export function shareImageSvg(text: ShareImageText, siteHost: string): string {
  const { width, height } = SHARE_SIZE;
  const left = 80;
  const textWidthLimit = 800;
  const eyebrowStyle: TextStyle = { size: 22, weight: 700, spacing: 0.14 };
  const { lines, style: headlineStyle } = headlineLayout(text.headline, textWidthLimit);
  const sublineStyle: TextStyle = { size: 28, weight: 500 };
  const sublines = wrapText(text.subline, textWidthLimit, sublineStyle).slice(0, 2);
  const lineHeight = Math.round(headlineStyle.size * 1.12);

  // Stack eyebrow, headline and subline, centred vertically between the logo and the footer.
  const blockHeight = 22 + 28 + lines.length * lineHeight + 24 + sublines.length * 40;
  let y = Math.round(170 + (380 - blockHeight) / 2) + 22;
  const parts: string[] = [];
  parts.push(`<path d="${textPath(text.eyebrow.toUpperCase(), left, y, eyebrowStyle)}" fill="${COLORS.cyan}"/>`);
  y += 28;
  for (const line of lines) {
    y += lineHeight;
    parts.push(
      `<path d="${textPath(line, left, y - Math.round(headlineStyle.size * 0.2), headlineStyle)}" fill="${COLORS.heading}"/>`,
    );
  }
  y += 24;
  for (const line of sublines) {
    y += 40;
    parts.push(`<path d="${textPath(line, left, y, sublineStyle)}" fill="${COLORS.text}"/>`);
  }

  const wordmark = textPath("Horizon", left + 76, 108, { size: 40, weight: 800, spacing: -0.02 });
  const host = textPath(siteHost, left, height - 56, { size: 22, weight: 500 });

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${gradientDefs()}
<rect width="${width}" height="${height}" fill="${COLORS.bg}"/>
<circle cx="1040" cy="60" r="560" fill="url(#glow-violet)"/>
<circle cx="120" cy="640" r="520" fill="url(#glow-cyan)"/>
<path d="M900 560a210 210 0 0 1 420 0z" fill="url(#sun)"/>
<rect x="860" y="572" width="400" height="6" rx="3" fill="url(#brand)" opacity="0.55"/>
${mark(left, 62, 1.6, "url(#brand)")}
<path d="${wordmark}" fill="${COLORS.heading}"/>
${parts.join("\n")}
<path d="${host}" fill="${COLORS.muted}"/>
<rect y="${height - 10}" width="${width}" height="10" fill="url(#brand)"/>
</svg>`;
}

/** The square company logo (Organization structured data). */
export function logoSvg(): string {
  const size = LOGO_SIZE;
  const wordStyle: TextStyle = { size: 92, weight: 800, spacing: -0.02 };
  const word = "Horizon";
  const wordX = (size - textWidth(word, wordStyle)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
${gradientDefs()}
<rect width="${size}" height="${size}" rx="96" fill="${COLORS.bg}"/>
${mark(136, 40, 6, "url(#brand)")}
<path d="${textPath(word, wordX, 420, wordStyle)}" fill="${COLORS.heading}"/>
</svg>`;
}

let wasmReady: Promise<void> | undefined;

function ensureWasm(): Promise<void> {
  wasmReady ??= initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
  return wasmReady;
}

export async function svgToPng(svg: string, width: number): Promise<Uint8Array> {
  await ensureWasm();
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false } });
  const png = resvg.render().asPng();
  resvg.free();
  return png;
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** /share/<kind>.png for every page type and /share/logo.png. */
export async function shareImageFiles(texts: ShareImageTexts, siteUrl: string): Promise<GeneratedFile[]> {
  const host = new URL(siteUrl).host;
  const files: GeneratedFile[] = [];
  for (const kind of Object.keys(texts) as ShareKind[]) {
    const png = await svgToPng(shareImageSvg(texts[kind], host), SHARE_SIZE.width);
    files.push({ path: `/share/${kind}.png`, body: Buffer.from(png), contentType: "image/png" });
  }
  files.push({
    path: "/share/logo.png",
    body: Buffer.from(await svgToPng(logoSvg(), LOGO_SIZE)),
    contentType: "image/png",
  });
  return files;
}
