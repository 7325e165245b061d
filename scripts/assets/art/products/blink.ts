import { measure, wrap } from "../../lib/font.ts";
import { type IconName, icon } from "../../lib/icons.ts";
import { alpha, C, mix, product } from "../../lib/palette.ts";
import { circle, type Defs, g, line, rect, text } from "../../lib/svg.ts";
import {
  avatar,
  barChart,
  button,
  cardTitle,
  chipRow,
  dotGrid,
  glow,
  kpiCard,
  lineChart,
  panel,
  slider,
  statusPill,
  table,
  waveform,
} from "../../lib/ui.ts";
import { statusBar } from "../app.ts";
import { phoneFrame, phoneWidth } from "../devices.ts";
import { productGlyph } from "../glyphs.ts";
import { posterArt, type SceneKind } from "../poster.ts";
import { SH, SW } from "./shell.ts";

/** Blinks: mobile-first short-form video with live, contests, ads and creator tools. */
const P = product("blink");
const G = P.gradient;

/** Stage background shared by the Blinks screens (they are phone-first). */
function backdrop(defs: Defs): string[] {
  return [
    rect(0, 0, SW, SH, { fill: C.bg }),
    dotGrid(0, 0, SW, SH, 28),
    glow(defs, 260, 760, 520, G[0], 0.28),
    glow(defs, 1180, 220, 520, G[1], 0.2),
  ];
}

function stage(defs: Defs, title: string, subtitle: string): string[] {
  return [
    ...backdrop(defs),
    productGlyph(defs, "blink", 48, 44, 44),
    text(108, 66, title, { size: 28, weight: 800 }),
    text(108, 92, subtitle, { size: 15, weight: 600, fill: C.body }),
  ];
}

interface ClipInfo {
  kind: SceneKind;
  seed: number;
  handle: string;
  caption: string;
  likes: string;
  comments: string;
  sound: string;
}

function actionRail(x: number, y: number, likes: string, comments: string): string {
  const items: [IconName, string][] = [
    ["heart", likes],
    ["message", comments],
    ["share", "Share"],
    ["gamepad", "Remix"],
  ];
  return items
    .map(([name, label], index) => {
      const iy = y + index * 78;
      return (
        circle(x, iy, 24, "rgba(7,11,26,0.35)") +
        icon(name, x - 15, iy - 15, 30, index === 0 ? G[0] : "#fff", 2.4) +
        text(x, iy + 44, label, { size: 13, weight: 700, anchor: "middle" })
      );
    })
    .join("");
}

