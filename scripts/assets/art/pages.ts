import { type IconName, icon } from "../lib/icons.ts";
import { writeRaster } from "../lib/output.ts";
import { alpha, BRAND, C, POSTER_PAIRS } from "../lib/palette.ts";
import { circle, Defs, g, line, path, rect, svgDocument, text } from "../lib/svg.ts";
import {
  button,
  cardTitle,
  checkbox,
  heatmap,
  kpiCard,
  lineChart,
  type Pair,
  panel,
  progress,
  statusPill,
} from "../lib/ui.ts";
import { type AppTheme, phoneHome, tvHome } from "./app.ts";
import { laptopFrame, phoneFrame, screen, tabletFrame, tvFrame } from "./devices.ts";
import { appGlyph, horizonGlyph } from "./glyphs.ts";
import { posterArt } from "./poster.ts";
import { hotelHome } from "./products/hospitality.ts";
import { SW as PRODUCT_W } from "./products/shell.ts";
import { backdrop, iconTile, labelCard } from "./scene.ts";

/** Illustrations for the OTT, About and Customers pages. */

const TILE_COLORS: readonly Pair[] = POSTER_PAIRS.slice(0, 10) as readonly Pair[];

/** A generic app tile for TV launchers (no real brands): colour block with a simple shape. */
function launcherTile(defs: Defs, x: number, y: number, w: number, h: number, index: number, ours = false): string {
  if (ours) {
    return [
      rect(x, y, w, h, { r: h * 0.12, fill: defs.linear(BRAND, 0, 0, 1, 1) }),
      appGlyph(defs, x + w / 2 - h * 0.22, y + h * 0.16, h * 0.44, ["#ffffff", "#E0E7FF"]),
      text(x + w / 2, y + h * 0.84, "Your app", { size: h * 0.15, weight: 800, anchor: "middle" }),
    ].join("");
  }
  const pair = TILE_COLORS[index % TILE_COLORS.length] as Pair;
  const shapes = [
    circle(x + w / 2, y + h / 2, h * 0.2, "rgba(255,255,255,0.85)"),
    rect(x + w / 2 - h * 0.2, y + h * 0.3, h * 0.4, h * 0.4, { r: h * 0.08, fill: "rgba(255,255,255,0.85)" }),
    path(
      `M${x + w / 2 - h * 0.16} ${y + h * 0.28}L${x + w / 2 + h * 0.22} ${y + h / 2}L${x + w / 2 - h * 0.16} ${y + h * 0.72}Z`,
      { fill: "rgba(255,255,255,0.85)" },
    ),
    rect(x + w / 2 - h * 0.26, y + h * 0.42, h * 0.52, h * 0.16, { r: h * 0.08, fill: "rgba(255,255,255,0.85)" }),
  ];
  return rect(x, y, w, h, { r: h * 0.12, fill: defs.linear(pair, 0, 0, 1, 1) }) + (shapes[index % shapes.length] ?? "");
}

type LauncherStyle = "ribbon" | "cards" | "rows" | "grid";

