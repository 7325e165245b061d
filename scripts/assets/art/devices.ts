import { alpha, C } from "../lib/palette.ts";
import { circle, type Defs, el, g, path, rect, text, translate } from "../lib/svg.ts";
import type { Pair } from "../lib/ui.ts";
import { appGlyph } from "./glyphs.ts";
import { posterArt } from "./poster.ts";

/**
 * Device frames (TV, phone, tablet, laptop, dongle, set-top box, small
 * streaming box, HbbTV) that host any screen drawing, plus the eight device
 * mock-ups of the home page showcase.
 */

/** Draws screen content designed at (designW x designH) into (x, y, w, h), clipped with radius r. */
export function screen(
  defs: Defs,
  x: number,
  y: number,
  w: number,
  h: number,
  designW: number,
  content: string,
  r = 0,
): string {
  const scale = w / designW;
  const designH = h / scale;
  const clip = defs.clipRect(0, 0, designW, designH, r / scale);
  return g({ transform: translate(x, y, scale) }, [g({ clipPath: clip }, content)]);
}

/** A faint diagonal sheen over glass. */
function glass(defs: Defs, x: number, y: number, w: number, h: number, r = 0): string {
  const fill = defs.linear(
    [
      { offset: 0, color: "#ffffff", opacity: 0.09 },
      { offset: 0.45, color: "#ffffff", opacity: 0.02 },
      { offset: 0.46, color: "#ffffff", opacity: 0 },
    ],
    0,
    0,
    1,
    1,
  );
  return rect(x, y, w, h, { r, fill });
}

function floorShadow(defs: Defs, cx: number, cy: number, rx: number, ry: number, opacity = 0.55): string {
  return el("ellipse", {
    cx,
    cy,
    rx,
    ry,
    fill: defs.radial([
      { offset: 0, color: "#000000", opacity },
      { offset: 1, color: "#000000", opacity: 0 },
    ]),
  });
}

/** A flat-panel TV; (x, y) is the top-left of the panel, w its width. Content is designed at 1920 wide. */
export function tvFrame(
  defs: Defs,
  x: number,
  y: number,
  w: number,
  content: string,
  options: { stand?: "feet" | "pedestal" | "none" } = {},
): string {
  const bezel = Math.max(6, w * 0.012);
  const sw = w - bezel * 2;
  const sh = (sw * 9) / 16;
  const h = sh + bezel * 2;
  const parts: string[] = [];
  const stand = options.stand ?? "pedestal";
  if (stand === "pedestal") {
    parts.push(floorShadow(defs, x + w / 2, y + h + w * 0.085, w * 0.28, w * 0.03));
    parts.push(
      path(
        `M${x + w * 0.47} ${y + h}L${x + w * 0.53} ${y + h}L${x + w * 0.525} ${y + h + w * 0.07}L${x + w * 0.475} ${y + h + w * 0.07}Z`,
        { fill: "#1A2040" },
      ),
    );
    parts.push(
      el("ellipse", {
        cx: x + w / 2,
        cy: y + h + w * 0.075,
        rx: w * 0.17,
        ry: w * 0.016,
        fill: defs.linear(["#2A3260", "#10152E"], 0, 0, 0, 1),
      }),
    );
  } else if (stand === "feet") {
    parts.push(floorShadow(defs, x + w / 2, y + h + w * 0.06, w * 0.48, w * 0.025));
    for (const fx of [0.1, 0.9]) {
      parts.push(
        path(
          `M${x + w * fx - w * 0.01} ${y + h - 4}L${x + w * fx + w * 0.01} ${y + h - 4}L${x + w * fx + w * 0.035} ${y + h + w * 0.055}L${x + w * fx - w * 0.035} ${y + h + w * 0.055}Z`,
          { fill: "#1A2040" },
        ),
      );
    }
  }
  parts.push(
    rect(x, y, w, h, {
      r: bezel * 0.9,
      fill: defs.linear(["#1B2142", "#080B18"], 0, 0, 0, 1),
      stroke: "rgba(255,255,255,0.14)",
      strokeWidth: 1.5,
    }),
  );
  parts.push(screen(defs, x + bezel, y + bezel, sw, sh, 1920, content, 2));
  parts.push(glass(defs, x + bezel, y + bezel, sw, sh));
  parts.push(circle(x + w / 2, y + h - bezel / 2, bezel * 0.18, alpha(C.cyan, 0.6)));
  return parts.join("");
}

/** TV panel height for a given width (for layout). */
export function tvHeight(w: number): number {
  const bezel = Math.max(6, w * 0.012);
  return ((w - bezel * 2) * 9) / 16 + bezel * 2;
}

