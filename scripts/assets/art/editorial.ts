import { measure, wrap } from "../lib/font.ts";
import { type IconName, icon } from "../lib/icons.ts";
import { FIRST_PAINT_IMAGE_BYTES, writeRaster } from "../lib/output.ts";
import { alpha, C, mix } from "../lib/palette.ts";
import { Rng } from "../lib/rand.ts";
import { circle, Defs, g, path, rect, svgDocument, text } from "../lib/svg.ts";
import {
  avatar,
  cardTitle,
  chipRow,
  type Pair,
  panel,
  progress,
  searchBox,
  statusPill,
  table,
  waveform,
} from "../lib/ui.ts";
import { phoneHome, playerScreen, tvNav } from "./app.ts";
import { phoneFrame, tabletFrame, tvFrame } from "./devices.ts";
import { posterArt, type SceneKind } from "./poster.ts";
import { backdrop, horizonWordmark, iconTile, labelCard } from "./scene.ts";

/** Resources: whitepaper covers (800 x 1000) and article hero images (1600 x 900). */

function sparkles(rng: Rng, w: number, h: number, count: number, color: string): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = rng.range(0, w);
    const y = rng.range(0, h);
    const r = rng.range(1.5, 4);
    parts.push(circle(x, y, r, color, { opacity: rng.range(0.25, 0.8) }));
  }
  return parts.join("");
}

function hexagon(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 6 }, (_, index) => {
    const angle = (Math.PI / 3) * index - Math.PI / 2;
    return `${index === 0 ? "M" : "L"}${cx + r * Math.cos(angle)} ${cy + r * Math.sin(angle)}`;
  });
  return `${points.join("")}Z`;
}

function badge(defs: Defs, cx: number, cy: number, r: number, name: IconName, pair: Pair, rotate = 0): string {
  return g({ transform: `rotate(${rotate} ${cx} ${cy})` }, [
    path(hexagon(cx + 4, cy + 10, r), { fill: "#000", opacity: 0.45, filter: defs.blur(10) }),
    path(hexagon(cx, cy, r), { fill: defs.linear(pair, 0, 0, 1, 1) }),
    path(hexagon(cx, cy, r * 0.8), { fill: "none", stroke: "rgba(255,255,255,0.35)", strokeWidth: 2 }),
    icon(name, cx - r * 0.42, cy - r * 0.42, r * 0.84, "#fff", 2.2),
  ]);
}

interface CoverText {
  kicker: string;
  title: string;
  subtitle: string;
}

function cover(defs: Defs, pair: Pair, art: string, copy: CoverText): string[] {
  const W = 800;
  const H = 1000;
  const parts = backdrop(defs, W, H, pair, [
    [0.2, 0.35],
    [0.85, 0.15],
  ]);
  parts.push(horizonWordmark(defs, 56, 52, 40));
  parts.push(
    text(W - 56, 80, copy.kicker, {
      size: 15,
      weight: 800,
      anchor: "end",
      spacing: 3,
      fill: mix(pair[1], "#ffffff", 0.3),
    }),
  );
  parts.push(art);
  const lines = wrap(copy.title, W - 112, 60, 800);
  const top = H - 120 - lines.length * 68;
  parts.push(rect(56, top - 40, 64, 6, { r: 3, fill: defs.linear(pair) }));
  lines.forEach((lineText, index) => {
    parts.push(text(56, top + 40 + index * 68, lineText, { size: 60, weight: 800, spacing: -1 }));
  });
  wrap(copy.subtitle, W - 112, 20, 500).forEach((lineText, index) => {
    parts.push(text(56, H - 96 + index * 28, lineText, { size: 20, weight: 500, fill: C.body }));
  });
  return parts;
}

export function whitepaperGamification(defs: Defs): string[] {
  const pair: Pair = ["#7C5CFF", "#F472B6"];
  const rng = new Rng(3);
  const cx = 400;
  const cy = 360;
  const art = [
    sparkles(rng, 800, 560, 40, "#ffffff"),
    ...[220, 170, 120].map((r, index) =>
      circle(cx, cy, r, "none", {
        stroke: alpha(index % 2 === 0 ? pair[0] : pair[1], 0.35 + index * 0.15),
        strokeWidth: 2,
        strokeDasharray: index === 1 ? "6 10" : undefined,
      }),
    ),
    circle(cx, cy, 92, defs.linear(pair, 0, 0, 1, 1)),
    icon("trophy", cx - 52, cy - 52, 104, "#fff", 2),
    badge(defs, 170, 210, 52, "star", ["#F59E0B", "#EF4444"], -8),
    badge(defs, 640, 250, 46, "bolt", ["#22D3EE", "#6366F1"], 10),
    badge(defs, 600, 520, 56, "fire", ["#FB7185", "#F59E0B"], -6),
    badge(defs, 190, 510, 42, "gamepad", ["#34D399", "#0EA5E9"], 6),
  ].join("");
  return cover(defs, pair, art, {
    kicker: "WHITEPAPER",
    title: "Gamification and AI in streaming",
    subtitle: "How interactive features and machine learning keep viewers coming back.",
  });
}

