import { BRAND, type ProductSlug, product } from "../lib/palette.ts";
import { circle, type Defs, el, g, path, translate } from "../lib/svg.ts";

/**
 * Brand and product marks, drawn on a 48-unit square. Each product glyph is a
 * rounded tile in the product gradient with a white symbol, so the six marks
 * read as one family next to the Horizon sun-over-horizon mark.
 */

/** The Horizon mark: a half sun resting on a horizon line (48 x 48 box). */
export function horizonGlyph(defs: Defs, x: number, y: number, size: number, colors = BRAND): string {
  const fill = defs.linearUser(colors, 4, 8, 44, 40);
  return g({ transform: translate(x, y, size / 48) }, [
    path("M9 30a15 15 0 0 1 30 0Z", { fill }),
    el("rect", { x: 3, y: 34, width: 42, height: 4.5, rx: 2.25, fill }),
    el("rect", { x: 11, y: 41, width: 26, height: 3.5, rx: 1.75, fill, opacity: 0.55 }),
  ]);
}

const SYMBOLS: Record<ProductSlug, string> = {
  // VIVRE: stacked rails (layout) with a play notch.
  vivre:
    '<path d="M13 15h22M13 24h14M13 33h22" stroke="#fff" stroke-width="4.5" stroke-linecap="round"/><path d="M31 20.5v7l5.5-3.5Z" fill="#fff"/>',
  // S.A.R.A.: an AI spark.
  sara: '<path d="M24 10c1.3 7 4 9.7 11 11-7 1.3-9.7 4-11 11-1.3-7-4-9.7-11-11 7-1.3 9.7-4 11-11Z" fill="#fff"/><circle cx="34" cy="33" r="3" fill="#fff"/>',
  // Blinks: a vertical short-video frame with play.
  blink:
    '<rect x="15" y="9" width="18" height="30" rx="4.5" fill="none" stroke="#fff" stroke-width="4"/><path d="M21.5 19v10l8-5Z" fill="#fff"/>',
  // Hospitality: a concierge bell.
  hospitality:
    '<path d="M11 31a13 13 0 0 1 26 0Z" fill="#fff"/><rect x="9" y="33" width="30" height="4" rx="2" fill="#fff"/><rect x="22" y="12" width="4" height="6" rx="2" fill="#fff"/>',
  // AdPilot: a paper plane (campaigns in flight).
  adpilot: '<path d="M10 24 37 12 30 37l-7-8-6 5 1-8Z" fill="#fff"/>',
  // ReelCraft: a film reel.
  reelcraft:
    '<circle cx="24" cy="24" r="13" fill="none" stroke="#fff" stroke-width="4"/><circle cx="24" cy="18" r="2.6" fill="#fff"/><circle cx="24" cy="30" r="2.6" fill="#fff"/><circle cx="18" cy="24" r="2.6" fill="#fff"/><circle cx="30" cy="24" r="2.6" fill="#fff"/>',
};

/** Product mark in its own gradient (48 x 48 box). */
export function productGlyph(defs: Defs, slug: ProductSlug, x: number, y: number, size: number): string {
  const { gradient } = product(slug);
  const fill = defs.linear(gradient, 0, 0, 1, 1);
  return g({ transform: translate(x, y, size / 48) }, [
    el("rect", { x: 0, y: 0, width: 48, height: 48, rx: 13, fill }),
    SYMBOLS[slug],
  ]);
}

/** A neutral round mark for generic streaming apps inside mock-ups (not a real brand). */
export function appGlyph(defs: Defs, x: number, y: number, size: number, colors: readonly [string, string]): string {
  const fill = defs.linear(colors, 0, 0, 1, 1);
  return g({ transform: translate(x, y, size / 48) }, [
    circle(24, 24, 24, fill),
    path("M19 15.5v17l14-8.5Z", { fill: "#fff" }),
  ]);
}
