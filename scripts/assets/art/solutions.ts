import { type IconName, icon } from "../lib/icons.ts";
import { writeRaster } from "../lib/output.ts";
import { alpha, BRAND, C, product } from "../lib/palette.ts";
import { circle, Defs, g, line, path, rect, svgDocument, text } from "../lib/svg.ts";
import {
  button,
  cardTitle,
  chip,
  chipRow,
  donut,
  field,
  gauge,
  kpiCard,
  lineChart,
  type Pair,
  panel,
  progress,
  statusPill,
  toggle,
} from "../lib/ui.ts";
import { epgScreen, phoneHome, tvHome } from "./app.ts";
import { phoneFrame, screen, tabletFrame, tvFrame } from "./devices.ts";
import { appGlyph, horizonGlyph, productGlyph } from "./glyphs.ts";
import { posterArt, type SceneKind } from "./poster.ts";
import { backdrop, labelCard, windowFrame } from "./scene.ts";

/** Solutions page illustrations (1200 x 800). */
const W = 1200;
const H = 800;

function posterTile(
  defs: Defs,
  x: number,
  y: number,
  w: number,
  h: number,
  seed: number,
  kind?: SceneKind,
  r = 10,
): string {
  const clip = defs.clipRect(0, 0, w, h, r);
  return g({ transform: `translate(${x} ${y})` }, [
    g({ clipPath: clip }, posterArt(defs, 0, 0, w, h, seed, { kind, titleStyle: h > w ? "center" : "none" })),
  ]);
}

/** Template Platform Xpress: pick a template, brand it, publish. */
function tpx(defs: Defs): string[] {
  const parts = backdrop(defs, W, H);
  const x = 70;
  const y = 70;
  const w = 1060;
  const h = 660;
  const content: string[] = [];
  const steps = ["Template", "Brand", "Content", "Publish"];
  steps.forEach((label, index) => {
    const sx = x + 40 + index * 200;
    const done = index < 1;
    const current = index === 1;
    content.push(circle(sx + 14, y + 86, 14, done ? C.green : current ? C.violet : C.surface3));
    content.push(
      done
        ? icon("check", sx + 5, y + 77, 18, "#fff", 3)
        : text(sx + 14, y + 91, String(index + 1), { size: 13, weight: 800, anchor: "middle" }),
    );
    content.push(text(sx + 38, y + 91, label, { size: 15, weight: 700, fill: current ? C.text : C.body }));
    if (index < steps.length - 1) content.push(line(sx + 120, y + 86, sx + 186, y + 86, C.border, 2));
  });
  const templates: [string, Pair, "movies" | "sports" | "kids"][] = [
    ["Cinema", ["#7C5CFF", "#22D3EE"], "movies"],
    ["Sports", ["#34D399", "#0EA5E9"], "sports"],
    ["Kids", ["#F472B6", "#F59E0B"], "kids"],
  ];
  templates.forEach(([label, accent, theme], index) => {
    const tx = x + 40 + index * 224;
    const ty = y + 136;
    const tw = 200;
    const th = (tw * 9) / 16;
    content.push(
      rect(tx - 6, ty - 6, tw + 12, th + 64, {
        r: 14,
        fill: index === 0 ? alpha(C.violet, 0.16) : C.surface2,
        stroke: index === 0 ? C.violet : C.border,
        strokeWidth: index === 0 ? 2.5 : 1.5,
      }),
    );
    content.push(screen(defs, tx, ty, tw, th, 1920, tvHome(defs, 1920, 1080, { theme, accent }), 8));
    content.push(text(tx + 4, ty + th + 34, label, { size: 15, weight: 800 }));
    if (index === 0) content.push(statusPill(tx + tw - 92, ty + th + 16, "Selected", C.green, 11).svg);
  });
  // Brand panel.
  const bx = x + 720;
  const by = y + 130;
  content.push(panel(bx, by, 300, 490));
  content.push(cardTitle(bx + 22, by + 38, "Your brand"));
  content.push(
    rect(bx + 22, by + 62, 256, 92, {
      r: 12,
      fill: C.bg,
      stroke: C.borderStrong,
      strokeWidth: 1.5,
      extra: { strokeDasharray: "7 6" },
    }),
  );
  content.push(appGlyph(defs, bx + 40, by + 84, 48, ["#F59E0B", "#EF4444"]));
  content.push(text(bx + 104, by + 104, "logo.svg", { size: 14, weight: 700 }));
  content.push(text(bx + 104, by + 124, "Replace", { size: 13, weight: 600, fill: C.cyan }));
  content.push(text(bx + 22, by + 190, "Colours", { size: 13, weight: 600, fill: C.muted }));
  ["#F59E0B", "#EF4444", "#0E1430", "#F4F6FF"].forEach((color, index) => {
    content.push(
      rect(bx + 22 + index * 62, by + 204, 50, 50, {
        r: 12,
        fill: color,
        stroke: index === 0 ? "#fff" : C.border,
        strokeWidth: index === 0 ? 3 : 1.5,
      }),
    );
  });
  content.push(field(bx + 22, by + 292, 256, "Typeface", "Rounded sans", { trailing: "chevronDown" }));
  content.push(text(bx + 22, by + 384, "Platforms", { size: 13, weight: 600, fill: C.muted }));
  content.push(
    chipRow(bx + 22, by + 396, ["Android TV", "Tizen"], { active: true, color: C.violet, height: 28, size: 12 }).svg,
  );
  content.push(
    chipRow(bx + 22, by + 430, ["webOS", "iOS", "Web"], { active: true, color: C.violet, height: 28, size: 12 }).svg,
  );
  // Preview strip of the re-branded template.
  const px = x + 40;
  const py = y + 300;
  content.push(text(px, py + 30, "Live preview", { size: 15, weight: 800 }));
  const pw = 640;
  const ph = (pw * 9) / 16;
  content.push(rect(px - 4, py + 46, pw + 8, Math.min(ph, 300) + 8, { r: 12, fill: "#05070F", stroke: C.border }));
  content.push(
    g(
      { clipPath: defs.clipRect(px, py + 50, pw, 300, 8) },
      screen(defs, px, py + 50, pw, ph, 1920, tvHome(defs, 1920, 1080, { accent: ["#F59E0B", "#EF4444"], seed: 2 }), 8),
    ),
  );
  parts.push(windowFrame(defs, x, y, w, h, "T.P.X · New platform", content.join("")));
  return parts;
}