export function whitepaperDiscovery(defs: Defs): string[] {
  const pair: Pair = ["#22D3EE", "#7C5CFF"];
  const rng = new Rng(8);
  const parts: string[] = [sparkles(rng, 800, 560, 30, "#ffffff")];
  const kinds: SceneKind[] = [
    "city",
    "planet",
    "sunset",
    "forest",
    "ocean",
    "portrait",
    "concert",
    "road",
    "waves",
    "geo",
    "kids",
    "sport",
  ];
  kinds.forEach((kind, index) => {
    const col = index % 4;
    const row = Math.floor(index / 4);
    const x = 86 + col * 162;
    const y = 150 + row * 150;
    const clip = defs.clipRect(0, 0, 140, 128, 12);
    parts.push(
      g({ transform: `translate(${x} ${y})`, opacity: index === 5 || index === 6 ? 1 : 0.45 }, [
        g({ clipPath: clip }, posterArt(defs, 0, 0, 140, 128, index * 3 + 1, { kind, titleStyle: "none" })),
      ]),
    );
  });
  // Magnifier over two matches.
  const mx = 412;
  const my = 296;
  parts.push(circle(mx + 8, my + 16, 150, "#000", { opacity: 0.35, filter: defs.blur(18) }));
  parts.push(circle(mx, my, 146, "none", { stroke: defs.linear(pair, 0, 0, 1, 1), strokeWidth: 16 }));
  parts.push(
    path(`M${mx + 104} ${my + 104}L${mx + 190} ${my + 190}`, {
      stroke: defs.linearUser(pair, mx + 100, my + 100, mx + 190, my + 190),
      strokeWidth: 30,
      strokeLinecap: "round",
    }),
  );
  parts.push(statusPill(520, 150, "98% match", C.green, 15).svg);
  parts.push(statusPill(120, 470, "Because you watched", pair[0], 15).svg);
  return cover(defs, pair, parts.join(""), {
    kicker: "WHITEPAPER",
    title: "Content discovery and personalization",
    subtitle: "Search, recommendations and the signals that connect viewers to the right title.",
  });
}

const BW = 1600;
const BH = 900;

/** Article: gamification (quiz and leaderboard over a live match). */
function blogGamification(defs: Defs): string[] {
  const pair: Pair = ["#7C5CFF", "#F472B6"];
  const parts = backdrop(defs, BW, BH, pair);
  const content = [
    playerScreen(defs, 1920, 1080, {
      kind: "sport",
      title: "Match Night",
      subtitle: "Quarter-final  ·  2nd half",
      accent: pair,
      live: true,
    }),
    // Quiz overlay.
    rect(90, 560, 760, 330, { r: 30, fill: "rgba(7,11,26,0.9)", stroke: "rgba(255,255,255,0.16)", strokeWidth: 2 }),
    text(130, 630, "Predict: who scores next?", { size: 42, weight: 800 }),
    ...[
      ["Home", 0.58],
      ["Away", 0.31],
      ["No goal", 0.11],
    ].map(([label, share], index) => {
      const y = 670 + index * 66;
      const on = index === 0;
      return [
        rect(130, y, 680, 54, {
          r: 16,
          fill: on ? alpha(pair[0], 0.35) : "rgba(255,255,255,0.08)",
          stroke: on ? "#fff" : "none",
          strokeWidth: 3,
        }),
        rect(130, y, 680 * Number(share), 54, { r: 16, fill: on ? defs.linear(pair) : "rgba(255,255,255,0.1)" }),
        text(160, y + 37, String(label), { size: 28, weight: 800 }),
        text(790, y + 37, `${Math.round(Number(share) * 100)}%`, { size: 28, weight: 800, anchor: "end" }),
      ].join("");
    }),
    // Leaderboard.
    rect(1330, 200, 520, 700, { r: 30, fill: "rgba(7,11,26,0.9)", stroke: "rgba(255,255,255,0.16)", strokeWidth: 2 }),
    text(1370, 270, "Leaderboard", { size: 40, weight: 800 }),
    ...["Priya", "Arjun", "You", "Meera", "Kabir"].map((name, index) => {
      const y = 310 + index * 110;
      const me = name === "You";
      return [
        rect(1360, y, 460, 90, { r: 20, fill: me ? defs.linear(pair) : "rgba(255,255,255,0.06)" }),
        text(1400, y + 58, String(index + 1), { size: 32, weight: 800 }),
        avatar(defs, 1480, y + 45, 28, name.slice(0, 1), index),
        text(1530, y + 57, name, { size: 30, weight: 700 }),
        text(1790, y + 57, `${1240 - index * 85}`, { size: 30, weight: 800, anchor: "end" }),
      ].join("");
    }),
  ].join("");
  parts.push(tvFrame(defs, 180, 60, 1240, content, { stand: "none" }));
  parts.push(
    g({}, [
      badge(defs, 120, 200, 64, "fire", ["#FB7185", "#F59E0B"], -8),
      badge(defs, 1480, 170, 56, "trophy", ["#F59E0B", "#EF4444"], 8),
      badge(defs, 1500, 760, 60, "star", ["#22D3EE", "#6366F1"], -6),
    ]),
  );
  parts.push(labelCard(defs, 60, 740, 330, "fire", "7-day streak", "Bonus points unlocked", pair));
  return parts;
}