/** One vertical short video in the feed (390 x 844 design). */
function feedScreen(defs: Defs, clip: ClipInfo): string {
  const parts = [posterArt(defs, 0, 0, 390, 844, clip.seed, { kind: clip.kind, titleStyle: "none" })];
  parts.push(
    rect(0, 520, 390, 324, {
      fill: defs.linear(
        [
          { offset: 0, color: "#000000", opacity: 0 },
          { offset: 1, color: "#000000", opacity: 0.75 },
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );
  parts.push(
    rect(0, 0, 390, 140, {
      fill: defs.linear(
        [
          { offset: 0, color: "#000000", opacity: 0.5 },
          { offset: 1, color: "#000000", opacity: 0 },
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );
  parts.push(statusBar(390, 1));
  parts.push(text(150, 84, "Following", { size: 17, weight: 600, anchor: "middle", fill: "rgba(255,255,255,0.7)" }));
  parts.push(text(250, 84, "For you", { size: 17, weight: 800, anchor: "middle" }));
  parts.push(rect(232, 94, 36, 3, { r: 1.5, fill: "#fff" }));
  parts.push(icon("search", 344, 66, 24, "#fff"));
  parts.push(actionRail(346, 430, clip.likes, clip.comments));
  parts.push(avatar(defs, 40, 664, 20, clip.handle.slice(1, 3).toUpperCase(), clip.seed));
  parts.push(text(70, 670, clip.handle, { size: 16, weight: 800 }));
  const followX = 70 + measure(clip.handle, 16, 800) + 10;
  parts.push(rect(followX, 652, 64, 26, { r: 8, stroke: "#fff", strokeWidth: 1.5 }));
  parts.push(text(followX + 32, 670, "Follow", { size: 12, weight: 700, anchor: "middle" }));
  wrap(clip.caption, 280, 15, 500)
    .slice(0, 2)
    .forEach((lineText, index) => {
      parts.push(text(20, 712 + index * 22, lineText, { size: 15, weight: 500 }));
    });
  parts.push(icon("music", 20, 752, 18, "#fff"));
  parts.push(text(46, 766, clip.sound, { size: 14, weight: 600 }));
  parts.push(progress(0, 836, 390, 3, 0.38));
  return parts.join("");
}

function progress(x: number, y: number, w: number, h: number, fraction: number): string {
  return rect(x, y, w, h, { fill: "rgba(255,255,255,0.25)" }) + rect(x, y, w * fraction, h, { fill: "#fff" });
}

/**
 * 1: the vertical feed on three phones, the hero of the product page: no name and tagline (the
 * page's headline sits beside it), phones and callouts large enough to read at half size.
 */
function feed(defs: Defs): string[] {
  const parts = backdrop(defs);
  const clips: ClipInfo[] = [
    {
      kind: "concert",
      seed: 9,
      handle: "@nightowl.live",
      caption: "Front row at the rooftop set #livemusic",
      likes: "18.2K",
      comments: "604",
      sound: "Live audio · nightowl.live",
    },
    {
      kind: "portrait",
      seed: 4,
      handle: "@maya.moves",
      caption: "Sunset routine, take 3 #SunsetMoves challenge",
      likes: "42.7K",
      comments: "1.3K",
      sound: "Original audio · maya.moves",
    },
    {
      kind: "ocean",
      seed: 7,
      handle: "@saltandsea",
      caption: "Low tide walk before work #calm",
      likes: "9.6K",
      comments: "211",
      sound: "Waves (slowed) · saltandsea",
    },
  ];
  const centerH = 900;
  const sideH = 780;
  const cw = phoneWidth(centerH);
  const sw = phoneWidth(sideH);
  const cx = (SW - cw) / 2;
  parts.push(phoneFrame(defs, cx - sw - 10 + 60, 160, sideH, feedScreen(defs, clips[0] as ClipInfo)));
  parts.push(phoneFrame(defs, cx + cw + 10 - 60, 160, sideH, feedScreen(defs, clips[2] as ClipInfo)));
  parts.push(phoneFrame(defs, cx, 50, centerH, feedScreen(defs, clips[1] as ClipInfo)));
  // Floating feature callouts, clear of the middle phone, opaque so no caption behind them shows through.
  const callouts: [number, number, IconName, string, string][] = [
    [24, 210, "bolt", "Ultra-low latency", "Playback starts instantly"],
    [936, 700, "shield", "Content moderation", "Auto-checked on upload"],
  ];
  for (const [x, y, name, title, detail] of callouts) {
    parts.push(rect(x, y, 440, 116, { r: 24, fill: "#0E1430", stroke: C.borderStrong }));
    parts.push(rect(x + 20, y + 24, 68, 68, { r: 18, fill: defs.linear(G, 0, 0, 1, 1) }));
    parts.push(icon(name, x + 36, y + 40, 36, "#fff"));
    parts.push(text(x + 108, y + 52, title, { size: 28, weight: 800 }));
    parts.push(text(x + 108, y + 86, detail, { size: 21, fill: C.body }));
  }
  return parts;
}

/** 2: a contest page on a phone with the organiser's leaderboard. */
function contest(defs: Defs): string[] {
  const parts = stage(defs, "Contests", "Challenges that grow engagement");
  const phoneH = 820;
  parts.push(phoneFrame(defs, 80, 140, phoneH, contestScreen(defs)));
  const px = 80 + phoneWidth(phoneH) + 48;
  const pw = SW - 48 - px;
  // The leaderboard as wide as its columns need (on phones its top three rows show whole), the
  // contest's rewards beside it.
  const lw = 500;
  parts.push(panel(px, 140, lw, 470));
  parts.push(cardTitle(px + 24, 180, "Leaderboard", "#SunsetMoves · ends in 2 days"));
  parts.push(statusPill(px + lw - 24 - 62, 160, "Live", C.green).svg);
  const entries: [string, string, string][] = [
    ["@maya.moves", "42.7K", "+3.1K"],
    ["@dev.dances", "38.9K", "+2.4K"],
    ["@the.kavyas", "31.2K", "+4.0K"],
    ["@rooftop.crew", "24.8K", "+1.2K"],
    ["@lil.steps", "19.5K", "+0.9K"],
  ];
  parts.push(
    table(
      px + 8,
      210,
      [
        { label: "#", width: 56 },
        { label: "Creator", width: lw - 56 - 100 - 96 - 16 },
        { label: "Votes", width: 100, align: "end" },
        { label: "Today", width: 96, align: "end" },
      ],
      entries.map(([handle, votes, today], index) => [
        (x: number, y: number) =>
          circle(x + 12, y, 16, index < 3 ? ([G[1], "#CBD5E1", "#D97706"][index] ?? C.surface3) : C.surface3) +
          text(x + 12, y + 5, String(index + 1), {
            size: 14,
            weight: 800,
            anchor: "middle",
            fill: index < 3 ? C.bg : C.text,
          }),
        (x: number, y: number) =>
          avatar(defs, x + 16, y, 16, handle.slice(1, 3).toUpperCase(), index) +
          text(x + 44, y + 5, handle, { size: 15, weight: 700 }),
        votes,
        (x: number, y: number) =>
          text(x + 96 - 32, y + 5, today, { size: 14, weight: 700, fill: C.green, anchor: "end" }),
      ]),
      58,
    ),
  );
  parts.push(text(px + 24, 590, "Top 5 of 1,204 entries · votes update live", { size: 13, fill: C.muted }));
  const rx = px + lw + 20;
  const rw = SW - 48 - rx;
  parts.push(panel(rx, 140, rw, 470));
  parts.push(cardTitle(rx + 24, 180, "Rewards", "The top 3 are featured in For you"));
  const rewards: [string, string][] = [
    ["Featured for 7 days", "and a creator badge"],
    ["Featured for 3 days", "and a creator badge"],
    ["Featured for 1 day", "and a creator badge"],
  ];
  rewards.forEach(([title, detail], index) => {
    const y = 246 + index * 70;
    parts.push(circle(rx + 40, y + 12, 16, [G[1], "#CBD5E1", "#D97706"][index] ?? C.surface3));
    parts.push(text(rx + 40, y + 17, String(index + 1), { size: 14, weight: 800, anchor: "middle", fill: C.bg }));
    parts.push(text(rx + 70, y + 8, title, { size: 15, weight: 700 }));
    parts.push(text(rx + 70, y + 28, detail, { size: 13, fill: C.muted }));
  });
  parts.push(line(rx + 24, 476, rx + rw - 24, 476, C.border, 1));
  parts.push(text(rx + 24, 512, "Voting closes in", { size: 13, weight: 600, fill: C.muted }));
  parts.push(text(rx + 24, 552, "2d 14h", { size: 30, weight: 800 }));
  const my = 634;
  parts.push(panel(px, my, pw, SH - 48 - my));
  parts.push(cardTitle(px + 24, my + 40, "Moderation queue", "Entries are checked before they can win"));
  const queue: [SceneKind, string, string, string][] = [
    ["portrait", "@new.mover", "Approved", C.green],
    ["concert", "@beatbox.b", "In review", C.amber],
    ["city", "@anon.4821", "Flagged: audio rights", C.rose],
  ];
  queue.forEach(([kind, handle, status, color], index) => {
    const x = px + 24 + index * ((pw - 48) / 3);
    const clip = defs.clipRect(0, 0, 64, 96, 10);
    parts.push(
      g({ transform: `translate(${x} ${my + 78})` }, [
        g({ clipPath: clip }, posterArt(defs, 0, 0, 64, 96, index * 3 + 2, { kind, titleStyle: "none" })),
      ]),
    );
    parts.push(text(x + 76, my + 104, handle, { size: 14, weight: 700 }));
    parts.push(statusPill(x + 76, my + 118, status.length > 12 ? "Flagged" : status, color, 11).svg);
  });
  // Today's totals under the queue: most entries pass the automatic check, a few wait for a person.
  const totalsY = my + 208;
  parts.push(rect(px + 24, totalsY, pw - 48, 1, { fill: C.border }));
  const totals: [string, string, string][] = [
    ["1,186", "Approved automatically", C.green],
    ["15", "Waiting for a moderator", C.amber],
    ["3", "Removed today", C.rose],
  ];
  totals.forEach(([value, label, color], index) => {
    const x = px + 24 + index * ((pw - 48) / 3);
    parts.push(rect(x, totalsY + 26, 4, 48, { r: 2, fill: color }));
    parts.push(text(x + 18, totalsY + 52, value, { size: 26, weight: 800 }));
    parts.push(text(x + 18, totalsY + 74, label, { size: 13, fill: C.body }));
  });
  return parts;
}

function contestScreen(defs: Defs): string {
  const parts = [rect(0, 0, 390, 844, { fill: C.bg })];
  parts.push(posterArt(defs, 0, 0, 390, 300, 4, { kind: "sunset", titleStyle: "none" }));
  parts.push(
    rect(0, 150, 390, 150, {
      fill: defs.linear(
        [
          { offset: 0, color: C.bg, opacity: 0 },
          { offset: 1, color: C.bg, opacity: 1 },
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );
  parts.push(statusBar(390, 1));
  parts.push(icon("chevronLeft", 16, 56, 26, "#fff", 2.6));
  parts.push(rect(20, 196, 112, 28, { r: 8, fill: defs.linear(G) }));
  parts.push(text(76, 215, "CHALLENGE", { size: 12, weight: 800, anchor: "middle", spacing: 1 }));
  parts.push(text(20, 266, "#SunsetMoves", { size: 32, weight: 800 }));
  parts.push(text(20, 296, "Show your best golden-hour routine.", { size: 15, fill: C.body }));
  const stats: [string, string][] = [
    ["2d 14h", "left"],
    ["1,204", "entries"],
    ["Top 3", "featured"],
  ];
  stats.forEach(([value, label], index) => {
    const x = 20 + index * 120;
    parts.push(rect(x, 318, 110, 64, { r: 14, fill: C.surface2 }));
    parts.push(text(x + 55, 346, value, { size: 18, weight: 800, anchor: "middle" }));
    parts.push(text(x + 55, 368, label, { size: 12, weight: 600, anchor: "middle", fill: C.muted }));
  });
  parts.push(
    button(defs, 20, 398, "Join contest", { gradient: G, icon: "video", height: 50, size: 16, width: 350 }).svg,
  );
  parts.push(text(20, 488, "Top entries", { size: 18, weight: 800 }));
  const kinds: SceneKind[] = ["portrait", "concert", "city", "road"];
  kinds.forEach((kind, index) => {
    const x = 20 + (index % 2) * 180;
    const y = 504 + Math.floor(index / 2) * 250;
    const clip = defs.clipRect(0, 0, 170, 236, 14);
    parts.push(
      g({ transform: `translate(${x} ${y})` }, [
        g({ clipPath: clip }, posterArt(defs, 0, 0, 170, 236, index * 7 + 1, { kind, titleStyle: "none" })),
      ]),
    );
    parts.push(rect(x + 8, y + 8, 34, 24, { r: 8, fill: "rgba(7,11,26,0.75)" }));
    parts.push(text(x + 25, y + 25, `#${index + 1}`, { size: 13, weight: 800, anchor: "middle" }));
    // The like count on a dark chip, legible over any poster (as the rank above it).
    parts.push(rect(x + 6, y + 200, 80, 30, { r: 8, fill: "rgba(7,11,26,0.75)" }));
    parts.push(icon("heart", x + 10, y + 206, 18, "#fff", 2.4));
    parts.push(text(x + 34, y + 221, ["42.7K", "38.9K", "31.2K", "24.8K"][index] ?? "", { size: 13, weight: 800 }));
  });
  return parts.join("");
}

/** 3: a live broadcast with an in-stream ad, and its live stats. */
function live(defs: Defs): string[] {
  const parts = stage(defs, "Live broadcasting", "Go live, chat and monetise in real time");
  const phoneH = 820;
  parts.push(phoneFrame(defs, 80, 140, phoneH, liveScreen(defs)));
  const px = 80 + phoneWidth(phoneH) + 48;
  const pw = SW - 48 - px;
  const kw = (pw - 40) / 3;
  const kpis: [string, string, string, IconName][] = [
    ["Watching now", "3,214", "+412", "eye"],
    ["Chat messages", "9.8K", "+18%", "message"],
    ["Ad fill rate", "96%", "+2 pt", "megaphone"],
  ];
  kpis.forEach(([label, value, delta, name], index) => {
    parts.push(kpiCard(defs, px + index * (kw + 20), 140, kw, 130, label, value, delta, { accent: G, icon: name }));
  });
  parts.push(panel(px, 290, pw, 330));
  parts.push(cardTitle(px + 24, 330, "Concurrent viewers", "Since going live 38 minutes ago"));
  parts.push(
    lineChart(
      defs,
      px + 24,
      370,
      pw - 48,
      226,
      [{ values: [2, 6, 12, 18, 22, 21, 25, 28, 27, 31, 32, 32.1], colors: G, area: true }],
      { xLabels: ["0", "10 min", "20 min", "30 min", "now"], min: 0, max: 36, marker: 11 },
    ),
  );
  parts.push(panel(px, 640, pw, SH - 48 - 640));
  parts.push(cardTitle(px + 24, 680, "Ad breaks", "Server-side inserted · VAST"));
  const ty = 740;
  parts.push(rect(px + 24, ty, pw - 48, 12, { r: 6, fill: "rgba(255,255,255,0.08)" }));
  parts.push(rect(px + 24, ty, (pw - 48) * 0.63, 12, { r: 6, fill: defs.linear(G) }));
  const breaks: [number, string, string][] = [
    [0.12, "Pre-roll", "done"],
    [0.4, "Mid-roll", "done"],
    [0.63, "Sponsored card", "now"],
    [0.85, "Mid-roll", "next"],
  ];
  for (const [at, label, state] of breaks) {
    const x = px + 24 + (pw - 48) * at;
    parts.push(
      circle(x, ty + 6, 10, state === "next" ? C.surface3 : "#fff", {
        stroke: state === "now" ? G[0] : "none",
        strokeWidth: 4,
      }),
    );
    parts.push(
      text(x, ty + 44, label, {
        size: 13,
        weight: 700,
        anchor: "middle",
        fill: state === "now" ? mix(G[1], "#fff", 0.3) : C.body,
      }),
    );
    parts.push(
      text(x, ty + 64, state === "done" ? "Played" : state === "now" ? "On screen" : "In 6 min", {
        size: 12,
        anchor: "middle",
        fill: C.muted,
      }),
    );
  }
  parts.push(text(px + 24, 846, "Ad impressions per minute", { size: 13, weight: 700, fill: C.muted }));
  parts.push(
    barChart(defs, px + 24, 860, pw - 48, SH - 48 - 876, [3, 5, 4, 7, 6, 8, 9, 7, 10, 12, 11, 13], G, {
      highlight: 11,
      gap: 0.45,
    }),
  );
  return parts;
}

function liveScreen(defs: Defs): string {
  const parts = [posterArt(defs, 0, 0, 390, 844, 19, { kind: "concert", titleStyle: "none" })];
  parts.push(
    rect(0, 0, 390, 130, {
      fill: defs.linear(
        [
          { offset: 0, color: "#000000", opacity: 0.55 },
          { offset: 1, color: "#000000", opacity: 0 },
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );
  parts.push(
    rect(0, 460, 390, 384, {
      fill: defs.linear(
        [
          { offset: 0, color: "#000000", opacity: 0 },
          { offset: 1, color: "#000000", opacity: 0.8 },
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );
  parts.push(statusBar(390, 1));
  parts.push(avatar(defs, 36, 78, 18, "NO", 2));
  parts.push(text(62, 76, "@nightowl.live", { size: 14, weight: 800 }));
  parts.push(text(62, 94, "Rooftop session", { size: 12, fill: C.body }));
  parts.push(rect(236, 62, 56, 26, { r: 6, fill: C.red }));
  parts.push(text(264, 80, "LIVE", { size: 13, weight: 800, anchor: "middle" }));
  parts.push(rect(298, 62, 74, 26, { r: 6, fill: "rgba(7,11,26,0.6)" }));
  parts.push(icon("eye", 305, 67, 16, "#fff"));
  parts.push(text(327, 80, "3.2K", { size: 13, weight: 800 }));
  // Chat.
  const chat: [string, string][] = [
    ["ria_k", "this drop is unreal"],
    ["arjun.v", "play the slow one next!"],
    ["mo_beats", "sent 5 hearts"],
    ["lena", "hello from Colombo"],
  ];
  chat.forEach(([user, message], index) => {
    const y = 530 + index * 40;
    parts.push(avatar(defs, 34, y, 13, user.slice(0, 1).toUpperCase(), index + 1));
    parts.push(text(56, y - 2, user, { size: 12, weight: 800, fill: mix(G[1], "#fff", 0.3) }));
    parts.push(text(56, y + 14, message, { size: 13, weight: 600 }));
  });
  // Sponsored card.
  parts.push(rect(16, 700, 358, 86, { r: 18, fill: "rgba(255,255,255,0.94)" }));
  parts.push(rect(26, 710, 66, 66, { r: 12, fill: defs.linear(["#F59E0B", "#FB7185"], 0, 0, 1, 1) }));
  parts.push(icon("bolt", 43, 727, 32, "#fff", 2.4));
  parts.push(text(104, 730, "Sponsored", { size: 11, weight: 800, fill: "#6B7280", spacing: 0.5 }));
  parts.push(text(104, 750, "Runner sneakers", { size: 15, weight: 800, fill: C.bg }));
  parts.push(text(104, 769, "Free delivery this week", { size: 12, weight: 600, fill: "#4B5563" }));
  parts.push(rect(286, 728, 76, 32, { r: 16, fill: C.bg }));
  parts.push(text(324, 749, "Shop", { size: 13, weight: 800, anchor: "middle" }));
  // Floating hearts.
  [
    [330, 470, 1],
    [350, 420, 0.7],
    [318, 380, 0.45],
    [344, 336, 0.25],
  ].forEach(([x, y, opacity]) => {
    parts.push(g({ opacity: opacity ?? 1 }, icon("heart", (x ?? 0) - 14, (y ?? 0) - 14, 28, G[0], 3)));
  });
  parts.push(rect(16, 800, 290, 36, { r: 18, fill: "rgba(255,255,255,0.16)" }));
  parts.push(text(34, 823, "Say something…", { size: 13, fill: C.body }));
  parts.push(icon("heart", 326, 806, 24, "#fff"));
  return parts.join("");
}

/** 4: creator tools: filters, effects and trimming. */
function creator(defs: Defs): string[] {
  const parts = stage(defs, "Creator tools", "Filters, audio effects and quick edits");
  const phoneH = 820;
  parts.push(phoneFrame(defs, 80, 140, phoneH, editorScreen(defs)));
  const px = 80 + phoneWidth(phoneH) + 48;
  const pw = SW - 48 - px;
  parts.push(panel(px, 140, pw, 440));
  parts.push(cardTitle(px + 24, 180, "Filters", "Real-time, on device"));
  const filters: [string, string][] = [
    ["Original", "none"],
    ["Neon", "#A855F7"],
    ["Dusk", "#FB7185"],
    ["Mono", "#94A3B8"],
    ["Film", "#F59E0B"],
    ["Pop", "#22D3EE"],
  ];
  const fw = (pw - 48 - 5 * 14) / 6;
  filters.forEach(([label, tint], index) => {
    const x = px + 24 + index * (fw + 14);
    const clip = defs.clipRect(0, 0, fw, fw * 1.5, 12);
    parts.push(
      g({ transform: `translate(${x} 220)` }, [
        g({ clipPath: clip }, [
          posterArt(defs, 0, 0, fw, fw * 1.5, 4, { kind: "portrait", titleStyle: "none" }),
          tint === "none" ? "" : rect(0, 0, fw, fw * 1.5, { fill: tint, opacity: 0.4 }),
        ]),
      ]),
    );
    if (index === 2) parts.push(rect(x - 4, 216, fw + 8, fw * 1.5 + 8, { r: 15, stroke: G[0], strokeWidth: 3 }));
    parts.push(
      text(x + fw / 2, 220 + fw * 1.5 + 26, label, {
        size: 13,
        weight: 700,
        anchor: "middle",
        fill: index === 2 ? mix(G[0], "#fff", 0.3) : C.body,
      }),
    );
  });
  parts.push(text(px + 24, 481, "Intensity", { size: 14, weight: 600, fill: C.body }));
  parts.push(slider(px + 140, 476, pw - 200, 0.7, G[0]));
  parts.push(text(px + 24, 533, "Smoothing", { size: 14, weight: 600, fill: C.body }));
  parts.push(slider(px + 140, 528, pw - 200, 0.35, G[0]));
  parts.push(panel(px, 600, pw, SH - 48 - 600));
  parts.push(cardTitle(px + 24, 640, "Audio", "Effects and trim"));
  parts.push(
    chipRow(px + 24, 666, ["Echo", "Pitch up", "Robot", "Reverb", "Slowed"], {
      activeIndex: 3,
      color: G[0],
      height: 34,
      size: 13,
    }).svg,
  );
  const wy = 722;
  parts.push(rect(px + 24, wy, pw - 48, 110, { r: 14, fill: C.bg, stroke: C.border }));
  parts.push(waveform(px + 40, wy + 15, pw - 80, 80, alpha("#ffffff", 0.35), 3));
  const selX = px + 24 + (pw - 48) * 0.22;
  const selW = (pw - 48) * 0.48;
  parts.push(rect(selX, wy, selW, 110, { r: 10, fill: alpha(G[0], 0.16), stroke: G[0], strokeWidth: 3 }));
  parts.push(
    rect(selX - 6, wy + 35, 12, 40, { r: 6, fill: "#fff" }),
    rect(selX + selW - 6, wy + 35, 12, 40, { r: 6, fill: "#fff" }),
  );
  parts.push(text(px + 24, wy + 136, "0:03.2", { size: 13, weight: 700, fill: C.muted }));
  parts.push(text(px + pw / 2, wy + 136, "Clip length 0:14.6", { size: 13, weight: 800, anchor: "middle" }));
  parts.push(text(px + pw - 24, wy + 136, "0:30.0", { size: 13, weight: 700, fill: C.muted, anchor: "end" }));
  return parts;
}

function editorScreen(defs: Defs): string {
  const parts = [
    posterArt(defs, 0, 0, 390, 844, 4, { kind: "portrait", titleStyle: "none" }),
    rect(0, 0, 390, 844, { fill: "#FB7185", opacity: 0.28 }),
  ];
  parts.push(
    rect(0, 0, 390, 120, {
      fill: defs.linear(
        [
          { offset: 0, color: "#000000", opacity: 0.5 },
          { offset: 1, color: "#000000", opacity: 0 },
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );
  parts.push(
    rect(0, 600, 390, 244, {
      fill: defs.linear(
        [
          { offset: 0, color: "#000000", opacity: 0 },
          { offset: 1, color: "#000000", opacity: 0.85 },
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );
  parts.push(statusBar(390, 1));
  parts.push(icon("x", 18, 56, 26, "#fff", 2.6));
  parts.push(rect(130, 54, 130, 32, { r: 16, fill: "rgba(7,11,26,0.55)" }));
  parts.push(icon("music", 142, 61, 18, "#fff"));
  parts.push(text(166, 75, "Add sound", { size: 13, weight: 700 }));
  const tools: [IconName, string][] = [
    ["refresh", "Flip"],
    ["clock", "Speed"],
    ["sparkle", "Filters"],
    ["wand", "Effects"],
    ["scissors", "Trim"],
    ["message", "Text"],
  ];
  tools.forEach(([name, label], index) => {
    const y = 120 + index * 66;
    parts.push(icon(name, 340, y, 28, "#fff", 2.2));
    parts.push(text(354, y + 46, label, { size: 11, weight: 700, anchor: "middle" }));
  });
  // Filter strip.
  const names = ["Neon", "Dusk", "Mono", "Film"];
  names.forEach((label, index) => {
    const x = 60 + index * 74;
    const active = index === 1;
    parts.push(
      circle(x, 690, active ? 30 : 25, ["#A855F7", "#FB7185", "#94A3B8", "#F59E0B"][index] ?? C.violet, {
        stroke: active ? "#fff" : "none",
        strokeWidth: 3,
        opacity: active ? 1 : 0.85,
      }),
    );
    parts.push(text(x, 740, label, { size: 12, weight: 700, anchor: "middle" }));
  });
  parts.push(circle(195, 796, 34, "none", { stroke: "#fff", strokeWidth: 5 }));
  parts.push(circle(195, 796, 26, G[0]));
  return parts.join("");
}

export const blinkScreens = [feed, contest, live, creator];
