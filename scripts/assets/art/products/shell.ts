import type { IconName } from "../../lib/icons.ts";
import { icon } from "../../lib/icons.ts";
import { alpha, C, mix, type ProductSlug, product } from "../../lib/palette.ts";
import { type Defs, line, rect, text } from "../../lib/svg.ts";
import { avatar, chip, searchBox } from "../../lib/ui.ts";
import { productGlyph } from "../glyphs.ts";

/** Product screens are 1400 x 1000 (shown at 700 x 500, so everything is drawn at 2x legibility). */
export const SW = 1400;
export const SH = 1000;

export interface NavItem {
  icon: IconName;
  label: string;
}

/** Left edge and width of the content area inside the admin shell. */
export const CONTENT_X = 268;
export const CONTENT_Y = 112;
export const CONTENT_W = SW - CONTENT_X - 32;

/**
 * A product's web console: sidebar with the product mark and sections, a top
 * bar with the page title, search, a context chip and the user.
 */
export function adminShell(
  defs: Defs,
  slug: ProductSlug,
  nav: readonly NavItem[],
  active: number,
  title: string,
  context: string,
  body: readonly string[],
  contextIcon: IconName = "calendar",
): string[] {
  const identity = product(slug);
  const [a] = identity.gradient;
  const parts: string[] = [rect(0, 0, SW, SH, { fill: C.bg })];
  parts.push(rect(0, 0, 236, SH, { fill: C.surface1 }));
  parts.push(line(236, 0, 236, SH, C.border, 1.5));
  parts.push(productGlyph(defs, slug, 28, 28, 40));
  parts.push(text(80, 55, identity.name, { size: identity.name.length > 10 ? 17 : 21, weight: 800 }));
  nav.forEach((item, index) => {
    const y = 112 + index * 52;
    const on = index === active;
    if (on) {
      parts.push(rect(16, y, 204, 42, { r: 10, fill: alpha(a, 0.16) }));
      parts.push(rect(16, y + 10, 4, 22, { r: 2, fill: defs.linear(identity.gradient, 0, 0, 0, 1) }));
    }
    const color = on ? mix(a, "#ffffff", 0.55) : C.body;
    parts.push(icon(item.icon, 34, y + 10, 22, color));
    parts.push(text(70, y + 27, item.label, { size: 16, weight: on ? 700 : 600, fill: color }));
  });
  // Workspace switcher at the bottom of the sidebar.
  parts.push(rect(16, SH - 84, 204, 60, { r: 12, fill: C.surface2 }));
  parts.push(avatar(defs, 46, SH - 54, 16, "OP", 3));
  parts.push(text(72, SH - 58, "Operator workspace", { size: 13, weight: 700 }));
  parts.push(text(72, SH - 39, "Production", { size: 12, weight: 600, fill: C.muted }));
  // Top bar.
  parts.push(text(CONTENT_X, 66, title, { size: 28, weight: 800 }));
  const contextW = chip(0, 0, context, { height: 42, size: 14, icon: contextIcon }).width;
  const contextX = SW - 32 - 58 - contextW;
  parts.push(chip(contextX, 36, context, { height: 42, size: 14, icon: contextIcon }).svg);
  parts.push(searchBox(contextX - 16 - 240, 36, 240, 42, "Search"));
  parts.push(avatar(defs, SW - 32 - 21, 57, 21, "JS", 0));
  parts.push(...body);
  return parts;
}
