import { measure } from "../lib/font.ts";
import { type IconName, icon } from "../lib/icons.ts";
import { FIRST_PAINT_IMAGE_BYTES, writeRaster } from "../lib/output.ts";
import { alpha, BRAND, C } from "../lib/palette.ts";
import { circle, Defs, g, path, rect, svgDocument, text } from "../lib/svg.ts";
import { avatar, glow, type Pair } from "../lib/ui.ts";
import { phoneHome, tvHome } from "./app.ts";
import { phoneFrame, tabletFrame, tvFrame } from "./devices.ts";
import { whitepaperDiscovery, whitepaperGamification } from "./editorial.ts";
import { horizonGlyph } from "./glyphs.ts";
import { backdrop, iconTile } from "./scene.ts";

/**
 * Hero illustrations of the Customers, Partners, Resources and Book a meeting pages
 * (1200 x 960, shown beside the headline at about half that size). Drawn text is kept
 * large and short so it stays legible at that scale.
 */

const W = 1200;
const H = 960;

/** A shadowed rounded card. */
function card(defs: Defs, x: number, y: number, w: number, h: number, r = 28, fill: string = C.surface1): string {
  return [
    rect(x + 10, y + 26, w, h, { r, fill: "#000", opacity: 0.5, filter: defs.blur(24) }),
    rect(x, y, w, h, { r, fill, stroke: C.borderStrong, strokeWidth: 2 }),
  ].join("");
}

/** A large icon tile with a soft glow behind it. */
function glowingTile(defs: Defs, x: number, y: number, size: number, name: IconName, colors: Pair): string {
  return [
    glow(defs, x + size / 2, y + size / 2, size * 1.1, colors[1], 0.35),
    iconTile(defs, x, y, size, name, colors),
  ].join("");
}

/** Customers: the kinds of services the platforms run, on TV, tablet and phone. */
function customersHero(defs: Defs): string[] {
  const parts = backdrop(defs, W, H, BRAND, [
    [0.2, 0.8],
    [0.85, 0.2],
  ]);
  parts.push(
    tvFrame(
      defs,
      70,
      110,
      860,
      tvHome(defs, 1920, 1080, { theme: "movies", accent: ["#7C5CFF", "#22D3EE"], seed: 5 }),
      {
        stand: "none",
      },
    ),
  );
  parts.push(
    tabletFrame(
      defs,
      40,
      560,
      430,
      tvHome(defs, 1600, 1200, { theme: "kids", accent: ["#F472B6", "#F59E0B"], seed: 2 }),
    ),
  );
  parts.push(
    phoneFrame(
      defs,
      860,
      300,
      600,
      phoneHome(defs, 390, 844, { theme: "news", accent: ["#EF4444", "#F59E0B"], seed: 3 }),
    ),
  );
  // The kinds of teams the Customers page names, as labelled chips (not loose icons).
  parts.push(kindChip(defs, 520, 700, "tv", "Pay-TV operators", ["#34D399", "#0EA5E9"]));
  parts.push(kindChip(defs, 640, 810, "bed", "Hotels and resorts", ["#7C5CFF", "#22D3EE"]));
  parts.push(kindChip(defs, 760, 130, "building", "Broadcasters", ["#A78BFA", "#F472B6"]));
  return parts;
}

function kindChip(defs: Defs, x: number, y: number, name: IconName, label: string, colors: Pair): string {
  const w = 96 + measure(label, 28, 800) + 28;
  return [
    rect(x + 4, y + 10, w, 84, { r: 24, fill: "#000", opacity: 0.4, filter: defs.blur(12) }),
    rect(x, y, w, 84, { r: 24, fill: "rgba(14,20,48,0.94)", stroke: C.borderStrong }),
    glowingTile(defs, x + 14, y + 14, 56, name, colors),
    text(x + 96, y + 52, label, { size: 28, weight: 800 }),
  ].join("");
}

const KINDS: readonly { icon: IconName; label: string; colors: Pair; x: number; y: number }[] = [
  { icon: "tv", label: "Devices", colors: ["#7C5CFF", "#22D3EE"], x: 250, y: 230 },
  { icon: "segments", label: "Streaming", colors: ["#22D3EE", "#34D399"], x: 950, y: 230 },
  { icon: "shield", label: "DRM", colors: ["#F472B6", "#8B5CF6"], x: 250, y: 730 },
  { icon: "megaphone", label: "Ads", colors: ["#F59E0B", "#EF4444"], x: 950, y: 730 },
];

/** Small icons on the outer ring, at angles (degrees) clear of the four cards. */
const ORBIT: readonly [IconName, number][] = [
  ["play", 0],
  ["phone", 65],
  ["cast", 90],
  ["lock", 115],
  ["code", 180],
  ["globe", 245],
  ["wifi", 270],
  ["remote", 295],
];