/** A phone; content is designed at 390 x 844. (x, y) top-left of the body, h its height. */
export function phoneFrame(
  defs: Defs,
  x: number,
  y: number,
  h: number,
  content: string,
  options: { shadow?: boolean } = {},
): string {
  const w = h * (430 / 884);
  const bezel = h * (20 / 884);
  const r = h * (64 / 884);
  const parts: string[] = [];
  if (options.shadow ?? true)
    parts.push(
      rect(x + w * 0.04, y + h * 0.03, w * 0.92, h, { r, fill: "#000", opacity: 0.45, filter: defs.blur(h * 0.02) }),
    );
  parts.push(
    rect(x, y, w, h, {
      r,
      fill: defs.linear(["#2B3466", "#0B0F22"], 0, 0, 1, 1),
      stroke: "rgba(255,255,255,0.22)",
      strokeWidth: Math.max(1, h * 0.003),
    }),
  );
  parts.push(rect(x + bezel * 0.5, y + bezel * 0.5, w - bezel, h - bezel, { r: r - bezel * 0.5, fill: "#05070F" }));
  parts.push(screen(defs, x + bezel, y + bezel, w - bezel * 2, h - bezel * 2, 390, content, r - bezel));
  // Camera island.
  parts.push(rect(x + w / 2 - w * 0.14, y + bezel + h * 0.012, w * 0.28, h * 0.036, { r: h * 0.018, fill: "#000" }));
  parts.push(glass(defs, x + bezel, y + bezel, w - bezel * 2, h - bezel * 2, r - bezel));
  // Side buttons.
  parts.push(rect(x + w - 1, y + h * 0.22, h * 0.006, h * 0.1, { r: 2, fill: "#2B3466" }));
  parts.push(rect(x - h * 0.006 + 1, y + h * 0.18, h * 0.006, h * 0.06, { r: 2, fill: "#2B3466" }));
  return parts.join("");
}

export function phoneWidth(h: number): number {
  return h * (430 / 884);
}

/** A landscape tablet; content designed at 1600 x 1200 (4:3). */
export function tabletFrame(defs: Defs, x: number, y: number, w: number, content: string): string {
  const bezel = w * 0.028;
  const sw = w - bezel * 2;
  const sh = (sw * 3) / 4;
  const h = sh + bezel * 2;
  const r = w * 0.045;
  return [
    rect(x + w * 0.02, y + h * 0.04, w * 0.96, h, { r, fill: "#000", opacity: 0.45, filter: defs.blur(w * 0.02) }),
    rect(x, y, w, h, {
      r,
      fill: defs.linear(["#2B3466", "#0B0F22"], 0, 0, 1, 1),
      stroke: "rgba(255,255,255,0.2)",
      strokeWidth: 1.5,
    }),
    rect(x + bezel * 0.35, y + bezel * 0.35, w - bezel * 0.7, h - bezel * 0.7, { r: r * 0.85, fill: "#05070F" }),
    screen(defs, x + bezel, y + bezel, sw, sh, 1600, content, r * 0.4),
    glass(defs, x + bezel, y + bezel, sw, sh, r * 0.4),
    circle(x + w / 2, y + bezel * 0.5, bezel * 0.12, "#1E2550"),
  ].join("");
}

export function tabletHeight(w: number): number {
  const bezel = w * 0.028;
  return ((w - bezel * 2) * 3) / 4 + bezel * 2;
}

/** A laptop (screen 16:10, content designed at 1920 x 1200); (x, y) is the lid's top-left. */
export function laptopFrame(defs: Defs, x: number, y: number, w: number, content: string): string {
  const bezel = w * 0.026;
  const sw = w - bezel * 2;
  const sh = (sw * 10) / 16;
  const h = sh + bezel * 2.2;
  const deckH = w * 0.035;
  const overhang = w * 0.09;
  return [
    floorShadow(defs, x + w / 2, y + h + deckH * 0.9, w * 0.62, deckH * 0.9),
    rect(x, y, w, h, {
      r: w * 0.025,
      fill: defs.linear(["#232B57", "#0B0F22"], 0, 0, 0, 1),
      stroke: "rgba(255,255,255,0.18)",
      strokeWidth: 1.5,
    }),
    screen(defs, x + bezel, y + bezel * 1.2, sw, sh, 1920, content, 4),
    glass(defs, x + bezel, y + bezel * 1.2, sw, sh, 4),
    circle(x + w / 2, y + bezel * 0.6, bezel * 0.14, "#2D3566"),
    path(
      `M${x - overhang} ${y + h + deckH * 0.35}L${x + w + overhang} ${y + h + deckH * 0.35}Q${x + w + overhang} ${y + h + deckH} ${x + w + overhang - deckH} ${y + h + deckH}L${x - overhang + deckH} ${y + h + deckH}Q${x - overhang} ${y + h + deckH} ${x - overhang} ${y + h + deckH * 0.35}Z`,
      {
        fill: defs.linear(["#39427A", "#151B3A"], 0, 0, 0, 1),
      },
    ),
    rect(x - overhang, y + h, w + overhang * 2, deckH * 0.4, { r: deckH * 0.2, fill: "#4A548F" }),
    rect(x + w / 2 - w * 0.09, y + h, w * 0.18, deckH * 0.28, { r: deckH * 0.14, fill: "#2A3263" }),
  ].join("");
}