/** A custom app on TV, tablet and phone with one custom brand. */
function customApp(defs: Defs): string[] {
  const accent: Pair = ["#F59E0B", "#EF4444"];
  const parts = backdrop(defs, W, H, accent);
  parts.push(
    tvFrame(defs, 150, 40, 860, tvHome(defs, 1920, 1080, { accent, theme: "movies", seed: 4 }), { stand: "none" }),
  );
  parts.push(tabletFrame(defs, 40, 400, 470, tvHome(defs, 1600, 1200, { accent, theme: "movies", seed: 4 })));
  parts.push(phoneFrame(defs, 880, 300, 470, phoneHome(defs, 390, 844, { accent, theme: "movies", seed: 4 })));
  parts.push(labelCard(defs, 560, 640, 300, "layers", "One codebase, your brand", "TV, tablet, phone and web", accent));
  return parts;
}

/** Many sources merged into one catalogue. */
function aggregation(defs: Defs): string[] {
  const parts = backdrop(defs, W, H);
  const sources: [IconName, string, string][] = [
    ["tv", "Live channels", "Linear feeds, EPG"],
    ["film", "VOD library", "Movies and series"],
    ["bolt", "FAST channels", "Free, ad-supported"],
    ["grid", "Partner apps", "Bundled OTT services"],
    ["refresh", "Catch-up", "Last 7 days of TV"],
    ["lock", "Local content", "DRM protected"],
  ];
  const hubX = 600;
  const hubY = 400;
  sources.forEach(([name, title, detail], index) => {
    const y = 70 + index * 112;
    parts.push(
      path(`M${330} ${y + 38}C${470} ${y + 38} ${470} ${hubY} ${hubX - 70} ${hubY}`, {
        fill: "none",
        stroke: defs.linearUser([alpha(C.violet, 0.2), C.cyan], 330, 0, hubX, 0),
        strokeWidth: 3,
      }),
    );
    parts.push(circle(330, y + 38, 5, C.violet));
    parts.push(labelCard(defs, 40, y, 290, name, title, detail));
  });
  parts.push(circle(hubX, hubY, 92, alpha(C.violet, 0.12)));
  parts.push(circle(hubX, hubY, 70, C.surface2, { stroke: defs.linear(BRAND, 0, 0, 1, 1), strokeWidth: 4 }));
  parts.push(horizonGlyph(defs, hubX - 36, hubY - 42, 72));
  parts.push(
    text(hubX, hubY + 126, "Normalise · dedupe · enrich", { size: 15, weight: 700, anchor: "middle", fill: C.body }),
  );
  parts.push(path(`M${hubX + 72} ${hubY}L${760} ${hubY}`, { stroke: C.cyan, strokeWidth: 3, strokeDasharray: "6 6" }));
  // Catalogue window.
  const cx = 760;
  const content: string[] = [];
  content.push(text(cx + 20, 168, "12,480 titles", { size: 20, weight: 800 }));
  content.push(chipRow(cx + 20, 184, ["All", "Live", "Movies"], { activeIndex: 0, height: 28, size: 12 }).svg);
  const kinds: SceneKind[] = [
    "city",
    "planet",
    "sunset",
    "sport",
    "ocean",
    "portrait",
    "forest",
    "concert",
    "geo",
    "road",
    "waves",
    "kids",
  ];
  kinds.forEach((kind, index) => {
    const col = index % 3;
    const row = Math.floor(index / 3);
    content.push(posterTile(defs, cx + 20 + col * 124, 232 + row * 130, 112, 118, index * 3 + 1, kind, 10));
  });
  parts.push(windowFrame(defs, cx, 100, 410, 620, "Unified catalogue", content.join("")));
  return parts;
}

