import { partners } from "#shared/content/partners.ts";
import { type Face, measuredCapHeight, outline } from "../lib/font.ts";
import { writeSvg } from "../lib/output.ts";
import { customerWordmarks, partnerWordmarks, registries, type WordmarkFile } from "../lib/registry-files.ts";
import { circle, Defs, el, n, path, polyline, svgDocument } from "../lib/svg.ts";

/**
 * Monochrome wordmarks for the partner platforms and the customers. The platforms and standards are
 * set alike, in the site's typeface at one weight, so a row of them reads as one list of names and
 * none looks like a logo we were given. The customers' names each get their own typeface, case and
 * spacing, some with a simple geometric accent, so the wall of them reads as distinct marks. They
 * are drawn here from stock fonts (Manrope and the URW base fonts); none copies the owner's logo
 * artwork, and a real logo file can replace any of them later.
 */

type Accent = "dot" | "ring" | "bar" | "slashes" | "chevrons" | "spark" | "play" | "wave";

interface WordmarkStyle {
  face: Face;
  letterCase?: "upper" | "lower";
  /** Letter spacing in em. */
  spacing?: number;
  /** The name from `at` on is set in a second face (e.g. a light word and a bold suffix). */
  second?: { at: number; face: Face };
  accent?: Accent;
}

const MANROPE = (style: string): Face => ({ family: "Manrope", style });
const URW = (family: string, style: string): Face => ({ family, style });

/** Every platform and standard: the site's typeface, one weight, the name as its owner writes it. */
const PLATFORM: WordmarkStyle = { face: MANROPE("Bold"), spacing: -0.01 };

/** Designed styles by registry slug; a new entry without one gets a style from DEFAULT_STYLES. */
const STYLES: Record<string, WordmarkStyle> = {
  ...Object.fromEntries(partners.map((entry) => [entry.slug, PLATFORM])),
  // Customers
  astro: { face: URW("URW Gothic", "Demi"), letterCase: "upper", spacing: 0.2, accent: "spark" },
  dialog: { face: URW("P052", "Bold"), letterCase: "lower", spacing: -0.01, accent: "dot" },
  dishtv: {
    face: URW("Nimbus Sans", "Bold Italic"),
    spacing: -0.02,
    second: { at: 4, face: URW("Nimbus Sans", "Italic") },
  },
  emiratus: { face: MANROPE("ExtraBold"), spacing: -0.02, accent: "play" },
  kaltura: { face: URW("Nimbus Sans Narrow", "Bold"), letterCase: "upper", spacing: 0.08, accent: "ring" },
  reshet: { face: URW("URW Bookman", "Light"), spacing: 0.02, accent: "wave" },
};

const DEFAULT_STYLES: readonly WordmarkStyle[] = [
  { face: MANROPE("ExtraBold"), spacing: -0.01 },
  { face: URW("URW Gothic", "Demi"), letterCase: "upper", spacing: 0.12 },
  { face: URW("P052", "Bold") },
  { face: URW("Nimbus Sans Narrow", "Bold"), letterCase: "upper", spacing: 0.08, accent: "bar" },
];

export function wordmarkStyle(slug: string): WordmarkStyle {
  const designed = STYLES[slug];
  if (designed) return designed;
  const hash = [...slug].reduce((sum, letter) => (sum * 31 + letter.charCodeAt(0)) >>> 0, 7);
  return DEFAULT_STYLES[hash % DEFAULT_STYLES.length] as WordmarkStyle;
}

const HEIGHT = 48;
/** Every mark has the same cap height, so marks of different faces sit at one optical size. */
const CAP = 20;
const PAD = 4;
const FILL = "#FFFFFF";

function cased(name: string, letterCase: WordmarkStyle["letterCase"]): string {
  if (letterCase === "upper") return name.toUpperCase();
  if (letterCase === "lower") return name.toLowerCase();
  return name;
}

/** Font size at which `face` has the common cap height (rounded: opentype.js can emit NaN for long fractions). */
function sizeFor(face: Face): number {
  return Math.round((CAP * 4000) / measuredCapHeight({ size: 40, face })) / 100;
}

interface Placed {
  body: string[];
  width: number;
}

/** The name's letters from x, on the common baseline; returns their outlines and total advance. */
function setName(name: string, style: WordmarkStyle, x: number, baseline: number): Placed {
  const parts = style.second
    ? [
        { text: name.slice(0, style.second.at), face: style.face },
        { text: name.slice(style.second.at), face: style.second.face },
      ]
    : [{ text: name, face: style.face }];
  const body: string[] = [];
  let cursor = x;
  let end = x;
  for (const part of parts.filter((candidate) => candidate.text !== "")) {
    const size = sizeFor(part.face);
    const letters = outline(part.text, cursor, baseline, { size, face: part.face, spacing: style.spacing ?? 0 });
    body.push(path(letters.d, { fill: FILL }));
    end = cursor + letters.width;
    cursor = end + (style.spacing ?? 0) * size;
  }
  return { body, width: end - x };
}