/** Generic smart-TV launcher screens (designed at 1920 x 1080), four different layouts. */
function launcher(defs: Defs, style: LauncherStyle, seed: number): string {
  const parts = [posterArt(defs, 0, 0, 1920, 1080, seed, { titleStyle: "none" })];
  parts.push(
    rect(0, 0, 1920, 1080, {
      fill: defs.linear(
        [
          { offset: 0, color: C.bg, opacity: 0.2 },
          { offset: 1, color: C.bg, opacity: 0.9 },
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );
  if (style === "ribbon") {
    parts.push(rect(0, 800, 1920, 280, { fill: "rgba(7,11,26,0.8)" }));
    for (let i = 0; i < 8; i += 1) parts.push(launcherTile(defs, 90 + i * 225, 850, 200, 170, i + seed, i === 1));
    parts.push(rect(90 + 225 - 8, 842, 216, 186, { r: 26, stroke: "#fff", strokeWidth: 6 }));
  } else if (style === "cards") {
    for (let i = 0; i < 7; i += 1) {
      const lift = i === 2 ? 40 : 0;
      parts.push(launcherTile(defs, 80 + i * 260, 700 - lift, 230, 300, i + seed, i === 2));
    }
    parts.push(text(80, 640, "Recent", { size: 40, weight: 800 }));
  } else if (style === "rows") {
    for (let i = 0; i < 5; i += 1)
      parts.push(
        icon(
          (["search", "home", "tv", "grid", "settings"] as const)[i] ?? "home",
          50,
          320 + i * 110,
          56,
          i === 1 ? "#fff" : C.muted,
          2.4,
        ),
      );
    parts.push(text(180, 500, "Apps", { size: 40, weight: 800 }));
    for (let i = 0; i < 7; i += 1) parts.push(launcherTile(defs, 180 + i * 250, 540, 230, 130, i + seed, i === 0));
    parts.push(rect(172, 532, 246, 146, { r: 22, stroke: "#fff", strokeWidth: 6 }));
    parts.push(text(180, 770, "Play next", { size: 40, weight: 800 }));
    for (let i = 0; i < 5; i += 1) {
      const clip = defs.clipRect(0, 0, 340, 190, 16);
      parts.push(
        g({ transform: `translate(${180 + i * 364} 800)` }, [
          g({ clipPath: clip }, posterArt(defs, 0, 0, 340, 190, i * 5 + seed, { titleStyle: "none" })),
        ]),
      );
    }
  } else {
    parts.push(rect(0, 0, 560, 1080, { fill: "rgba(7,11,26,0.88)" }));
    ["Home", "Search", "Live TV", "Apps", "Settings"].forEach((label, index) => {
      if (index === 0) parts.push(rect(60, 230 + index * 110 - 62, 440, 86, { r: 16, fill: "rgba(255,255,255,0.12)" }));
      parts.push(
        text(100, 230 + index * 110, label, {
          size: 44,
          weight: index === 0 ? 800 : 600,
          fill: index === 0 ? "#fff" : C.body,
        }),
      );
    });
    // Programmes' poster art around the one app tile: a home screen, not a grid of placeholder shapes.
    for (let i = 0; i < 9; i += 1) {
      const x = 640 + (i % 3) * 410;
      const y = 140 + Math.floor(i / 3) * 300;
      if (i === 4) parts.push(launcherTile(defs, x, y, 380, 270, i + seed, true));
      else {
        const clip = defs.clipRect(0, 0, 380, 270, 32);
        parts.push(
          g({ transform: `translate(${x} ${y})` }, [
            g({ clipPath: clip }, posterArt(defs, 0, 0, 380, 270, i * 3 + seed, { titleStyle: "none" })),
          ]),
        );
      }
    }
    parts.push(rect(640 + 410 - 10, 440 - 10, 400, 290, { r: 40, stroke: "#fff", strokeWidth: 7 }));
  }
  return parts.join("");
}

/**
 * Why OTT apps: your app on the TV's home screen, with what a native app brings (the platforms are
 * named once, on the page). The callouts are drawn half as large again as the shared label cards:
 * the picture is shown at about half its size.
 */
function platforms(defs: Defs): string[] {
  const parts = backdrop(defs, 1200, 800);
  parts.push(tvFrame(defs, 30, 150, 800, launcher(defs, "grid", 4), { stand: "feet" }));
  const callouts: [IconName, string, string][] = [
    ["home", "On the home screen", "Your brand, one click away"],
    ["play", "The platform's own player", "Smooth playback and DRM"],
    ["chart", "Your store listing", "Updates and analytics"],
  ];
  const scale = 1.5;
  callouts.forEach(([name, title, detail], index) => {
    parts.push(
      g({ transform: `translate(700 ${190 + index * 150}) scale(${scale})` }, [
        labelCard(defs, 0, 0, 310, name, title, detail),
      ]),
    );
  });
  return parts;
}

function certification(defs: Defs): string[] {
  const parts = backdrop(defs, 1200, 800, ["#34D399", "#7C5CFF"]);
  parts.push(rect(76, 76, 560, 660, { r: 20, fill: "#000", opacity: 0.5, filter: defs.blur(18) }));
  parts.push(panel(70, 60, 560, 660, { r: 20 }));
  parts.push(iconTile(defs, 98, 88, 52, "shield", ["#34D399", "#0EA5E9"]));
  parts.push(text(166, 112, "Pre-submission checklist", { size: 22, weight: 800 }));
  parts.push(text(166, 136, "Smart TV app · release 4.2", { size: 14, fill: C.body }));
  const items: [string, "done" | "doing" | "todo"][] = [
    ["Remote and back-key navigation", "done"],
    ["Launch time and memory limits", "done"],
    ["DRM playback (Widevine, PlayReady)", "done"],
    ["Captions and audio description", "done"],
    ["Deep links from the launcher", "done"],
    ["Network loss and resume", "doing"],
    ["Store listing assets", "todo"],
    ["Age rating questionnaire", "todo"],
  ];
  items.forEach(([label, state], index) => {
    const y = 176 + index * 62;
    parts.push(
      rect(98, y, 504, 50, {
        r: 12,
        fill: state === "doing" ? alpha(C.cyan, 0.1) : C.surface2,
        stroke: state === "doing" ? C.cyan : C.border,
      }),
    );
    if (state === "doing") {
      parts.push(circle(122, y + 25, 10, "none", { stroke: C.cyan, strokeWidth: 3, strokeDasharray: "40 20" }));
    } else {
      parts.push(checkbox(112, y + 15, state === "done", C.green, 20));
    }
    parts.push(text(146, y + 31, label, { size: 15, weight: 600, fill: state === "todo" ? C.muted : C.text }));
  });
  parts.push(text(98, 700, "5 of 8 checks passed", { size: 14, weight: 700, fill: C.body }));
  parts.push(progress(300, 692, 300, 8, 5 / 8, defs.linear(["#34D399", "#0EA5E9"])));
  // The device lab's last run (the hero shows the store statuses; this is the stage before them).
  parts.push(text(684, 96, "Device lab · last run", { size: 19, weight: 800 }));
  parts.push(text(684, 122, "Automated tests on real TVs", { size: 14, fill: C.body }));
  const runs: [string, string, number, string][] = [
    ["Smart TV", "2019 model", 1, C.green],
    ["Smart TV", "2023 model", 1, C.green],
    ["Set-top box", "Operator box", 0.96, C.amber],
    ["Streaming stick", "HD model", 1, C.green],
  ];
  runs.forEach(([name, model, share, color], index) => {
    const y = 150 + index * 104;
    parts.push(panel(680, y, 450, 88, { r: 18 }));
    parts.push(iconTile(defs, 702, y + 20, 48, "tv"));
    parts.push(text(768, y + 40, name, { size: 20, weight: 800 }));
    parts.push(text(768, y + 66, model, { size: 16, fill: C.body }));
    const passed = Math.round(share * 120);
    parts.push(text(1108, y + 40, `${passed}/120 passed`, { size: 16, weight: 700, anchor: "end", fill: color }));
    parts.push(progress(928, y + 56, 180, 8, share, color === C.green ? defs.linear(["#34D399", "#0EA5E9"]) : C.amber));
  });
  // Release timeline: still in the QA lab while checks are open; submission comes after them.
  const steps = ["Build", "QA lab", "Submit", "Live"];
  const ty = 640;
  const current = 1;
  parts.push(line(720, ty, 1090, ty, C.borderStrong, 3));
  parts.push(line(720, ty, 720 + (370 / 3) * current, ty, C.green, 3));
  steps.forEach((label, index) => {
    const x = 720 + (370 / 3) * index;
    const done = index < current;
    if (index === current) {
      parts.push(circle(x, ty, 14, alpha(C.cyan, 0.15), { stroke: C.cyan, strokeWidth: 3, strokeDasharray: "40 20" }));
    } else {
      parts.push(
        circle(x, ty, 14, done ? C.green : C.surface3, { stroke: done ? "none" : C.borderStrong, strokeWidth: 2 }),
      );
    }
    if (done) parts.push(icon("check", x - 8, ty - 8, 16, "#fff", 3));
    const fill = done ? C.text : index === current ? C.cyan : C.muted;
    parts.push(text(x, ty + 44, label, { size: 16, weight: 700, anchor: "middle", fill }));
  });
  return parts;
}

/** Customers gallery: generic streaming experiences on a TV and a phone. */
const GALLERY: readonly { theme: AppTheme | "hotel"; accent: Pair }[] = [
  { theme: "sports", accent: ["#34D399", "#0EA5E9"] },
  { theme: "kids", accent: ["#F472B6", "#F59E0B"] },
  { theme: "news", accent: ["#EF4444", "#F59E0B"] },
  { theme: "movies", accent: ["#7C5CFF", "#22D3EE"] },
  { theme: "music", accent: ["#A78BFA", "#F472B6"] },
  { theme: "live", accent: ["#FB7185", "#7C5CFF"] },
  { theme: "hotel", accent: ["#34D399", "#0EA5E9"] },
];

function galleryImage(defs: Defs, index: number): string[] {
  const entry = GALLERY[index];
  if (!entry) throw new Error(`no gallery image ${index}`);
  const parts = backdrop(defs, 1200, 800, entry.accent);
  if (entry.theme === "hotel") {
    // A hotel room wall: headboard line and a TV above a console.
    parts.push(rect(0, 600, 1200, 200, { fill: defs.linear(["#141A3A", "#0B0F24"], 0, 0, 0, 1) }));
    parts.push(rect(0, 596, 1200, 6, { fill: "rgba(255,255,255,0.08)" }));
    const content = screen(
      defs,
      0,
      0,
      1920,
      1080,
      PRODUCT_W,
      rect(0, 0, PRODUCT_W, 1000, { fill: C.bg }) + hotelHome(defs).join(""),
    );
    parts.push(tvFrame(defs, 160, 70, 880, content, { stand: "none" }));
    parts.push(rect(250, 640, 700, 40, { r: 10, fill: defs.linear(["#2A3263", "#151B3A"], 0, 0, 0, 1) }));
    parts.push(
      labelCard(defs, 800, 660, 340, "bed", "In-room entertainment", "Movies, live TV and room service", entry.accent),
    );
    return parts;
  }
  parts.push(
    tvFrame(defs, 70, 90, 860, tvHome(defs, 1920, 1080, { theme: entry.theme, accent: entry.accent, seed: index }), {
      stand: "none",
    }),
  );
  parts.push(
    phoneFrame(
      defs,
      860,
      200,
      560,
      phoneHome(defs, 390, 844, { theme: entry.theme, accent: entry.accent, seed: index + 2 }),
    ),
  );
  return parts;
}

/** Customers features row (800 x 600): multi-device delivery, analytics, monetisation. */
function featureDevices(defs: Defs): string[] {
  const parts = backdrop(defs, 800, 600);
  const hub = [400, 300] as const;
  const spots: [number, number][] = [
    [190, 150],
    [610, 150],
    [190, 450],
    [610, 450],
  ];
  for (const [x, y] of spots) {
    parts.push(
      path(`M${hub[0]} ${hub[1]}L${x} ${y}`, {
        stroke: defs.linearUser(BRAND, hub[0], hub[1], x, y),
        strokeWidth: 3,
        strokeDasharray: "8 8",
      }),
    );
  }
  parts.push(tvFrame(defs, 40, 50, 300, tvHome(defs, 1920, 1080, { accent: BRAND }), { stand: "none" }));
  parts.push(laptopFrame(defs, 480, 60, 260, tvHome(defs, 1920, 1200, { accent: BRAND, seed: 1 })));
  parts.push(tabletFrame(defs, 60, 360, 260, tvHome(defs, 1600, 1200, { accent: BRAND, seed: 2 })));
  parts.push(phoneFrame(defs, 560, 330, 240, phoneHome(defs, 390, 844, { accent: BRAND })));
  parts.push(circle(hub[0], hub[1], 58, C.bg, { stroke: defs.linear(BRAND, 0, 0, 1, 1), strokeWidth: 4 }));
  parts.push(horizonGlyph(defs, hub[0] - 32, hub[1] - 38, 64));
  return parts;
}

function featureAnalytics(defs: Defs): string[] {
  const parts = backdrop(defs, 800, 600, ["#F472B6", "#8B5CF6"]);
  const pair: Pair = ["#F472B6", "#8B5CF6"];
  const card = (x: number, y: number, w: number, h: number, rotate: number, body: string) =>
    g({ transform: `rotate(${rotate} ${x + w / 2} ${y + h / 2})` }, [
      rect(x + 6, y + 14, w, h, { r: 16, fill: "#000", opacity: 0.5, filter: defs.blur(14) }),
      body,
    ]);
  parts.push(
    card(
      40,
      160,
      500,
      300,
      -2,
      [
        panel(40, 160, 500, 300),
        cardTitle(64, 200, "Watch time", "Hours per day"),
        lineChart(
          defs,
          64,
          230,
          452,
          210,
          [
            { values: [20, 24, 22, 29, 33, 31, 38, 41, 40, 46], colors: pair, area: true },
            { values: [12, 13, 15, 14, 18, 17, 20, 22, 21, 24], colors: [C.cyan, C.cyan], dashed: true },
          ],
          { min: 0, max: 50, xLabels: ["Mon", "Wed", "Fri", "Sun"] },
        ),
      ].join(""),
    ),
  );
  parts.push(
    card(
      470,
      60,
      290,
      150,
      3,
      kpiCard(defs, 470, 60, 290, 150, "Returning viewers", "72%", "+1.8 pt", {
        icon: "refresh",
        accent: pair,
        spark: [3, 3.4, 3.3, 4, 4.2, 4.6, 5],
      }),
    ),
  );
  parts.push(
    card(
      480,
      330,
      280,
      230,
      2,
      [
        panel(480, 330, 280, 230),
        cardTitle(500, 366, "Peak hours"),
        heatmap(
          500,
          384,
          240,
          150,
          4,
          8,
          (row, col) => Math.exp(-((col - 6) ** 2) / 6) * (row > 1 ? 1 : 0.7),
          pair,
          {},
        ),
      ].join(""),
    ),
  );
  parts.push(
    card(
      60,
      60,
      300,
      76,
      -1,
      labelCard(defs, 60, 60, 300, "chart", "Real-time analytics", "Every platform, one view", pair),
    ),
  );
  return parts;
}

function featureMonetisation(defs: Defs): string[] {
  const pair: Pair = ["#F59E0B", "#EF4444"];
  const parts = backdrop(defs, 800, 600, pair);
  const plans: [string, string, string, boolean][] = [
    ["Monthly", "199", "per month", false],
    ["Yearly", "1,999", "per year", true],
  ];
  plans.forEach(([name, price, period, best], index) => {
    const x = 50 + index * 240;
    const y = best ? 60 : 84;
    parts.push(rect(x + 6, y + 16, 220, 300, { r: 20, fill: "#000", opacity: 0.45, filter: defs.blur(14) }));
    parts.push(
      rect(x, y, 220, 300, {
        r: 20,
        fill: C.surface1,
        stroke: best ? pair[0] : C.borderStrong,
        strokeWidth: best ? 3 : 1.5,
      }),
    );
    if (best) parts.push(statusPill(x + 20, y + 20, "Best value", C.amber, 12).svg);
    parts.push(text(x + 20, y + 90, name, { size: 22, weight: 800 }));
    parts.push(text(x + 20, y + 146, price, { size: 44, weight: 800 }));
    parts.push(text(x + 20, y + 172, `INR ${period}`, { size: 14, fill: C.body }));
    ["HD and 4K", "Two screens", "Downloads"].forEach((feature, line) => {
      parts.push(icon("check", x + 20, y + 196 + line * 26, 16, C.green, 3));
      parts.push(text(x + 44, y + 210 + line * 26, feature, { size: 14, fill: C.body }));
    });
  });
  // In-video ad.
  const ax = 540;
  parts.push(rect(ax + 6, 80, 220, 140, { r: 16, fill: "#000", opacity: 0.45, filter: defs.blur(12) }));
  const clip = defs.clipRect(0, 0, 220, 124, 16);
  parts.push(
    g({ transform: `translate(${ax} 66)` }, [
      g({ clipPath: clip }, posterArt(defs, 0, 0, 220, 124, 6, { kind: "road", titleStyle: "none" })),
    ]),
  );
  parts.push(rect(ax + 10, 76, 72, 24, { r: 6, fill: "rgba(7,11,26,0.8)" }));
  parts.push(text(ax + 46, 93, "Ad · 0:15", { size: 12, weight: 800, anchor: "middle" }));
  parts.push(rect(ax + 120, 150, 90, 30, { r: 8, fill: "rgba(7,11,26,0.8)", stroke: "rgba(255,255,255,0.3)" }));
  parts.push(text(ax + 165, 170, "Skip in 5", { size: 12, weight: 700, anchor: "middle" }));
  // Rent ticket and tips.
  parts.push(labelCard(defs, 540, 250, 230, "film", "Rent · 48 hours", "Pay per view", pair));
  parts.push(labelCard(defs, 540, 350, 230, "heart", "Tip the creator", "Tips and donations", pair));
  parts.push(
    labelCard(defs, 60, 420, 420, "megaphone", "Banner and display ads", "Sold and served with AdPilot", pair),
  );
  parts.push(button(defs, 540, 470, "Subscribe", { gradient: pair, height: 48, size: 16, width: 230 }).svg);
  return parts;
}

async function render(
  stem: string,
  width: number,
  height: number,
  make: (defs: Defs) => string[],
  maxBytes = 80_000,
): Promise<void> {
  const defs = new Defs();
  await writeRaster(stem, svgDocument(width, height, defs, make(defs)), { width, height }, { maxBytes });
}

export async function ottImages(): Promise<void> {
  await render("ott/platforms", 1200, 800, platforms);
  await render("ott/certification", 1200, 800, certification);
}

export async function customerImages(): Promise<void> {
  for (const index of GALLERY.keys())
    await render(`customers/gallery-${index + 1}`, 1200, 800, (defs) => galleryImage(defs, index));
  await render("customers/feature-1", 800, 600, featureDevices, 60_000);
  await render("customers/feature-2", 800, 600, featureAnalytics, 60_000);
  await render("customers/feature-3", 800, 600, featureMonetisation, 60_000);
}