/** Why our solution: a collage of the dashboards that run it. */
function why(defs: Defs): string[] {
  const parts = backdrop(defs, W, H, BRAND, [
    [0.3, 0.7],
    [0.75, 0.25],
  ]);
  const card = (x: number, y: number, w: number, h: number, rotate: number, body: string) =>
    g({ transform: `rotate(${rotate} ${x + w / 2} ${y + h / 2})` }, [
      rect(x + 6, y + 16, w, h, { r: 16, fill: "#000", opacity: 0.5, filter: defs.blur(16) }),
      body,
    ]);
  parts.push(
    card(
      60,
      80,
      520,
      330,
      -2,
      [
        panel(60, 80, 520, 330),
        cardTitle(84, 120, "Viewers across platforms", "Live, last 24 hours"),
        lineChart(
          defs,
          84,
          160,
          472,
          220,
          [
            { values: [12, 14, 13, 17, 22, 28, 26, 33, 38, 36, 42, 47], colors: BRAND, area: true },
            { values: [8, 9, 10, 9, 12, 13, 15, 14, 17, 19, 18, 21], colors: [C.pink, C.pink] },
          ],
          { xLabels: ["00:00", "06:00", "12:00", "18:00", "now"], min: 0, max: 52 },
        ),
      ].join(""),
    ),
  );
  parts.push(
    card(
      620,
      70,
      250,
      150,
      3,
      kpiCard(defs, 620, 70, 250, 150, "Play starts", "1.8M", "+12%", {
        icon: "play",
        spark: [2, 3, 2.5, 3.6, 4, 4.6, 5],
      }),
    ),
  );
  parts.push(
    card(
      900,
      110,
      250,
      150,
      -3,
      kpiCard(defs, 900, 110, 250, 150, "Avg. watch time", "38 min", "+6%", {
        icon: "clock",
        accent: ["#34D399", "#0EA5E9"],
      }),
    ),
  );
  parts.push(
    card(
      640,
      270,
      500,
      250,
      1.5,
      [
        panel(640, 270, 500, 250),
        cardTitle(664, 310, "Revenue mix"),
        donut(760, 420, 70, 22, [
          { value: 46, color: C.violet },
          { value: 28, color: C.cyan },
          { value: 16, color: C.pink },
          { value: 10, color: C.amber },
        ]),
        ...[
          ["Subscriptions", C.violet, "46%"],
          ["Advertising", C.cyan, "28%"],
          ["Pay per view", C.pink, "16%"],
          ["Tips and extras", C.amber, "10%"],
        ].map(([label, color, value], index) =>
          [
            rect(870, 360 + index * 36 - 11, 12, 12, { r: 3, fill: color ?? C.violet }),
            text(890, 360 + index * 36, label ?? "", { size: 14, weight: 600, fill: C.body }),
            text(1116, 360 + index * 36, value ?? "", { size: 14, weight: 800, anchor: "end" }),
          ].join(""),
        ),
      ].join(""),
    ),
  );
  parts.push(
    card(
      100,
      450,
      480,
      290,
      2,
      [
        panel(100, 450, 480, 290),
        cardTitle(124, 490, "Devices", "Apps in production"),
        ...(
          [
            ["tv", "Smart TV apps", 0.92],
            ["phone", "Mobile apps", 0.86],
            ["globe", "Web player", 0.78],
            ["server", "Set-top boxes", 0.64],
          ] as const
        ).map(([name, label, value], index) =>
          [
            icon(name, 124, 524 + index * 50, 22, C.cyan),
            text(158, 541 + index * 50, label, { size: 15, weight: 600, fill: C.body }),
            progress(330, 532 + index * 50, 190, 8, value, defs.linear(BRAND)),
            toggle(530, 526 + index * 50, true, C.violet, 0.8),
          ].join(""),
        ),
      ].join(""),
    ),
  );
  parts.push(
    card(
      650,
      560,
      480,
      180,
      -1.5,
      [
        panel(650, 560, 480, 180),
        cardTitle(674, 600, "Concurrent streams"),
        gauge(defs, 890, 715, 80, 0.72, BRAND, "72%", "of peak capacity"),
      ].join(""),
    ),
  );
  return parts;
}

