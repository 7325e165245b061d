/**
 * Manrope for the pages, from Fontsource's variable font (weights 200–800), split so that the
 * first paint needs one small file: `manrope-core.woff2` holds the characters the site's copy
 * uses (CORE_RANGES), `manrope-latin-rest.woff2` the rest of Fontsource's Latin subset. Each face
 * has its unicode-range, so a browser downloads the rest only for a page that shows one of its
 * characters, and text looks the same either way. Fontsource's other subsets (Latin Extended,
 * Cyrillic, Greek, Vietnamese) are copied as they are, for what visitors type into the forms.
 *
 * Writes app/fonts/: the WOFF2 files and manrope.css (imported by faces.css, which app/root.tsx links).
 * The core file is what the pages preload; `check-budgets.ts` reports any page whose text needs more.
 */
import { readFileSync } from "node:fs";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import subsetFont from "subset-font";
import { ASSETS_DIR } from "./lib/output.ts";

const FAMILY = "Manrope Variable";
export const FONTS_DIR = join(ASSETS_DIR, "..", "fonts");

/** Code-point ranges (inclusive): ASCII, no-break space, ©, ·, dashes, curly quotes, bullet, ellipsis. */
export const CORE_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xb7, 0xb7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
];

/**
 * OpenType features kept in the core file: those browsers apply by default, and tabular figures
 * (`font-variant-numeric: tabular-nums`). Alternates nothing asks for are left out; their glyphs
 * would double the file.
 */
const CORE_FEATURES = [
  "abvm",
  "blwm",
  "calt",
  "ccmp",
  "clig",
  "curs",
  "dist",
  "kern",
  "liga",
  "locl",
  "mark",
  "mkmk",
  "rclt",
  "rlig",
  "rvrn",
  "tnum",
];

type Range = readonly [number, number];

const inRanges = (ranges: readonly Range[], codePoint: number) =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

export function isCoreCharacter(codePoint: number): boolean {
  return inRanges(CORE_RANGES, codePoint);
}

/**
 * Whether showing the character makes a browser fetch a Manrope file other than the preloaded
 * core (characters no face covers are drawn with the fallback font and fetch nothing).
 */
export function needsAnotherFontFile(
  codePoint: number,
  css = readFileSync(join(FONTS_DIR, "manrope.css"), "utf8"),
): boolean {
  if (isCoreCharacter(codePoint)) return false;
  return [...css.matchAll(/unicode-range:\s*([^;]+);/g)].some(([, range]) =>
    inRanges(parseUnicodeRange(range ?? ""), codePoint),
  );
}

/** Parses a CSS unicode-range value (`U+0000-00FF,U+0131`) into inclusive ranges. */
export function parseUnicodeRange(value: string): Range[] {
  return value.split(",").map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(first ?? "", 16), Number.parseInt(last ?? "", 16)] as const;
  });
}

export function formatUnicodeRange(ranges: readonly Range[]): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(",");
}

/** `ranges` without the code points of `removed`. */
export function subtractRanges(ranges: readonly Range[], removed: readonly Range[]): Range[] {
  let remaining: Range[] = [...ranges];
  for (const [cutFirst, cutLast] of removed) {
    remaining = remaining.flatMap(([first, last]): Range[] => {
      if (cutLast < first || cutFirst > last) return [[first, last]];
      const pieces: Range[] = [];
      if (first < cutFirst) pieces.push([first, cutFirst - 1]);
      if (last > cutLast) pieces.push([cutLast + 1, last]);
      return pieces;
    });
  }
  return remaining;
}

function charactersOf(ranges: readonly Range[]): string {
  let text = "";
  for (const [first, last] of ranges) {
    for (let codePoint = first; codePoint <= last; codePoint++) text += String.fromCodePoint(codePoint);
  }
  return text;
}

interface FontsourceFace {
  /** File name in the package's files/ folder. */
  file: string;
  unicodeRange: string;
}

/** The faces of Fontsource's wght.css, in its order. */
function fontsourceFaces(css: string): FontsourceFace[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = ""]) => {
    const file = /url\(\.\/files\/([^)]+)\)/.exec(body)?.[1];
    const unicodeRange = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    if (!file || !unicodeRange) throw new Error(`Unexpected @font-face in Fontsource's CSS: ${body.trim()}`);
    return { file, unicodeRange };
  });
}

function fontFace(file: string, unicodeRange: string): string {
  return [
    "@font-face {",
    `  font-family: "${FAMILY}";`,
    "  font-style: normal;",
    "  font-display: swap;",
    "  font-weight: 200 800;",
    `  src: url("./${file}") format("woff2-variations");`,
    `  unicode-range: ${unicodeRange};`,
    "}",
  ].join("\n");
}

export async function manropeFonts(): Promise<void> {
  const packageDir = dirname(createRequire(import.meta.url).resolve("@fontsource-variable/manrope/wght.css"));
  const faces = fontsourceFaces(await readFile(join(packageDir, "wght.css"), "utf8"));
  await mkdir(FONTS_DIR, { recursive: true });
  const rules: string[] = [];
  for (const face of faces) {
    const source = join(packageDir, "files", face.file);
    if (!face.file.startsWith("manrope-latin-wght")) {
      await copyFile(source, join(FONTS_DIR, face.file));
      rules.push(fontFace(face.file, face.unicodeRange));
      continue;
    }
    const font = await readFile(source);
    const rest = subtractRanges(parseUnicodeRange(face.unicodeRange), CORE_RANGES);
    const core = await subsetFont(font, charactersOf(CORE_RANGES), {
      targetFormat: "woff2",
      keepFeatures: CORE_FEATURES,
    });
    await writeFile(join(FONTS_DIR, "manrope-core.woff2"), core);
    await writeFile(
      join(FONTS_DIR, "manrope-latin-rest.woff2"),
      await subsetFont(font, charactersOf(rest), { targetFormat: "woff2" }),
    );
    rules.push(fontFace("manrope-latin-rest.woff2", formatUnicodeRange(rest)));
    rules.push(fontFace("manrope-core.woff2", formatUnicodeRange(CORE_RANGES)));
    console.log(`  manrope-core.woff2 ${(core.length / 1024).toFixed(1)} KB`);
  }
  const header = "/* Generated by `npm run assets -- fonts` (scripts/assets/fonts.ts); do not edit. */";
  await writeFile(join(FONTS_DIR, "manrope.css"), `${header}\n${rules.join("\n\n")}\n`);
}
