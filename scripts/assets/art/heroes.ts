import { type IconName, icon } from "../lib/icons.ts";
import { writeRaster } from "../lib/output.ts";
import { alpha, BRAND, C, PRODUCTS, type ProductSlug, product } from "../lib/palette.ts";
import { circle, Defs, g, line, rect, svgDocument, text } from "../lib/svg.ts";
import { donut, lineChart, type Pair, panel, progress, statusPill } from "../lib/ui.ts";
import { epgScreen, phoneHome, tvHome } from "./app.ts";
import { phoneFrame, phoneWidth, tabletFrame, tvFrame, tvHeight } from "./devices.ts";
import { horizonGlyph, productGlyph } from "./glyphs.ts";
import { iconTile } from "./scene.ts";

/**
 * The visuals beside the headlines of the top-level pages (Home, About, Solutions, OTT app
 * development, Products): floating compositions of devices and product UI on a transparent
 * ground, so they sit on each hero's own gradient (the page draws the glow behind them). Labels are set large because the image is
 * shown at about a third of its size on phones.
 */
const W = 1200;
const H = 960;

type Drawing = (defs: Defs) => string[];

function shadowed(defs: Defs, x: number, y: number, w: number, h: number, r: number): string {
  return rect(x + 6, y + 18, w, h, { r, fill: "#000", opacity: 0.5, filter: defs.blur(16) });
}

/** A floating card: icon tile, a large title and one detail line. */
function floatCard(
  defs: Defs,
  x: number,
  y: number,
  w: number,
  iconName: IconName,
  title: string,
  detail: string,
  colors: Pair = BRAND,
): string {
  const h = 104;
  return [
    shadowed(defs, x, y, w, h, 24),
    rect(x, y, w, h, { r: 24, fill: alpha(C.surface1, 0.97), stroke: C.borderStrong, strokeWidth: 2 }),
    iconTile(defs, x + 20, y + 22, 60, iconName, colors),
    text(x + 100, y + 48, title, { size: 26, weight: 800 }),
    text(x + 100, y + 80, detail, { size: 20, weight: 600, fill: C.body }),
  ].join("");
}

/** A product mark with its name, on a pill. */
function productPill(defs: Defs, slug: ProductSlug, x: number, y: number, w: number): string {
  const { name } = product(slug);
  return [
    shadowed(defs, x, y, w, 76, 38),
    rect(x, y, w, 76, { r: 38, fill: alpha(C.surface1, 0.97), stroke: C.borderStrong, strokeWidth: 2 }),
    productGlyph(defs, slug, x + 14, y + 14, 48),
    text(x + 78, y + 48, name, { size: 25, weight: 800 }),
  ].join("");
}

/** Home: the streaming stack on a TV and a phone, with three products at work around them. */
const home: Drawing = (defs) => {
  const tvW = 900;
  const tvY = 150;
  const phoneH = 560;
  return [
    tvFrame(defs, 40, tvY, tvW, tvHome(defs, 1920, 1080, { accent: BRAND }), { stand: "feet" }),
    phoneFrame(
      defs,
      W - phoneWidth(phoneH) - 40,
      H - phoneH - 60,
      phoneH,
      phoneHome(defs, 390, 844, { accent: BRAND }),
    ),
    productPill(defs, "vivre", 70, 50, 220),
    floatCard(
      defs,
      560,
      40,
      420,
      "sparkle",
      "For you, updated",
      "S.A.R.A. re-ranked 24 rows",
      product("sara").gradient,
    ),
    floatCard(
      defs,
      60,
      tvY + tvHeight(tvW) + 60,
      440,
      "megaphone",
      "Campaign live",
      "AdPilot · 6 screens",
      product("adpilot").gradient,
    ),
  ];
};

