import { measure } from "../lib/font.ts";
import { type IconName, icon } from "../lib/icons.ts";
import { FIRST_PAINT_IMAGE_BYTES, writeRaster } from "../lib/output.ts";
import { alpha, BRAND, C, PRODUCTS, type ProductSlug, product } from "../lib/palette.ts";
import { circle, Defs, g, line, rect, svgDocument, text, translate } from "../lib/svg.ts";
import { donut, lineChart, type Pair, progress, statusPill } from "../lib/ui.ts";
import { epgScreen, phoneHome, tvHome } from "./app.ts";
import { phoneFrame, phoneWidth, tabletFrame, tvFrame } from "./devices.ts";
import { horizonGlyph, productGlyph } from "./glyphs.ts";
import { iconTile } from "./scene.ts";

/**
 * The visuals beside the headlines of the top-level pages (Home, About, Solutions, OTT app
 * development, Products): floating compositions of devices and product UI on a transparent
 * ground, so they sit on each hero's own gradient (the page draws the glow behind them).
 * Labels are set at 34–44 px: on a phone the image is shown at about a third of its size.
 */
const W = 1200;
const H = 960;

const TITLE = 40;
const DETAIL = 30;

type Drawing = (defs: Defs) => string[];

/** A raised surface floating over the composition, with its drop shadow. */
function floating(defs: Defs, x: number, y: number, w: number, h: number, r: number): string {
  return [
    rect(x + 8, y + 22, w, h, { r, fill: "#000", opacity: 0.5, filter: defs.blur(18) }),
    rect(x, y, w, h, { r, fill: alpha(C.surface1, 0.97), stroke: C.borderStrong, strokeWidth: 2.5 }),
  ].join("");
}

/** A floating card: icon tile, a title and one detail line, as wide as its text. */
function floatCard(
  defs: Defs,
  x: number,
  y: number,
  iconName: IconName,
  title: string,
  detail: string,
  colors: Pair = BRAND,
): string {
  const h = 150;
  const w = 160 + Math.max(measure(title, TITLE, 800), measure(detail, DETAIL, 600));
  return [
    floating(defs, x, y, w, h, 32),
    iconTile(defs, x + 26, y + 31, 88, iconName, colors),
    text(x + 136, y + 68, title, { size: TITLE, weight: 800 }),
    text(x + 136, y + 112, detail, { size: DETAIL, weight: 600, fill: C.body }),
  ].join("");
}

/** A product mark with its name, on a pill as wide as the name. */
function pillWidth(slug: ProductSlug): number {
  return 130 + measure(product(slug).name, TITLE, 800);
}

function productPill(defs: Defs, slug: ProductSlug, x: number, y: number): string {
  const { name } = product(slug);
  const w = pillWidth(slug);
  return [
    floating(defs, x, y, w, 104, 52),
    productGlyph(defs, slug, x + 18, y + 18, 68),
    text(x + 104, y + 66, name, { size: TITLE, weight: 800 }),
  ].join("");
}

/** Home: the streaming stack on a TV and a phone, with three products at work around them. */
const home: Drawing = (defs) => {
  const phoneH = 600;
  return [
    tvFrame(defs, 30, 200, 880, tvHome(defs, 1920, 1080, { accent: BRAND }), { stand: "feet" }),
    phoneFrame(defs, W - phoneWidth(phoneH) - 30, 330, phoneH, phoneHome(defs, 390, 844, { accent: BRAND })),
    productPill(defs, "vivre", 30, 40),
    floatCard(defs, 470, 30, "sparkle", "For you, updated", "S.A.R.A. · 24 rows", product("sara").gradient),
    floatCard(defs, 30, 780, "megaphone", "Campaign live", "AdPilot · 6 screens", product("adpilot").gradient),
  ];
};

/**
 * About: the Horizon mark with the six products in orbit, alone (the history below the hero tells
 * the years; repeating them here read as a second timeline).
 */