/** Article: discovery through text, image and voice search. */
function blogSearch(defs: Defs): string[] {
  const pair: Pair = ["#22D3EE", "#7C5CFF"];
  const parts = backdrop(defs, BW, BH, pair);
  const s = 1;
  const keyboard: string[] = [];
  const keys = "abcdefghijklmnopqrstuvwxyz1234567890".split("");
  keys.forEach((key, index) => {
    const col = index % 6;
    const row = Math.floor(index / 6);
    const x = 100 + col * 84;
    const y = 320 + row * 84;
    const on = key === "c";
    keyboard.push(rect(x, y, 72, 72, { r: 14, fill: on ? "#fff" : "rgba(255,255,255,0.08)" }));
    keyboard.push(text(x + 36, y + 47, key, { size: 30, weight: 700, anchor: "middle", fill: on ? C.bg : C.text }));
  });
  const results: [SceneKind, string][] = [
    ["planet", "Last Orbit"],
    ["planet", "Deep Field"],
    ["geo", "Vector"],
    ["planet", "Far Side"],
    ["ocean", "Low Tide"],
    ["planet", "Starfall"],
  ];
  const content = [
    rect(0, 0, 1920, 1080, { fill: C.bg }),
    tvNav(defs, 1920, s, ["Home", "Search", "Movies", "Series", "Live TV"], 1, pair),
    searchBox(100, 170, 620, 92, "space doc", C.surface2),
    rect(100 + 92 * 1.05 + measure("space doc", 92 * 0.36, 500) + 6, 196, 3, 40, { fill: pair[0] }),
    icon("mic", 650, 196, 40, pair[0], 2.4),
    ...keyboard,
    text(820, 212, "Top results", { size: 34, weight: 800 }),
    ...results.map(([kind, title], index) => {
      const col = index % 3;
      const row = Math.floor(index / 3);
      const x = 820 + col * 350;
      const y = 246 + row * 400;
      const clip = defs.clipRect(0, 0, 320, 360, 18);
      return g({ transform: `translate(${x} ${y})` }, [
        g({ clipPath: clip }, posterArt(defs, 0, 0, 320, 360, index * 4 + 5, { kind, title })),
        index === 0 ? rect(-6, -6, 332, 372, { r: 22, stroke: "#fff", strokeWidth: 6 }) : "",
      ]);
    }),
  ].join("");
  parts.push(tvFrame(defs, 220, 70, 1160, content, { stand: "none" }));
  // Voice card.
  parts.push(rect(66, 610, 430, 200, { r: 24, fill: "#000", opacity: 0.45, filter: defs.blur(16) }));
  parts.push(panel(60, 596, 430, 200, { r: 24 }));
  parts.push(iconTile(defs, 86, 622, 56, "mic", pair));
  parts.push(text(160, 656, "Voice search", { size: 22, weight: 800 }));
  parts.push(text(86, 726, "“Show me space documentaries”", { size: 19, weight: 600, fill: C.body }));
  parts.push(waveform(86, 744, 378, 34, pair[0], 7, 4));
  // Image search card.
  parts.push(rect(1116, 610, 440, 220, { r: 24, fill: "#000", opacity: 0.45, filter: defs.blur(16) }));
  parts.push(panel(1110, 596, 440, 220, { r: 24 }));
  parts.push(iconTile(defs, 1136, 622, 56, "image", pair));
  parts.push(text(1210, 656, "Image search", { size: 22, weight: 800 }));
  const clipA = defs.clipRect(0, 0, 130, 100, 12);
  parts.push(
    g({ transform: "translate(1136 696)" }, [
      g({ clipPath: clipA }, posterArt(defs, 0, 0, 130, 100, 1, { kind: "planet", titleStyle: "none" })),
    ]),
  );
  parts.push(icon("chevronRight", 1284, 728, 32, C.body, 2.6));
  parts.push(text(1330, 740, "3 matching titles", { size: 19, weight: 700 }));
  parts.push(text(1330, 766, "by scene and colour", { size: 16, fill: C.body }));
  return parts;
}