/** About: the Horizon mark with the six products in orbit and the milestones of the history. */
const about: Drawing = (defs) => {
  const cx = 560;
  const cy = 470;
  const parts: string[] = [];
  for (const [r, opacity] of [
    [190, 0.5],
    [330, 0.3],
  ] as const) {
    parts.push(
      circle(cx, cy, r, "none", {
        stroke: defs.linearUser(BRAND, cx - r, cy, cx + r, cy),
        strokeWidth: 2,
        opacity,
        strokeDasharray: r > 200 ? "4 10" : undefined,
      }),
    );
  }
  parts.push(circle(cx, cy, 118, alpha(C.surface1, 0.96), { stroke: C.borderStrong, strokeWidth: 2 }));
  parts.push(horizonGlyph(defs, cx - 62, cy - 70, 124));
  PRODUCTS.forEach((entry, index) => {
    const angle = (-90 + index * 60) * (Math.PI / 180);
    const x = cx + Math.cos(angle) * 330;
    const y = cy + Math.sin(angle) * 330;
    parts.push(circle(x, y + 10, 52, "#000", { opacity: 0.45, filter: defs.blur(10) }));
    parts.push(productGlyph(defs, entry.slug, x - 44, y - 44, 88));
  });
  const milestones: [string, string, IconName][] = [
    ["2017", "Company established", "flag"],
    ["2022–2023", "AI strategy", "sparkle"],
    ["2024–2025", "R&D centre, Bengaluru", "building"],
  ];
  milestones.forEach(([year, label, name], index) => {
    const x = index === 1 ? 760 : 40 + index * 20;
    const y = [70, 440, 800][index] ?? 0;
    const w = 400;
    parts.push(shadowed(defs, x, y, w, 112, 24));
    parts.push(rect(x, y, w, 112, { r: 24, fill: alpha(C.surface1, 0.97), stroke: C.borderStrong, strokeWidth: 2 }));
    parts.push(iconTile(defs, x + 20, y + 26, 60, name));
    parts.push(text(x + 100, y + 50, year, { size: 22, weight: 800, fill: C.cyan, spacing: 1 }));
    parts.push(text(x + 100, y + 84, label, { size: 25, weight: 800 }));
  });
  return parts;
};