const about: Drawing = (defs) => {
  const cx = W / 2;
  const cy = H / 2;
  const orbit = 340;
  const mark = 128;
  const parts = [
    circle(cx, cy, orbit, "none", {
      stroke: defs.linearUser(BRAND, cx - orbit, cy, cx + orbit, cy),
      strokeWidth: 3,
      opacity: 0.45,
      strokeDasharray: "6 14",
    }),
    circle(cx, cy, 200, "none", { stroke: defs.linearUser(BRAND, cx - 200, cy, cx + 200, cy), strokeWidth: 3 }),
    circle(cx, cy, 158, alpha(C.surface1, 0.96), { stroke: C.borderStrong, strokeWidth: 2.5 }),
    horizonGlyph(defs, cx - 88, cy - 98, 176),
  ];
  PRODUCTS.forEach((entry, index) => {
    const angle = (index * 60 - 90) * (Math.PI / 180);
    const x = cx + Math.cos(angle) * orbit;
    const y = cy + Math.sin(angle) * orbit;
    parts.push(circle(x + 4, y + 12, mark / 2, "#000", { opacity: 0.45, filter: defs.blur(12) }));
    parts.push(productGlyph(defs, entry.slug, x - mark / 2, y - mark / 2, mark));
  });
  return parts;
};

/** Solutions: a branded app published to a tablet and a phone, with the revenue mix it earns. */
const solutions: Drawing = (defs) => {
  const accent: Pair = [C.amber, C.pink];
  const parts = [
    tabletFrame(defs, 30, 250, 740, tvHome(defs, 1600, 1200, { accent, theme: "kids" })),
    phoneFrame(defs, 690, 400, 520, phoneHome(defs, 390, 844, { accent, theme: "kids" })),
  ];
  // The template being set up.
  parts.push(floating(defs, 30, 30, 560, 150, 32));
  parts.push(iconTile(defs, 56, 61, 88, "layout"));
  parts.push(text(166, 98, "T.P.X template", { size: TITLE, weight: 800 }));
  parts.push(progress(166, 122, 250, 16, 0.8, defs.linear(BRAND)));
  parts.push(text(436, 138, "4 of 5", { size: DETAIL, weight: 700, fill: C.body }));
  // What the app earns.
  const rx = 740;
  const ry = 30;
  parts.push(floating(defs, rx, ry, 430, 330, 32));
  parts.push(text(rx + 32, ry + 66, "Revenue mix", { size: TITLE, weight: 800 }));
  parts.push(
    donut(rx + 110, ry + 210, 74, 26, [
      { value: 46, color: C.violet },
      { value: 28, color: C.cyan },
      { value: 16, color: C.pink },
      { value: 10, color: C.amber },
    ]),
  );
  const legend: [string, string][] = [
    ["SVOD", C.violet],
    ["AVOD", C.cyan],
    ["TVOD", C.pink],
    ["Ads", C.amber],
  ];
  legend.forEach(([label, color], index) => {
    const y = ry + 134 + index * 50;
    parts.push(circle(rx + 236, y - 10, 10, color));
    parts.push(text(rx + 258, y, label, { size: DETAIL, weight: 700, fill: C.body }));
  });
  parts.push(floatCard(defs, 30, 790, "globe", "Live on 6 platforms", "Web, mobile and TV"));
  return parts;
};

/**
 * OTT app development: a TV app's guide, and the store checks it passed (the platforms are named
 * once, on the page). The TV leads; the checks card is sized to its longest label, so no label
 * runs into its pill.
 */
const ott: Drawing = (defs) => {
  const parts = [tvFrame(defs, 20, 150, 940, epgScreen(defs, 1920, 1080, { accent: BRAND }), { stand: "feet" })];
  const rows: [string, string, string][] = [
    ["Remote navigation", "Passed", C.green],
    ["Launch time", "Passed", C.green],
    ["DRM playback", "Passed", C.green],
  ];
  const label = 30;
  const pills = rows.map(([, state, color]) => statusPill(0, 0, state, color, 20));
  const pillWidth = Math.max(...pills.map((pill) => pill.width));
  const longest = Math.max(...rows.map(([name]) => measure(name, label, 800)));
  const w = 88 + longest + 32 + pillWidth + 40;
  const x = W - 20 - w;
  const y = 470;
  parts.push(floating(defs, x, y, w, 112 + rows.length * 90, 30));
  parts.push(iconTile(defs, x + 24, y + 22, 68, "shield"));
  parts.push(text(x + 110, y + 68, "Store certification", { size: 32, weight: 800 }));
  rows.forEach(([name], index) => {
    const ry = y + 112 + index * 90;
    const pill = pills[index];
    parts.push(rect(x + 20, ry, w - 40, 76, { r: 18, fill: C.surface2 }));
    parts.push(icon("check", x + 40, ry + 22, 32, C.green));
    parts.push(text(x + 88, ry + 49, name, { size: label, weight: 800 }));
    if (pill) parts.push(g({ transform: translate(x + w - 40 - pill.width, ry + 19) }, pill.svg));
  });
  parts.push(floatCard(defs, 470, 20, "check", "Tested on real TVs", "Automated and manual", [C.green, C.cyan]));
  parts.push(floatCard(defs, 20, 800, "gamepad", "Remote-first UI", "Focus, back, deep links"));
  return parts;
};