/** Article: the same catalogue personalised for two profiles. */
function blogPersonalization(defs: Defs): string[] {
  const pair: Pair = ["#F472B6", "#8B5CF6"];
  const parts = backdrop(defs, BW, BH, pair, [
    [0.25, 0.6],
    [0.75, 0.4],
  ]);
  const profiles: [string, string, number, "movies" | "kids" | "sports", readonly string[]][] = [
    ["Asha", "Drama · travel · evenings", 1, "movies", ["Drama", "Travel"]],
    ["Kabir", "Sports · live · weekends", 4, "sports", ["Live sport", "Highlights"]],
  ];
  profiles.forEach(([name, taste, seed, theme, tags], index) => {
    const x = index === 0 ? 300 : 930;
    parts.push(
      phoneFrame(
        defs,
        x,
        90,
        740,
        phoneHome(defs, 390, 844, { accent: index === 0 ? pair : ["#34D399", "#0EA5E9"], theme, seed }),
      ),
    );
    // Beside each phone, over its frame only: the profile card never hides the phone's own tabs.
    const cardX = index === 0 ? 24 : 1286;
    parts.push(rect(cardX + 4, 200, 290, 200, { r: 22, fill: "#000", opacity: 0.45, filter: defs.blur(14) }));
    parts.push(panel(cardX, 190, 290, 200, { r: 22 }));
    parts.push(avatar(defs, cardX + 50, 240, 26, name.slice(0, 2).toUpperCase(), index === 0 ? 1 : 3));
    parts.push(text(cardX + 90, 236, name, { size: 22, weight: 800 }));
    parts.push(text(cardX + 90, 260, "Profile", { size: 14, fill: C.muted }));
    parts.push(text(cardX + 24, 312, taste, { size: 16, weight: 600, fill: C.body }));
    parts.push(
      chipRow(cardX + 24, 332, tags, { active: true, color: index === 0 ? pair[0] : "#34D399", height: 32, size: 14 })
        .svg,
    );
  });
  parts.push(circle(800, 460, 64, C.bg, { stroke: defs.linear(pair, 0, 0, 1, 1), strokeWidth: 4 }));
  parts.push(icon("sparkle", 772, 432, 56, "#fff", 2));
  parts.push(text(800, 570, "Same catalogue,", { size: 20, weight: 800, anchor: "middle" }));
  parts.push(text(800, 598, "two home screens", { size: 20, weight: 800, anchor: "middle" }));
  return parts;
}