/** Partners: the Horizon platform at the centre of devices, streaming formats, DRM and ads. */
function partnersHero(defs: Defs): string[] {
  const cx = W / 2;
  const cy = H / 2;
  const parts = backdrop(defs, W, H, BRAND, [
    [0.5, 0.5],
    [0.9, 0.1],
  ]);
  for (const [r, dash] of [
    [210, "4 14"],
    [400, "2 12"],
  ] as const) {
    parts.push(circle(cx, cy, r, "none", { stroke: "rgba(255,255,255,0.16)", strokeWidth: 2, strokeDasharray: dash }));
  }
  ORBIT.forEach(([name, degrees]) => {
    const angle = (degrees * Math.PI) / 180;
    const x = cx + Math.cos(angle) * 400;
    const y = cy + Math.sin(angle) * 400 * 0.98;
    parts.push(circle(x, y, 34, C.surface2, { stroke: C.borderStrong, strokeWidth: 2 }));
    parts.push(icon(name, x - 17, y - 17, 34, C.body, 2.2));
  });
  for (const kind of KINDS) {
    parts.push(
      path(`M${cx} ${cy}L${kind.x} ${kind.y}`, {
        stroke: defs.linearUser(kind.colors, cx, cy, kind.x, kind.y),
        strokeWidth: 5,
        strokeLinecap: "round",
        strokeDasharray: "1 14",
      }),
    );
  }
  for (const kind of KINDS) {
    const w = 300;
    parts.push(card(defs, kind.x - w / 2, kind.y - 100, w, 200, 32, alpha(C.surface1, 0.96)));
    parts.push(iconTile(defs, kind.x - 40, kind.y - 78, 80, kind.icon, kind.colors));
    parts.push(text(kind.x, kind.y + 66, kind.label, { size: 50, weight: 800, anchor: "middle" }));
  }
  parts.push(glow(defs, cx, cy, 260, C.violet, 0.45));
  parts.push(circle(cx, cy, 118, C.bg, { stroke: defs.linear(BRAND, 0, 0, 1, 1), strokeWidth: 6 }));
  parts.push(horizonGlyph(defs, cx - 70, cy - 84, 140));
  return parts;
}

/** Resources: the two whitepaper covers fanned over a reading panel. */
function resourcesHero(defs: Defs): string[] {
  const parts = backdrop(
    defs,
    W,
    H,
    ["#7C5CFF", "#F472B6"],
    [
      [0.15, 0.2],
      [0.85, 0.85],
    ],
  );
  // An article page behind the covers: a hero band and lines of text as bars.
  parts.push(card(defs, 560, 120, 580, 720, 32));
  parts.push(rect(600, 160, 500, 230, { r: 20, fill: defs.linear(["#22D3EE", "#7C5CFF"], 0, 0, 1, 1), opacity: 0.85 }));
  parts.push(icon("play", 810, 235, 80, "#fff", 2.6));
  [0.92, 0.8, 0.86, 0.6, 0.9, 0.74, 0.84, 0.5].forEach((fraction, index) => {
    parts.push(rect(600, 430 + index * 46, 500 * fraction, 18, { r: 9, fill: "rgba(255,255,255,0.16)" }));
  });
  // Covers are 800 x 1000; the one behind shows only its artwork (`visible` of its height).
  const coverAt = (make: (d: Defs) => string[], x: number, y: number, angle: number, visible = 1000) =>
    g({ transform: `translate(${x} ${y}) rotate(${angle}) scale(0.5)` }, [
      rect(16, 40, 800, visible, { r: 24, fill: "#000", opacity: 0.55, filter: defs.blur(30) }),
      g({ clipPath: defs.clipRect(0, 0, 800, visible, 24) }, make(defs)),
    ]);
  parts.push(coverAt(whitepaperDiscovery, 330, 100, 7, 600));
  parts.push(coverAt(whitepaperGamification, 70, 250, -6));
  // A download badge.
  parts.push(card(defs, 820, 760, 300, 110, 55, C.surface2));
  parts.push(circle(875, 815, 36, defs.linear(BRAND, 0, 0, 1, 1)));
  parts.push(icon("download", 855, 795, 40, "#070B1A", 3));
  parts.push(text(928, 834, "PDF", { size: 52, weight: 800 }));
  return parts;
}