/** Products: the six products around one platform dashboard. */
const products: Drawing = (defs) => {
  const x = 230;
  const y = 190;
  const w = 740;
  const h = 560;
  const parts = [floating(defs, x, y, w, h, 34)];
  parts.push(horizonGlyph(defs, x + 34, y + 30, 60));
  parts.push(text(x + 110, y + 74, "Platform overview", { size: 36, weight: 800 }));
  parts.push(line(x, y + 122, x + w, y + 122, C.border, 2));
  const kpis: [string, string][] = [
    ["Viewers", "412k"],
    ["Watch time", "+18%"],
    ["Ad fill", "94%"],
  ];
  kpis.forEach(([label, value], index) => {
    const kx = x + 30 + index * 232;
    parts.push(rect(kx, y + 146, 212, 140, { r: 22, fill: C.surface2 }));
    parts.push(text(kx + 22, y + 190, label, { size: 26, weight: 700, fill: C.muted }));
    parts.push(text(kx + 22, y + 258, value, { size: 52, weight: 800 }));
  });
  parts.push(
    lineChart(defs, x + 30, y + 312, w - 60, 220, [
      { values: [22, 30, 28, 38, 36, 48, 52, 50, 62, 70, 68, 80], colors: BRAND, area: true, width: 5 },
      { values: [12, 16, 20, 18, 26, 28, 34, 32, 40, 44, 50, 54], colors: [C.pink, C.amber], width: 4 },
    ]),
  );
  // Three above the panel and three below it, each row centred, none over the chart.
  const rows: [ProductSlug[], number][] = [
    [["vivre", "sara", "blink"], 40],
    [["hospitality", "reelcraft", "adpilot"], 810],
  ];
  const gap = 28;
  const spots: [ProductSlug, number, number][] = rows.flatMap(([slugs, py]) => {
    const total = slugs.reduce((sum, slug) => sum + pillWidth(slug), 0) + gap * (slugs.length - 1);
    let px = (W - total) / 2;
    return slugs.map((slug): [ProductSlug, number, number] => {
      const spot: [ProductSlug, number, number] = [slug, px, py];
      px += pillWidth(slug) + gap;
      return spot;
    });
  });
  for (const [slug, px, py] of spots) parts.push(productPill(defs, slug, px, py));
  return parts;
};

const HEROES: Record<string, Drawing> = { home, about, solutions, ott, products };

/** The SVG of one hero visual (also handy for previews while drawing). */
export function heroSvg(name: string): string {
  const draw = HEROES[name];
  if (!draw) throw new Error(`No hero visual ${name}`);
  const defs = new Defs();
  return svgDocument(W, H, defs, draw(defs));
}

/** Each visual at full size and at 640 px wide for phones, where it is the LCP image. */
/** Every hero, or only those named in `only` (comma-separated, as `ONLY=ott npm run assets -- heroes`). */
export async function heroImages(only?: string): Promise<void> {
  const names = Object.keys(HEROES).filter((name) => !only || only.split(",").includes(name));
  for (const name of names) {
    const svg = heroSvg(name);
    await writeRaster(`heroes/${name}`, svg, { width: W, height: H }, { alpha: true, maxBytes: 70_000 });
    await writeRaster(
      `heroes/${name}-small`,
      svg,
      { width: 640, height: 512 },
      { alpha: true, maxBytes: 36_000, maxAvifBytes: FIRST_PAINT_IMAGE_BYTES },
    );
  }
}