/** Editorial curation in VIVRE: curate a rail and schedule it. */
function editorialVivre(defs: Defs): string[] {
  const G = product("vivre").gradient;
  const parts = backdrop(defs, W, H, G);
  const content: string[] = [];
  const x = 60;
  const y = 60;
  content.push(text(x + 28, y + 92, "Weekend picks", { size: 24, weight: 800 }));
  content.push(statusPill(x + 228, y + 72, "Scheduled · Fri 18:00", C.green, 12).svg);
  content.push(text(x + 28, y + 120, "Drag to reorder · pin, hide or schedule each title", { size: 14, fill: C.body }));
  const kinds: SceneKind[] = [
    "sunset",
    "city",
    "planet",
    "forest",
    "ocean",
    "portrait",
    "road",
    "concert",
    "waves",
    "geo",
  ];
  kinds.forEach((kind, index) => {
    const col = index % 5;
    const row = Math.floor(index / 5);
    const px = x + 28 + col * 132;
    const py = y + 146 + row * 214;
    if (index === 2) return;
    content.push(posterTile(defs, px, py, 116, 174, index * 5 + 2, kind));
    if (index === 0) {
      content.push(circle(px + 100, py + 16, 13, C.violet));
      content.push(icon("flag", px + 92, py + 8, 16, "#fff", 2.4));
    }
    content.push(text(px, py + 196, `${index + 1}`, { size: 13, weight: 800, fill: C.muted }));
  });
  // Slot and dragged poster.
  content.push(
    rect(x + 28 + 2 * 132, y + 146, 116, 174, {
      r: 10,
      stroke: G[1],
      strokeWidth: 2.5,
      extra: { strokeDasharray: "8 6" },
    }),
  );
  content.push(
    g({ transform: `rotate(-6 ${x + 360} ${y + 280})` }, [
      rect(x + 316, y + 206, 116, 174, { r: 10, fill: "#000", opacity: 0.5, filter: defs.blur(12) }),
      posterTile(defs, x + 310, y + 196, 116, 174, 12, "planet"),
    ]),
  );
  content.push(icon("drag", x + 360, y + 350, 28, "#fff", 3));
  const win = windowFrame(defs, x, y, 720, 680, "VIVRE · Collections", content.join(""));
  parts.push(win);
  // Schedule card and preview phone.
  parts.push(panel(820, 80, 330, 300));
  parts.push(productGlyph(defs, "vivre", 844, 104, 36));
  parts.push(text(892, 128, "Schedule", { size: 18, weight: 800 }));
  parts.push(field(844, 172, 282, "Show from", "Fri 18:00", { icon: "calendar" }));
  parts.push(field(844, 256, 282, "Until", "Sun 23:59", { icon: "calendar" }));
  parts.push(text(844, 356, "Regions: all", { size: 14, weight: 600, fill: C.body }));
  parts.push(toggle(1086, 340, true, G[0]));
  parts.push(phoneFrame(defs, 880, 410, 360, phoneHome(defs, 390, 844, { accent: G, seed: 5 })));
  return parts;
}