/** Space an accent takes before and after the name. */
const ACCENT_SPACE: Record<Accent, { before: number; after: number }> = {
  dot: { before: 0, after: CAP * 0.42 },
  ring: { before: CAP * 1.35, after: 0 },
  bar: { before: 0, after: 0 },
  slashes: { before: CAP * 1.4, after: 0 },
  chevrons: { before: CAP * 0.9, after: CAP * 0.9 },
  spark: { before: 0, after: CAP * 0.95 },
  play: { before: CAP * 1.2, after: 0 },
  wave: { before: CAP * 1.5, after: 0 },
};

function accentShapes(accent: Accent, left: number, textWidth: number, baseline: number): string[] {
  const top = baseline - CAP;
  const middle = baseline - CAP / 2;
  const stroke = {
    fill: "none",
    stroke: FILL,
    strokeWidth: CAP * 0.13,
    strokeLinecap: "round",
    strokeLinejoin: "round",
  };
  const textLeft = left + ACCENT_SPACE[accent].before;
  const textRight = textLeft + textWidth;
  switch (accent) {
    case "dot":
      return [circle(textRight + CAP * 0.26, top + CAP * 0.14, CAP * 0.15, FILL)];
    case "ring":
      return [circle(left + CAP * 0.45, middle, CAP * 0.4, "none", { stroke: FILL, strokeWidth: CAP * 0.14 })];
    case "bar":
      return [
        el("rect", { x: textLeft, y: baseline + CAP * 0.3, width: textWidth * 0.34, height: CAP * 0.12, fill: FILL }),
      ];
    case "slashes":
      return [0, 0.42].map((offset) =>
        path(
          polyline(
            [
              [left + CAP * (0.3 + offset), baseline],
              [left + CAP * (0.52 + offset), top],
              [left + CAP * (0.66 + offset), top],
              [left + CAP * (0.44 + offset), baseline],
            ],
            true,
          ),
          { fill: FILL },
        ),
      );
    case "chevrons": {
      // "<" before the name and ">" after it: open side at `x`, point at `tip`.
      const chevron = (x: number, tip: number) =>
        path(
          polyline([
            [x, top + CAP * 0.12],
            [tip, middle],
            [x, baseline - CAP * 0.12],
          ]),
          stroke,
        );
      return [chevron(left + CAP * 0.55, left + CAP * 0.12), chevron(textRight + CAP * 0.35, textRight + CAP * 0.78)];
    }
    case "spark": {
      const cx = textRight + CAP * 0.55;
      const cy = top + CAP * 0.18;
      const r = CAP * 0.32;
      const k = r * 0.22;
      return [
        path(
          `M${n(cx)} ${n(cy - r)}L${n(cx + k)} ${n(cy - k)}L${n(cx + r)} ${n(cy)}L${n(cx + k)} ${n(cy + k)}L${n(cx)} ${n(cy + r)}L${n(cx - k)} ${n(cy + k)}L${n(cx - r)} ${n(cy)}L${n(cx - k)} ${n(cy - k)}Z`,
          { fill: FILL },
        ),
      ];
    }
    case "play":
      return [
        path(
          polyline(
            [
              [left + CAP * 0.1, top + CAP * 0.05],
              [left + CAP * 0.82, middle],
              [left + CAP * 0.1, baseline - CAP * 0.05],
            ],
            true,
          ),
          { fill: FILL, stroke: FILL, strokeWidth: CAP * 0.08, strokeLinejoin: "round" },
        ),
      ];
    case "wave": {
      const points: [number, number][] = Array.from({ length: 25 }, (_, index) => {
        const t = index / 24;
        return [left + CAP * (0.05 + t * 1.05), middle - Math.sin(t * Math.PI * 2) * CAP * 0.3];
      });
      return [path(polyline(points), stroke)];
    }
  }
}

/** One wordmark: the name in its style at the common cap height, width to fit, only a viewBox. */
export function drawWordmark(mark: WordmarkFile): { svg: string; width: number; height: number } {
  const style = wordmarkStyle(mark.slug);
  const name = cased(mark.name, style.letterCase);
  const baseline = (HEIGHT + CAP) / 2;
  const space = style.accent ? ACCENT_SPACE[style.accent] : { before: 0, after: 0 };
  const letters = setName(name, style, PAD + space.before, baseline);
  const width = Math.ceil(PAD + space.before + letters.width + space.after + PAD);
  const accent = style.accent ? accentShapes(style.accent, PAD, letters.width, baseline) : [];
  const svg = svgDocument(width, HEIGHT, new Defs(), [...accent, ...letters.body]).replace(
    ` width="${width}" height="${HEIGHT}"`,
    "",
  );
  return { svg, width, height: HEIGHT };
}

export async function wordmarks(): Promise<void> {
  for (const mark of [...partnerWordmarks(registries.partners), ...customerWordmarks(registries.customers)]) {
    const { svg, width, height } = drawWordmark(mark);
    await writeSvg(mark.file, svg, { width, height });
  }
}