/** Book a meeting: a day picked in a calendar, a time chosen, the meeting confirmed. */
function bookMeetingHero(defs: Defs): string[] {
  const parts = backdrop(defs, W, H, BRAND, [
    [0.15, 0.85],
    [0.85, 0.15],
  ]);
  // Calendar card.
  const cal = { x: 70, y: 110, w: 640, h: 620 };
  parts.push(card(defs, cal.x, cal.y, cal.w, cal.h, 36));
  parts.push(iconTile(defs, cal.x + 40, cal.y + 40, 72, "calendar", BRAND));
  parts.push(text(cal.x + 136, cal.y + 76, "Pick a day", { size: 40, weight: 800 }));
  parts.push(
    text(cal.x + 136, cal.y + 110, "30-minute meeting", { size: 26, weight: 600, fill: "rgba(255,255,255,0.62)" }),
  );
  const cell = 74;
  const left = cal.x + 48;
  const top = cal.y + 170;
  const free = new Set([3, 4, 8, 9, 10, 11, 15, 16, 17, 18, 22, 23, 24, 25]);
  const picked = 16;
  for (let index = 0; index < 31; index += 1) {
    const col = index % 7;
    const row = Math.floor(index / 7);
    const x = left + col * (cell + 4);
    const y = top + row * (cell + 10);
    const day = String(index + 1);
    const label = (fill: string, weight: number) =>
      text(x + cell / 2, y + cell / 2 + 11, day, { size: 30, weight, anchor: "middle", fill });
    if (index === picked) {
      parts.push(rect(x, y, cell, cell, { r: 18, fill: defs.linear(BRAND, 0, 0, 1, 1) }));
      parts.push(label("#070B1A", 800));
    } else if (free.has(index)) {
      parts.push(rect(x, y, cell, cell, { r: 18, fill: alpha(C.violet, 0.24) }));
      parts.push(label(C.text, 800));
    } else {
      parts.push(label("rgba(255,255,255,0.3)", 500));
    }
  }
  // Time card: three times, the middle one chosen, beside the calendar (no column of days hidden),
  // written as the scheduler writes them (12-hour clock): the first three on the team's clock by default.
  const times = { x: 735, y: 250, w: 415, h: 420 };
  parts.push(card(defs, times.x, times.y, times.w, times.h, 36, alpha(C.surface2, 0.97)));
  parts.push(icon("clock", times.x + 40, times.y + 40, 48, C.cyan, 2.4));
  parts.push(text(times.x + 108, times.y + 78, "Free times", { size: 36, weight: 800 }));
  ["10:00 AM", "10:40 AM", "11:20 AM"].forEach((label, index) => {
    const y = times.y + 120 + index * 92;
    const chosen = index === 1;
    parts.push(
      rect(times.x + 40, y, times.w - 80, 72, {
        r: 36,
        fill: chosen ? defs.linear(BRAND, 0, 0, 1, 0) : "rgba(124,92,255,0.12)",
        stroke: chosen ? undefined : alpha(C.violet, 0.6),
        strokeWidth: 2,
      }),
    );
    parts.push(
      text(times.x + times.w / 2, y + 50, label, {
        size: 38,
        weight: 800,
        anchor: "middle",
        fill: chosen ? "#070B1A" : C.text,
      }),
    );
  });
  // Confirmation card.
  const done = { x: 300, y: 690, w: 620, h: 170 };
  parts.push(card(defs, done.x, done.y, done.w, done.h, 40, alpha(C.surface1, 0.98)));
  parts.push(circle(done.x + 85, done.y + 85, 48, C.green));
  parts.push(icon("check", done.x + 57, done.y + 57, 56, "#070B1A", 3.4));
  parts.push(text(done.x + 160, done.y + 104, "Booked", { size: 58, weight: 800 }));
  parts.push(avatar(defs, done.x + done.w - 140, done.y + 85, 38, "A", 2));
  parts.push(avatar(defs, done.x + done.w - 80, done.y + 85, 38, "H", 0));
  return parts;
}

/** Each illustration at full size and at 640 px wide for phones, where it is the LCP image. */
async function render(stem: string, make: (defs: Defs) => string[]): Promise<void> {
  const defs = new Defs();
  const svg = svgDocument(W, H, defs, make(defs));
  await writeRaster(stem, svg, { width: W, height: H }, { maxBytes: 70_000 });
  await writeRaster(
    `${stem}-small`,
    svg,
    { width: 640, height: Math.round((640 * H) / W) },
    { maxBytes: 36_000, maxAvifBytes: FIRST_PAINT_IMAGE_BYTES },
  );
}

export async function hubImages(): Promise<void> {
  await render("hub/customers-hero", customersHero);
  await render("hub/partners-hero", partnersHero);
  await render("hub/resources-hero", resourcesHero);
  await render("hub/bookmeeting-hero", bookMeetingHero);
}