/** Editorial curation in T.P.X: rule-based collections. */
function editorialTpx(defs: Defs): string[] {
  const parts = backdrop(defs, W, H, ["#22D3EE", "#7C5CFF"]);
  const content: string[] = [];
  const x = 60;
  const y = 70;
  content.push(text(x + 28, y + 92, "Smart collection · Award-winning dramas", { size: 22, weight: 800 }));
  content.push(
    text(x + 28, y + 118, "Titles join and leave automatically when they match the rules", { size: 14, fill: C.body }),
  );
  const rules: [string, string, string][] = [
    ["Genre", "is", "Drama"],
    ["Release year", "≥", "2020"],
    ["Age rating", "≤", "16+"],
    ["Awards", "has", "any"],
  ];
  rules.forEach(([a, op, b], index) => {
    const ry = y + 146 + index * 58;
    if (index > 0) content.push(text(x + 28, ry + 28, "AND", { size: 12, weight: 800, fill: C.cyan }));
    content.push(rect(x + 72, ry, 250, 44, { r: 10, fill: C.bg, stroke: C.border }));
    content.push(text(x + 88, ry + 28, a, { size: 15, weight: 700 }));
    content.push(rect(x + 332, ry, 70, 44, { r: 10, fill: C.surface3 }));
    content.push(text(x + 367, ry + 28, op, { size: 15, weight: 800, anchor: "middle", fill: C.cyan }));
    content.push(rect(x + 412, ry, 200, 44, { r: 10, fill: C.bg, stroke: C.border }));
    content.push(text(x + 428, ry + 28, b, { size: 15, weight: 700 }));
    content.push(icon("x", x + 628, ry + 12, 20, C.muted));
  });
  content.push(chip(x + 72, y + 386, "+ Add rule", { height: 34, size: 13 }).svg);
  content.push(text(x + 660, y + 168, "Sort by", { size: 13, weight: 600, fill: C.muted }));
  content.push(
    chipRow(x + 660, y + 180, ["Popularity", "Newest"], { activeIndex: 0, color: C.cyan, height: 30, size: 12 }).svg,
  );
  content.push(text(x + 660, y + 250, "Limit", { size: 13, weight: 600, fill: C.muted }));
  content.push(text(x + 660, y + 280, "24 titles", { size: 18, weight: 800 }));
  content.push(text(x + 660, y + 330, "Refresh", { size: 13, weight: 600, fill: C.muted }));
  content.push(text(x + 660, y + 360, "Every hour", { size: 18, weight: 800 }));
  content.push(line(x + 28, y + 440, x + 1052, y + 440, C.border, 1.5));
  content.push(text(x + 28, y + 478, "Matching now · 18 titles", { size: 16, weight: 800 }));
  const kinds: SceneKind[] = ["portrait", "road", "city", "forest", "sunset", "ocean", "waves"];
  kinds.forEach((kind, index) => {
    content.push(posterTile(defs, x + 28 + index * 146, y + 498, 130, 162, index * 4 + 3, kind));
  });
  parts.push(windowFrame(defs, x, y, 1080, 680, "T.P.X · Editorial", content.join("")));
  return parts;
}