/** Article: multiscreen test automation in a device lab. */
function blogAutomation(defs: Defs): string[] {
  const pair: Pair = ["#34D399", "#0EA5E9"];
  const parts = backdrop(defs, BW, BH, pair);
  // Shelves with devices.
  const shelfY = [330, 640];
  for (const y of shelfY)
    parts.push(rect(40, y, 900, 18, { r: 6, fill: defs.linear(["#3A437D", "#1B2247"], 0, 0, 0, 1) }));
  const statuses: [string, string][] = [
    ["Pass", C.green],
    ["Pass", C.green],
    ["Fail", C.rose],
    ["Pass", C.green],
    ["Running", C.cyan],
    ["Pass", C.green],
  ];
  const mini = (seed: number) =>
    playerScreen(defs, 1920, 1080, {
      kind: (["forest", "city", "planet", "ocean", "concert", "sunset"] as const)[seed % 6],
      seed,
      accent: pair,
    });
  parts.push(tvFrame(defs, 70, 130, 330, mini(0), { stand: "feet" }));
  parts.push(tvFrame(defs, 440, 150, 290, mini(1), { stand: "feet" }));
  parts.push(tabletFrame(defs, 760, 160, 170, mini(2)));
  parts.push(phoneFrame(defs, 90, 420, 210, phoneHome(defs, 390, 844, { accent: pair, seed: 3 })));
  parts.push(phoneFrame(defs, 230, 440, 190, phoneHome(defs, 390, 844, { accent: pair, seed: 4, theme: "sports" })));
  parts.push(tvFrame(defs, 460, 440, 300, mini(4), { stand: "feet" }));
  parts.push(tabletFrame(defs, 790, 480, 140, mini(5)));
  const badgeSpots: [number, number][] = [
    [84, 140],
    [454, 160],
    [770, 170],
    [100, 430],
    [474, 450],
    [800, 490],
  ];
  badgeSpots.forEach(([x, y], index) => {
    const [label, color] = statuses[index] ?? ["Pass", C.green];
    const pill = statusPill(x, y, label, color, 14);
    parts.push(rect(x, y, pill.width, 26.6, { r: 13.3, fill: C.bg }), pill.svg);
  });
  // Test run panel.
  const px = 980;
  parts.push(rect(px + 6, 76, 580, 760, { r: 24, fill: "#000", opacity: 0.5, filter: defs.blur(18) }));
  parts.push(panel(px, 60, 580, 760, { r: 24 }));
  parts.push(cardTitle(px + 28, 108, "Nightly regression", "Build 4.2.118 · 38 devices"));
  parts.push(statusPill(px + 440, 88, "Running", C.cyan, 13).svg);
  parts.push(progress(px + 28, 150, 524, 10, 0.82, defs.linear(pair)));
  const totals: [string, string, string][] = [
    ["212", "passed", C.green],
    ["3", "failed", C.rose],
    ["9", "queued", C.muted],
  ];
  totals.forEach(([value, label, color], index) => {
    const x = px + 28 + index * 178;
    parts.push(rect(x, 184, 160, 90, { r: 16, fill: C.surface2 }));
    parts.push(text(x + 20, 232, value, { size: 34, weight: 800, fill: color }));
    parts.push(text(x + 20, 258, label, { size: 14, weight: 600, fill: C.body }));
  });
  parts.push(
    table(
      px + 12,
      300,
      [
        { label: "Test", width: 270 },
        { label: "Device", width: 150 },
        { label: "Result", width: 130 },
      ],
      [
        [
          "Launch to first frame",
          "Smart TV",
          (x: number, y: number) => statusPill(x, y - 13, "1.4 s", C.green, 12).svg,
        ],
        [
          "Back key exits player",
          "Set-top box",
          (x: number, y: number) => statusPill(x, y - 13, "Pass", C.green, 12).svg,
        ],
        [
          "DRM licence renewal",
          "Streaming stick",
          (x: number, y: number) => statusPill(x, y - 13, "Fail", C.rose, 12).svg,
        ],
        ["Captions in sync", "Tablet", (x: number, y: number) => statusPill(x, y - 13, "Pass", C.green, 12).svg],
        ["Resume after sleep", "Phone", (x: number, y: number) => statusPill(x, y - 13, "Pass", C.green, 12).svg],
        ["Focus order on rails", "Smart TV", (x: number, y: number) => statusPill(x, y - 13, "Pass", C.green, 12).svg],
        ["4K bitrate ladder", "Smart TV", (x: number, y: number) => statusPill(x, y - 13, "Running", C.cyan, 12).svg],
      ],
      62,
    ),
  );
  return parts;
}

async function render(
  stem: string,
  width: number,
  height: number,
  make: (defs: Defs) => string[],
  maxBytes: number,
  /** Also a 640 px wide rendition for phones, where the image is the LCP element. */
  phoneRendition = false,
): Promise<void> {
  const defs = new Defs();
  const svg = svgDocument(width, height, defs, make(defs));
  await writeRaster(stem, svg, { width, height }, { maxBytes });
  if (!phoneRendition) return;
  await writeRaster(
    `${stem}-small`,
    svg,
    { width: 640, height: Math.round((640 * height) / width) },
    { maxBytes: 36_000, maxAvifBytes: FIRST_PAINT_IMAGE_BYTES },
  );
}

export async function resourceImages(): Promise<void> {
  await render("resources/whitepaper-1", 800, 1000, whitepaperGamification, 80_000);
  await render("resources/whitepaper-2", 800, 1000, whitepaperDiscovery, 80_000);
}

export async function blogImages(): Promise<void> {
  await render("blog/gamification", BW, BH, blogGamification, 90_000, true);
  await render("blog/contentdiscoverysearch", BW, BH, blogSearch, 90_000, true);
  await render("blog/blogpagepersonalization", BW, BH, blogPersonalization, 90_000, true);
  await render("blog/blogpageautomation", BW, BH, blogAutomation, 90_000, true);
}