export function laptopHeight(w: number): number {
  const bezel = w * 0.026;
  return ((w - bezel * 2) * 10) / 16 + bezel * 2.2;
}

/** HbbTV broadcast picture with the red-button overlay (designed at 1920 x 1080). */
export function hbbtvScreen(defs: Defs, accent: Pair): string {
  const parts = [posterArt(defs, 0, 0, 1920, 1080, 40, { kind: "sport", titleStyle: "none" })];
  // Broadcast score bug.
  parts.push(rect(80, 70, 420, 64, { r: 12, fill: "rgba(7,11,26,0.85)" }));
  parts.push(text(110, 113, "HOME  2 – 1  AWAY", { size: 28, weight: 800 }));
  parts.push(rect(430, 82, 56, 40, { r: 8, fill: C.red }));
  parts.push(text(458, 110, "63'", { size: 22, weight: 800, anchor: "middle" }));
  // Side panel opened by the red button.
  parts.push(
    rect(1180, 120, 660, 840, { r: 28, fill: "rgba(7,11,26,0.9)", stroke: "rgba(255,255,255,0.14)", strokeWidth: 2 }),
  );
  parts.push(appGlyph(defs, 1230, 170, 56, accent));
  parts.push(text(1306, 210, "Interactive", { size: 34, weight: 800 }));
  const items = ["Live statistics", "Replay key moments", "Programme guide", "Catch-up TV", "Choose camera"];
  items.forEach((label, index) => {
    const iy = 280 + index * 112;
    const active = index === 0;
    parts.push(rect(1230, iy, 560, 88, { r: 18, fill: active ? defs.linear(accent) : "rgba(255,255,255,0.06)" }));
    parts.push(text(1266, iy + 55, label, { size: 30, weight: 700, fill: active ? "#fff" : C.body }));
  });
  // Red button hint.
  parts.push(
    rect(80, 930, 520, 80, { r: 40, fill: "rgba(7,11,26,0.85)", stroke: "rgba(255,255,255,0.14)", strokeWidth: 2 }),
  );
  parts.push(circle(132, 970, 22, C.red));
  parts.push(text(172, 981, "Press red to close", { size: 30, weight: 700 }));
  return parts.join("");
}

/** A small plain streaming box with a remote (no brand marks). */
export function streamingBox(defs: Defs, cx: number, by: number, size: number): string {
  const w = size;
  const h = size * 0.3;
  return [
    rect(cx - w / 2, by - h, w, h, {
      r: h * 0.35,
      fill: defs.linear(["#262E5C", "#0B0F22"], 0, 0, 0, 1),
      stroke: "rgba(255,255,255,0.2)",
      strokeWidth: 1.5,
    }),
    rect(cx - w / 2 + 6, by - h + 4, w - 12, h * 0.28, { r: h * 0.14, fill: "rgba(255,255,255,0.08)" }),
    circle(cx + w * 0.38, by - h * 0.35, 3, C.cyan),
  ].join("");
}

/** A slim remote lying on a surface, seen from the front: (x, by) is its left end on the surface. */
export function remote(defs: Defs, x: number, by: number, len: number): string {
  const h = len * 0.13;
  return [
    rect(x, by - h, len, h, {
      r: h / 2,
      fill: defs.linear(["#2C3568", "#0E1330"], 0, 0, 0, 1),
      stroke: "rgba(255,255,255,0.22)",
      strokeWidth: 1.2,
    }),
    rect(x + len * 0.08, by - h + 3, len * 0.84, h * 0.3, { r: h * 0.15, fill: "rgba(255,255,255,0.1)" }),
  ].join("");
}