/** Editorial curation for hotels: welcome message, promos and channel line-up. */
function editorialHospitality(defs: Defs): string[] {
  const G = product("hospitality").gradient;
  const parts = backdrop(defs, W, H, G);
  const content: string[] = [];
  const x = 40;
  const y = 100;
  const left = x + 24;
  const colW = 380;
  content.push(text(left, y + 84, "Welcome screen", { size: 18, weight: 800 }));
  content.push(rect(left, y + 102, colW, 96, { r: 12, fill: C.bg, stroke: G[0], strokeWidth: 2 }));
  content.push(text(left + 16, y + 134, "Good evening, {guest_name}", { size: 16, weight: 700 }));
  content.push(text(left + 16, y + 160, "Welcome to {property}. Dinner is", { size: 14, fill: C.body }));
  content.push(text(left + 16, y + 180, "served on the terrace until 23:00.", { size: 14, fill: C.body }));
  content.push(text(left, y + 240, "Promotions", { size: 18, weight: 800 }));
  const promos: [IconName, string, string, boolean][] = [
    ["utensils", "Chef's specials", "All properties · 18:00–23:00", true],
    ["star", "Spa weekend offer", "Seaside Resort & Spa", true],
    ["film", "New movie rentals", "All properties", false],
    ["building", "Late check-out", "City Centre Hotel", true],
  ];
  promos.forEach(([name, title, detail, on], index) => {
    const py = y + 258 + index * 70;
    content.push(rect(left, py, colW, 58, { r: 12, fill: C.surface2, stroke: C.border }));
    content.push(icon(name, left + 16, py + 17, 24, G[0]));
    content.push(text(left + 54, py + 26, title, { size: 15, weight: 700 }));
    content.push(text(left + 54, py + 45, detail, { size: 12, fill: C.muted }));
    content.push(toggle(left + colW - 52, py + 18, on, G[1], 0.9));
  });
  const right = left + colW + 32;
  const rightW = 300;
  content.push(text(right, y + 84, "Channel line-up", { size: 18, weight: 800 }));
  const channels = ["Hotel channel", "News 24", "Sports One", "Cinema", "Kids", "Music", "Local news"];
  channels.forEach((label, index) => {
    const cy = y + 102 + index * 56;
    content.push(
      rect(right, cy, rightW, 46, {
        r: 10,
        fill: index === 0 ? alpha(G[0], 0.14) : C.surface2,
        stroke: index === 0 ? G[0] : C.border,
      }),
    );
    content.push(icon("drag", right + 10, cy + 11, 24, C.muted, 3));
    content.push(text(right + 42, cy + 29, `${100 + index + 1}`, { size: 13, weight: 800, fill: C.muted }));
    content.push(text(right + 82, cy + 29, label, { size: 15, weight: 700 }));
  });
  content.push(
    button(defs, right, y + 510, "Publish to 6 properties", { gradient: G, height: 44, size: 15, width: rightW }).svg,
  );
  parts.push(windowFrame(defs, x, y, right + rightW + 24 - x, 600, "Hospitality Suite · Content", content.join("")));
  // Result on a guest TV.
  parts.push(text(830, 286, "Guest TV preview", { size: 15, weight: 700, fill: C.body }));
  parts.push(
    tvFrame(
      defs,
      830,
      264,
      340,
      epgScreen(defs, 1920, 1080, { accent: G, nav: ["Home", "Movies", "Live TV", "Hotel", "Apps"], activeNav: 2 }),
      { stand: "pedestal" },
    ),
  );
  parts.push(
    labelCard(defs, 830, 560, 340, "building", "Six properties, one console", "Per-property overrides allowed", G),
  );
  return parts;
}

const ILLUSTRATIONS: Record<string, (defs: Defs) => string[]> = {
  tpx,
  "custom-app": customApp,
  aggregation,
  why,
  "editorial-vivre": editorialVivre,
  "editorial-tpx": editorialTpx,
  "editorial-hospitality": editorialHospitality,
};

export async function solutionImages(): Promise<void> {
  for (const [name, make] of Object.entries(ILLUSTRATIONS)) {
    const defs = new Defs();
    await writeRaster(
      `solutions/${name}`,
      svgDocument(W, H, defs, make(defs)),
      { width: W, height: H },
      { maxBytes: 80_000 },
    );
  }
}