/** Solutions: a branded app published to a tablet and a phone, with the revenue mix it earns. */
const solutions: Drawing = (defs) => {
  const parts: string[] = [];
  parts.push(
    tabletFrame(defs, 40, 180, 760, tvHome(defs, 1600, 1200, { accent: ["#F59E0B", "#F472B6"], theme: "kids" })),
  );
  parts.push(
    phoneFrame(defs, 660, 380, 520, phoneHome(defs, 390, 844, { accent: ["#F59E0B", "#F472B6"], theme: "kids" })),
  );
  // Launch checklist card.
  const lx = 60;
  const ly = 40;
  parts.push(shadowed(defs, lx, ly, 470, 112, 24));
  parts.push(rect(lx, ly, 470, 112, { r: 24, fill: alpha(C.surface1, 0.97), stroke: C.borderStrong, strokeWidth: 2 }));
  parts.push(iconTile(defs, lx + 20, ly + 26, 60, "layout"));
  parts.push(text(lx + 100, ly + 50, "T.P.X template", { size: 26, weight: 800 }));
  parts.push(progress(lx + 100, ly + 70, 250, 12, 0.8, defs.linear(BRAND)));
  parts.push(text(lx + 366, ly + 82, "4 of 5", { size: 20, weight: 700, fill: C.body }));
  // Revenue mix card.
  const rx = 790;
  const ry = 40;
  const rw = 370;
  const rh = 310;
  parts.push(shadowed(defs, rx, ry, rw, rh, 24));
  parts.push(rect(rx, ry, rw, rh, { r: 24, fill: alpha(C.surface1, 0.97), stroke: C.borderStrong, strokeWidth: 2 }));
  parts.push(text(rx + 28, ry + 50, "Revenue mix", { size: 26, weight: 800 }));
  parts.push(
    donut(rx + 100, ry + 180, 62, 22, [
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
    ["Banners", C.amber],
  ];
  legend.forEach(([label, color], index) => {
    const y = ry + 112 + index * 44;
    parts.push(circle(rx + 206, y - 7, 8, color));
    parts.push(text(rx + 224, y, label, { size: 21, weight: 700, fill: C.body }));
  });
  parts.push(floatCard(defs, 60, 800, 480, "globe", "Live on 6 platforms", "Web, mobile and Smart TV"));
  return parts;
};

/** OTT app development: a TV app with its remote, and the four store certifications. */
const ott: Drawing = (defs) => {
  const parts: string[] = [];
  const tvW = 860;
  parts.push(tvFrame(defs, 30, 150, tvW, epgScreen(defs, 1920, 1080, { accent: BRAND }), { stand: "feet" }));
  const cx = 700;
  const cw = 460;
  const rows: [string, string, string][] = [
    ["Tizen", "Certified", C.green],
    ["webOS", "Certified", C.green],
    ["Android TV", "In review", C.amber],
    ["Roku", "Submitted", C.cyan],
  ];
  const top = 400;
  const ch = 96 + rows.length * 84;
  parts.push(shadowed(defs, cx, top, cw, ch, 26));
  parts.push(panel(cx, top, cw, ch, { r: 26, fill: alpha(C.surface1, 0.97), stroke: C.borderStrong }));
  parts.push(iconTile(defs, cx + 24, top + 22, 52, "shield"));
  parts.push(text(cx + 92, top + 58, "Store certification", { size: 26, weight: 800 }));
  rows.forEach(([platform, state, color], index) => {
    const y = top + 96 + index * 84;
    parts.push(rect(cx + 20, y, cw - 40, 70, { r: 16, fill: C.surface2 }));
    parts.push(icon("tv", cx + 38, y + 20, 30, C.body));
    parts.push(text(cx + 84, y + 44, platform, { size: 24, weight: 800 }));
    const pill = statusPill(0, 0, state, color, 17);
    parts.push(g({ transform: `translate(${cx + cw - 36 - pill.width} ${y + 19})` }, pill.svg));
  });
  parts.push(floatCard(defs, 40, 790, 520, "gamepad", "Remote-first navigation", "Focus, back key, deep links"));
  parts.push(
    floatCard(defs, 640, 40, 480, "check", "Tested on real TVs", "Automated and manual runs", [C.green, C.cyan]),
  );
  return parts;
};

/** Products: the six products as one stack around a shared dashboard. */
const products: Drawing = (defs) => {
  const parts: string[] = [];
  const x = 210;
  const y = 170;
  const w = 780;
  const h = 560;
  parts.push(shadowed(defs, x, y, w, h, 28));
  parts.push(panel(x, y, w, h, { r: 28, fill: C.surface1, stroke: C.borderStrong }));
  parts.push(horizonGlyph(defs, x + 32, y + 26, 48));
  parts.push(text(x + 96, y + 62, "Platform overview", { size: 26, weight: 800 }));
  parts.push(line(x, y + 100, x + w, y + 100, C.border, 2));
  const kpis: [string, string][] = [
    ["Active viewers", "412k"],
    ["Watch time", "+18%"],
    ["Ad fill rate", "94%"],
  ];
  kpis.forEach(([label, value], index) => {
    const kx = x + 32 + index * 244;
    parts.push(rect(kx, y + 128, 224, 120, { r: 18, fill: C.surface2 }));
    parts.push(text(kx + 20, y + 166, label, { size: 19, weight: 700, fill: C.muted }));
    parts.push(text(kx + 20, y + 222, value, { size: 40, weight: 800 }));
  });
  parts.push(
    lineChart(defs, x + 32, y + 276, w - 64, 240, [
      { values: [22, 30, 28, 38, 36, 48, 52, 50, 62, 70, 68, 80], colors: BRAND, area: true, width: 4 },
      { values: [12, 16, 20, 18, 26, 28, 34, 32, 40, 44, 50, 54], colors: [C.pink, C.amber], width: 3 },
    ]),
  );
  const spots: [ProductSlug, number, number][] = [
    ["vivre", 20, 40],
    ["sara", 720, 60],
    ["blink", 930, 330],
    ["hospitality", 10, 420],
    ["adpilot", 760, 790],
    ["reelcraft", 60, 800],
  ];
  for (const [slug, px, py] of spots) {
    const width = 104 + product(slug).name.length * 15;
    parts.push(productPill(defs, slug, px, py, width));
  }
  return parts;
};

const HEROES: Record<string, Drawing> = { home, about, solutions, ott, products };

export async function heroImages(): Promise<void> {
  for (const [name, draw] of Object.entries(HEROES)) {
    const defs = new Defs();
    const svg = svgDocument(W, H, defs, draw(defs));
    await writeRaster(`heroes/${name}`, svg, { width: W, height: H }, { alpha: true, maxBytes: 70_000 });
  }
}

/** For previews while drawing: the SVG of one hero. */
export function heroSvg(name: string): string {
  const draw = HEROES[name];
  if (!draw) throw new Error(`No hero ${name}`);
  const defs = new Defs();
  return svgDocument(W, H, defs, draw(defs));
}
