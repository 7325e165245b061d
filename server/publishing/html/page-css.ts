/**
 * The part of a stylesheet a pre-rendered page can use as it was rendered: a page inlines its
 * stylesheets so the first paint needs no request, and every byte of that CSS is a byte of the
 * document, which should fit the first round trip of a new connection (14,600 bytes with its
 * headers). A style rule whose selectors all need a class the page's markup does not have, and a
 * web font face for characters the page does not contain, cannot affect the first paint; they are
 * left out of the inline copy. The full stylesheets come back before the page's code runs (the
 * hydration loader enables their links), so classes and text added later have their rules.
 */
import { type Selector, transform } from "lightningcss";

/** What of a page's markup decides which rules it can use. */
export interface PageUsage {
  /** Every class name in the page's markup. */
  classes: ReadonlySet<string>;
  /** Every character of the page (its text, its attributes and the content strings of its CSS). */
  codePoints: ReadonlySet<number>;
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const NUMERIC_ENTITY = /&#(x[0-9a-f]+|\d+);/gi;
const CSS_ESCAPE = /\\([0-9a-f]{1,6})/gi;

/** The classes and characters of a page's HTML (inline CSS included, for its `content` strings). */
export function pageUsageOf(html: string): PageUsage {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (value ?? "").split(/\s+/)) if (name) classes.add(name);
  }
  const codePoints = new Set<number>();
  for (const character of html) {
    const codePoint = character.codePointAt(0) ?? 0;
    // Control characters (line breaks, tabs) draw no glyph.
    if (codePoint >= 0x20 && (codePoint < 0x7f || codePoint > 0x9f)) codePoints.add(codePoint);
  }
  for (const [, code] of html.matchAll(NUMERIC_ENTITY)) {
    codePoints.add(code?.[0]?.toLowerCase() === "x" ? Number.parseInt(code.slice(1), 16) : Number(code));
  }
  for (const [, hex] of html.matchAll(CSS_ESCAPE)) codePoints.add(Number.parseInt(hex ?? "", 16));
  return { classes, codePoints };
}

/**
 * Whether a selector can match the page: every class of its compound selectors (outside
 * functional pseudo-classes such as `:not()`, which can match without the class) is in the markup.
 */
function canMatch(selector: Selector, classes: ReadonlySet<string>): boolean {
  return selector.every((component) => component.type !== "class" || classes.has(component.name));
}

function intersects(ranges: readonly { start: number; end: number }[], codePoints: ReadonlySet<number>): boolean {
  for (const codePoint of codePoints) {
    if (ranges.some(({ start, end }) => codePoint >= start && codePoint <= end)) return true;
  }
  return false;
}

/** The rules of `css` the page can use as rendered, minified (at-rules left empty are dropped). */
export function cssForPage(css: string, page: PageUsage): string {
  const { code } = transform({
    filename: "page.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          // A rule one of whose selectors can match stays whole: rewriting its selector list would
          // mean serialising its declarations again, which lightningcss's visitor cannot do for all of them.
          return rule.value.selectors.some((selector) => canMatch(selector, page.classes)) ? undefined : [];
        },
        "font-face"(rule) {
          const ranges = rule.value.properties.find((property) => property.type === "unicode-range");
          return ranges && !intersects(ranges.value, page.codePoints) ? [] : undefined;
        },
      },
    },
  });
  return withoutEmptyBlocks(code.toString());
}

const EMPTY_CONDITIONAL_BLOCK = /@(?:media|supports|container)[^{};]*\{\}/g;

/** Conditional rules whose rules were all dropped (lightningcss keeps them as `@media …{}`), inner ones first. */
function withoutEmptyBlocks(css: string): string {
  let previous: string;
  let current = css;
  do {
    previous = current;
    current = current.replace(EMPTY_CONDITIONAL_BLOCK, "");
  } while (current !== previous);
  return current;
}
