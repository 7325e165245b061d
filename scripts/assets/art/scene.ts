import { outline } from "../lib/font.ts";
import { type IconName, icon } from "../lib/icons.ts";
import { alpha, BRAND, C } from "../lib/palette.ts";
import { type Defs, g, path, rect, text, translate } from "../lib/svg.ts";
import { dotGrid, glow, type Pair } from "../lib/ui.ts";
import { horizonGlyph } from "./glyphs.ts";

/** Shared pieces for the illustrations: backdrop, floating windows, labels. */

export function backdrop(
  defs: Defs,
  w: number,
  h: number,
  colors: Pair = BRAND,
  glows: readonly [number, number][] = [
    [0.15, 0.85],
    [0.88, 0.12],
  ],
): string[] {
  return [
    rect(0, 0, w, h, { fill: C.bg }),
    dotGrid(0, 0, w, h, 28),
    glow(defs, w * (glows[0]?.[0] ?? 0.15), h * (glows[0]?.[1] ?? 0.85), Math.max(w, h) * 0.42, colors[0], 0.4),
    glow(defs, w * (glows[1]?.[0] ?? 0.88), h * (glows[1]?.[1] ?? 0.12), Math.max(w, h) * 0.4, colors[1], 0.32),
  ];
}

/** A floating app window with a title bar; returns markup with the body drawn by `content` at (x, y + 44). */
export function windowFrame(
  defs: Defs,
  x: number,
  y: number,
  w: number,
  h: number,
  title: string,
  content: string,
  options: { shadow?: boolean } = {},
): string {
  return g({}, [
    options.shadow === false
      ? ""
      : rect(x + 8, y + 22, w, h, { r: 16, fill: "#000", opacity: 0.5, filter: defs.blur(18) }),
    rect(x, y, w, h, { r: 16, fill: C.surface1, stroke: "rgba(255,255,255,0.16)", strokeWidth: 1.5 }),
    rect(x, y, w, 44, { r: 16, fill: C.surface2 }),
    rect(x, y + 28, w, 16, { fill: C.surface2 }),
    ...["#FB7185", "#F59E0B", "#34D399"].map(
      (color, index) => `<circle cx="${x + 22 + index * 18}" cy="${y + 22}" r="5.5" fill="${color}"/>`,
    ),
    text(x + w / 2, y + 28, title, { size: 14, weight: 700, anchor: "middle", fill: C.body }),
    g({ clipPath: defs.clipRect(x, y + 44, w, h - 44, 0) }, content),
  ]);
}

/** Icon in a gradient tile. */
export function iconTile(defs: Defs, x: number, y: number, size: number, name: IconName, colors: Pair = BRAND): string {
  return (
    rect(x, y, size, size, { r: size * 0.28, fill: defs.linear(colors, 0, 0, 1, 1) }) +
    icon(name, x + size * 0.22, y + size * 0.22, size * 0.56, "#fff", 2.2)
  );
}

/** A labelled floating card (icon tile + title + detail). */
export function labelCard(
  defs: Defs,
  x: number,
  y: number,
  w: number,
  name: IconName,
  title: string,
  detail: string,
  colors: Pair = BRAND,
): string {
  return [
    rect(x + 4, y + 12, w, 76, { r: 18, fill: "#000", opacity: 0.45, filter: defs.blur(12) }),
    rect(x, y, w, 76, { r: 18, fill: alpha(C.surface1, 0.96), stroke: C.borderStrong, strokeWidth: 1.5 }),
    iconTile(defs, x + 14, y + 16, 44, name, colors),
    text(x + 72, y + 34, title, { size: 16, weight: 800 }),
    text(x + 72, y + 56, detail, { size: 13, weight: 500, fill: C.body }),
  ].join("");
}

/** The Horizon wordmark in outlines (for covers and illustrations). */
export function horizonWordmark(defs: Defs, x: number, y: number, height: number, color: string = C.text): string {
  const scale = height / 40;
  const word = outline("Horizon", 44, 30, { size: 25, weight: 700, spacing: -0.01 });
  return g({ transform: translate(x, y, scale) }, [horizonGlyph(defs, 0, 2, 36), path(word.d, { fill: color })]);
}
