import { measure, wrap } from "../../lib/font.ts";
import { type IconName, icon } from "../../lib/icons.ts";
import { alpha, C, mix, product } from "../../lib/palette.ts";
import { circle, type Defs, g, line, path, rect, text } from "../../lib/svg.ts";
import {
  button,
  cardTitle,
  chip,
  chipRow,
  field,
  panel,
  progress,
  slider,
  statusPill,
  table,
  toggle,
  waveform,
} from "../../lib/ui.ts";
import { productGlyph } from "../glyphs.ts";
import { type PosterOptions, posterArt, type SceneKind } from "../poster.ts";
import { SH, SW } from "./shell.ts";

/** ReelCraft: AI video editing, reframing, enrichment and localisation. */
const P = product("reelcraft");
const G = P.gradient;

/** The project open in each mode: the one its screen shows (a match, a concert, a drama series). */
const PROJECTS = [
  "Match Night · highlights",
  "Match Night · highlights",
  "Summer Festival · main stage",
  "Red Canyon · S1 E5",
];

/** Editor chrome: product mark, project, mode tabs and export. */
function chrome(defs: Defs, activeTab: number): string[] {
  const tabs = ["Edit", "Reframe", "Enrich", "Localise"];
  const parts = [
    rect(0, 0, SW, SH, { fill: C.bg }),
    rect(0, 0, SW, 76, { fill: C.surface1 }),
    line(0, 76, SW, 76, C.border, 1.5),
  ];
  parts.push(productGlyph(defs, "reelcraft", 24, 18, 40));
  parts.push(text(78, 38, "ReelCraft", { size: 18, weight: 800 }));
  parts.push(text(78, 58, PROJECTS[activeTab] ?? "", { size: 13, weight: 600, fill: C.muted }));
  let tx = 470;
  tabs.forEach((label, index) => {
    const on = index === activeTab;
    const w = label.length * 10 + 40;
    parts.push(rect(tx, 20, w, 36, { r: 18, fill: on ? alpha(G[0], 0.18) : "none" }));
    parts.push(
      text(tx + w / 2, 44, label, {
        size: 15,
        weight: on ? 800 : 600,
        anchor: "middle",
        fill: on ? mix(G[0], "#fff", 0.4) : C.body,
      }),
    );
    tx += w + 8;
  });
  parts.push(
    button(defs, SW - 24 - 120, 18, "Export", { gradient: G, icon: "upload", height: 40, size: 15, width: 120 }).svg,
  );
  parts.push(
    button(defs, SW - 24 - 120 - 12 - 110, 18, "Share", {
      variant: "outline",
      icon: "share",
      height: 40,
      size: 15,
      width: 110,
    }).svg,
  );
  return parts;
}

function thumb(
  defs: Defs,
  x: number,
  y: number,
  w: number,
  h: number,
  seed: number,
  kind: SceneKind,
  r = 8,
  scene: Pick<PosterOptions, "ball"> = {},
): string {
  const clip = defs.clipRect(0, 0, w, h, r);
  return g({ transform: `translate(${x} ${y})` }, [
    g({ clipPath: clip }, posterArt(defs, 0, 0, w, h, seed, { kind, titleStyle: "none", ...scene })),
  ]);
}

function viewer(defs: Defs, x: number, y: number, w: number, kind: SceneKind, seed: number, time: string): string {
  const h = (w * 9) / 16;
  return [
    thumb(defs, x, y, w, h, seed, kind, 10),
    rect(x, y + h + 10, w, 44, { r: 10, fill: C.surface1 }),
    icon("chevronLeft", x + w / 2 - 80, y + h + 20, 24, C.body),
    circle(x + w / 2, y + h + 32, 16, "#fff"),
    icon("play", x + w / 2 - 7, y + h + 24, 16, C.bg, 2.6),
    icon("chevronRight", x + w / 2 + 56, y + h + 20, 24, C.body),
    text(x + 16, y + h + 38, time, { size: 14, weight: 700, fill: C.body }),
    icon("volume", x + w - 40, y + h + 20, 24, C.body),
  ].join("");
}

/** A clip's name on a solid chip, legible over its thumbnails or waveform. */
function clipLabel(x: number, y: number, label: string): string {
  return (
    rect(x, y, measure(label, 12, 800) + 14, 20, { r: 5, fill: alpha(C.bg, 0.86) }) +
    text(x + 7, y + 14, label, { size: 12, weight: 800 })
  );
}

/** 1: multi-track timeline editor. */
function timeline(defs: Defs): string[] {
  const parts = chrome(defs, 0);
  // Media bin.
  parts.push(panel(16, 92, 300, 520, { r: 14 }));
  parts.push(cardTitle(36, 126, "Media"));
  parts.push(chipRow(36, 144, ["Clips", "Audio", "Text"], { activeIndex: 0, color: G[0], height: 28, size: 12 }).svg);
  const kinds: SceneKind[] = ["sport", "city", "concert", "sport", "road", "sport"];
  kinds.forEach((kind, index) => {
    const x = 36 + (index % 2) * 136;
    const y = 190 + Math.floor(index / 2) * 136;
    parts.push(thumb(defs, x, y, 124, 70, index * 5 + 40, kind));
    parts.push(text(x, y + 92, `Clip ${index + 1}`, { size: 13, weight: 700 }));
    parts.push(
      text(x + 124, y + 92, ["0:12", "0:08", "0:21", "0:05", "0:14", "0:09"][index] ?? "", {
        size: 12,
        fill: C.muted,
        anchor: "end",
      }),
    );
  });
  // Viewer.
  // The transport's timecode is the playhead's position on the timeline's 1-minute ruler (0.38 of it).
  parts.push(viewer(defs, 332, 92, 736, "sport", 40, "00:00:22:20"));
  // Inspector.
  parts.push(panel(1084, 92, 300, 520, { r: 14 }));
  parts.push(cardTitle(1104, 126, "Clip 3", "Transform and colour"));
  const rows: [string, number][] = [
    ["Scale", 0.62],
    ["Position X", 0.5],
    ["Exposure", 0.56],
    ["Saturation", 0.7],
    ["Speed", 0.4],
  ];
  rows.forEach(([label, value], index) => {
    const y = 180 + index * 62;
    parts.push(text(1104, y, label, { size: 13, weight: 600, fill: C.body }));
    parts.push(text(1364, y, `${Math.round(value * 200)}%`, { size: 13, weight: 700, anchor: "end" }));
    parts.push(slider(1112, y + 22, 244, value, G[0]));
  });
  parts.push(text(1104, 508, "Effects", { size: 13, weight: 700, fill: C.muted }));
  parts.push(chipRow(1104, 522, ["Glow", "Slow-mo"], { active: true, color: G[0], height: 28, size: 12 }).svg);
  parts.push(chip(1104, 560, "+ Add effect", { height: 28, size: 12 }).svg);
  // Timeline.
  const ty = 632;
  parts.push(panel(16, ty, SW - 32, SH - 16 - ty, { r: 14 }));
  const tx = 120;
  const tw = SW - 48 - tx;
  // Ticks under the ruler's labels (a tick beside a label would read as a stray glyph).
  for (let i = 0; i <= 12; i += 1) {
    const x = tx + (tw * i) / 12;
    parts.push(line(x, ty + 32, x, ty + (i % 2 === 0 ? 40 : 37), C.muted, 1.2));
    const seconds = i * 5;
    if (i % 2 === 0)
      parts.push(
        text(x, ty + 26, `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`, {
          size: 11,
          weight: 600,
          fill: C.muted,
          anchor: i === 0 ? "start" : i === 12 ? "end" : "middle",
        }),
      );
  }
  const tracks: [string, number][] = [
    ["Text", ty + 44],
    ["V2", ty + 96],
    ["V1", ty + 148],
    ["A1", ty + 220],
    ["A2", ty + 276],
  ];
  for (const [label, y] of tracks) {
    parts.push(text(36, y + 26, label, { size: 13, weight: 800, fill: C.body }));
    parts.push(icon(label.startsWith("A") ? "volume" : "eye", 72, y + 12, 18, C.muted));
  }
  const clip = (
    x0: number,
    x1: number,
    y: number,
    h: number,
    colors: readonly [string, string],
    label: string,
    seed: number,
    kind: SceneKind,
  ) => {
    const x = tx + tw * x0;
    const w = tw * (x1 - x0) - 4;
    const out = [
      rect(x, y, w, h, {
        r: 8,
        fill: defs.linear([alpha(colors[0], 0.55), alpha(colors[1], 0.45)]),
        stroke: alpha(colors[1], 0.9),
        strokeWidth: 1.5,
      }),
    ];
    if (h > 50) {
      // Each frame of the strip is a different moment (its own seed), as in a real timeline.
      for (let fx = x + 4, frame = 0; fx < x + w - 64; fx += 70, frame += 1) {
        out.push(thumb(defs, fx, y + 4, 64, h - 8, seed + frame * 7, kind, 4));
      }
    }
    out.push(clipLabel(x + 6, y + (h > 50 ? 6 : h / 2 - 10), label));
    return out.join("");
  };
  parts.push(clip(0.18, 0.42, tracks[0]?.[1] ?? 0, 40, ["#F472B6", "#8B5CF6"], "Title · GOAL!", 1, "sport"));
  parts.push(clip(0.5, 0.66, tracks[1]?.[1] ?? 0, 40, G, "Slow-mo replay", 2, "sport"));
  parts.push(clip(0, 0.3, tracks[2]?.[1] ?? 0, 62, G, "Clip 1", 41, "sport"));
  parts.push(clip(0.3, 0.52, tracks[2]?.[1] ?? 0, 62, G, "Clip 3", 51, "concert"));
  parts.push(clip(0.52, 0.84, tracks[2]?.[1] ?? 0, 62, G, "Clip 4", 56, "portrait"));
  parts.push(clip(0.84, 1, tracks[2]?.[1] ?? 0, 62, G, "Clip 6", 66, "road"));
  const a1 = tracks[3]?.[1] ?? 0;
  const a2 = tracks[4]?.[1] ?? 0;
  parts.push(rect(tx, a1, tw - 4, 44, { r: 8, fill: alpha(C.green, 0.16), stroke: alpha(C.green, 0.6) }));
  parts.push(waveform(tx + 8, a1 + 6, tw - 20, 32, alpha(C.green, 0.8), 5, 3));
  parts.push(rect(tx + tw * 0.1, a2, tw * 0.7, 44, { r: 8, fill: alpha(C.amber, 0.16), stroke: alpha(C.amber, 0.6) }));
  parts.push(waveform(tx + tw * 0.1 + 8, a2 + 6, tw * 0.7 - 20, 32, alpha(C.amber, 0.8), 9, 3));
  parts.push(clipLabel(tx + tw * 0.1 + 6, a2 + 12, "Commentary"));
  const playhead = tx + tw * 0.38;
  parts.push(line(playhead, ty + 12, playhead, SH - 28, "#fff", 2));
  parts.push(path(`M${playhead - 9} ${ty + 8}h18v10l-9 8l-9-8Z`, { fill: "#fff" }));
  return parts;
}

/** 2: horizontal to vertical auto-reframing. */
function reframe(defs: Defs): string[] {
  const parts = chrome(defs, 1);
  const sx = 32;
  const sy = 120;
  const sw = 760;
  const sh = (sw * 9) / 16;
  parts.push(text(sx, sy - 12, "Source · 16:9", { size: 14, weight: 700, fill: C.muted }));
  // The ball the tracking box, the crop windows and the outputs are all centred on.
  const ball = { x: 0.62, y: 0.58 };
  parts.push(thumb(defs, sx, sy, sw, sh, 40, "sport", 12, { ball }));
  // Crop windows following the subject.
  const crops: [number, number, string][] = [
    [0.52, 9 / 16, "9:16"],
    [0.42, 1, "1:1"],
  ];
  const subjectX = sx + sw * ball.x;
  const subjectY = sy + sh * ball.y;
  crops.forEach(([center, aspect, label], index) => {
    const ch = sh;
    const cw = ch * aspect;
    const cx = subjectX - cw * (index === 0 ? 0.5 : center);
    parts.push(
      rect(cx, sy, cw, ch, {
        stroke: index === 0 ? G[0] : alpha("#ffffff", 0.7),
        strokeWidth: index === 0 ? 4 : 2,
        extra: { strokeDasharray: index === 0 ? undefined : "10 8" },
      }),
    );
    parts.push(rect(cx, sy - 30, 56, 24, { r: 6, fill: index === 0 ? G[0] : C.surface3 }));
    parts.push(text(cx + 28, sy - 13, label, { size: 13, weight: 800, anchor: "middle" }));
  });
  // Subject tracking box.
  parts.push(rect(subjectX - 34, subjectY - 34, 68, 68, { r: 8, stroke: C.amber, strokeWidth: 3 }));
  parts.push(rect(subjectX - 34, subjectY - 58, 100, 20, { r: 5, fill: C.amber }));
  parts.push(text(subjectX - 28, subjectY - 43, "Ball · 0.97", { size: 12, weight: 800, fill: C.bg }));
  // Motion path of the crop over time.
  parts.push(
    path(
      `M${sx + 40} ${sy + sh + 60}C${sx + 200} ${sy + sh + 20} ${sx + 360} ${sy + sh + 90} ${sx + 520} ${sy + sh + 50}S${sx + 700} ${sy + sh + 40} ${sx + sw - 20} ${sy + sh + 70}`,
      { fill: "none", stroke: defs.linearUser(G, sx, 0, sx + sw, 0), strokeWidth: 4, strokeLinecap: "round" },
    ),
  );
  parts.push(
    text(sx, sy + sh + 110, "Crop path follows the subject · smoothing 70%", { size: 14, weight: 600, fill: C.body }),
  );
  // Settings.
  const py = sy + sh + 140;
  parts.push(panel(sx, py, sw, SH - 24 - py, { r: 14 }));
  parts.push(cardTitle(sx + 24, py + 40, "Auto-reframe"));
  parts.push(field(sx + 24, py + 80, 340, "Focus", "Follow main subject", { icon: "target", trailing: "chevronDown" }));
  parts.push(text(sx + 400, py + 80, "Smoothing", { size: 13, weight: 600, fill: C.muted }));
  parts.push(slider(sx + 410, py + 112, 320, 0.7, G[0]));
  parts.push(text(sx + 400, py + 160, "Keep captions in safe area", { size: 14, weight: 600, fill: C.body }));
  parts.push(toggle(sx + sw - 64, py + 145, true, G[0]));
  parts.push(text(sx + 24, py + 196, "Formats", { size: 13, weight: 600, fill: C.muted }));
  const formats = chipRow(sx + 24, py + 210, ["9:16", "1:1", "4:5"], {
    active: true,
    color: G[0],
    height: 32,
    size: 13,
  });
  parts.push(formats.svg);
  parts.push(chip(sx + 24 + formats.width, py + 210, "16:9", { height: 32, size: 13 }).svg);
  // Outputs: each shows the source through its crop window.
  const ox = sx + sw + 40;
  // Tall enough that its caption ends level with the 4:5 beside it: no hole above the publish panel.
  const tallH = 540;
  const tallW = (tallH * 9) / 16;
  const cropOut = (x: number, y: number, w: number, h: number, cropX: number, r: number) => {
    const scale = h / sh;
    const clip = defs.clipRect(0, 0, w, h, r);
    return g({ transform: `translate(${x} ${y})` }, [
      g({ clipPath: clip }, [
        g(
          { transform: `translate(${-(cropX - sx) * scale} 0) scale(${scale})` },
          posterArt(defs, 0, 0, sw, sh, 40, { kind: "sport", titleStyle: "none", ball }),
        ),
      ]),
    ]);
  };
  parts.push(text(ox, sy - 12, "Outputs", { size: 14, weight: 700, fill: C.muted }));
  parts.push(rect(ox - 8, sy - 8, tallW + 16, tallH + 16, { r: 34, fill: C.surface3, stroke: C.borderStrong }));
  parts.push(cropOut(ox, sy, tallW, tallH, subjectX - (sh * 9) / 32, 28));
  parts.push(rect(ox + 16, sy + tallH - 80, tallW - 32, 56, { r: 12, fill: "rgba(7,11,26,0.7)" }));
  parts.push(text(ox + 30, sy + tallH - 56, "What a finish!", { size: 15, weight: 800 }));
  parts.push(text(ox + 30, sy + tallH - 36, "Auto captions", { size: 12, fill: C.body }));
  // The broadcast's score bug, kept inside the vertical frame's safe area.
  parts.push(rect(ox + 16, sy + 22, 150, 30, { r: 8, fill: "rgba(7,11,26,0.78)" }));
  parts.push(text(ox + 28, sy + 42, "HOME 2 – 1 AWAY", { size: 12, weight: 800 }));
  parts.push(rect(ox + tallW - 64, sy + 22, 48, 30, { r: 8, fill: alpha(G[0], 0.9) }));
  parts.push(text(ox + tallW - 40, sy + 42, "88'", { size: 12, weight: 800, anchor: "middle", fill: C.bg }));
  parts.push(text(ox, sy + tallH + 40, "9:16 · Shorts and Blinks", { size: 14, weight: 700 }));
  parts.push(statusPill(ox, sy + tallH + 52, "Ready", C.green, 11).svg);
  const qx = ox + tallW + 36;
  const sq = SW - 24 - qx;
  parts.push(cropOut(qx, sy, sq, sq, subjectX - sh * 0.42, 16));
  parts.push(text(qx, sy + sq + 28, "1:1 · Feed", { size: 14, weight: 700 }));
  parts.push(statusPill(qx, sy + sq + 40, "Ready", C.green, 11).svg);
  // 4:5 at the width of the 1:1 above it, still rendering: the source shows through, dimmed.
  const fy = sy + sq + 90;
  const fh = sq * 1.25;
  // Its window starts right of the pitch's centre circle, which would show only as a sliver at the edge.
  parts.push(cropOut(qx, fy, sq, fh, subjectX - sh * 0.3, 16));
  parts.push(rect(qx, fy, sq, fh, { r: 16, fill: "rgba(7,11,26,0.62)", stroke: C.border }));
  // Its progress in the tile's top third, clear of the ball at the frame's middle.
  parts.push(icon("crop", qx + 24, fy + 22, 28, C.body));
  parts.push(text(qx + sq - 24, fy + 44, "64%", { size: 14, weight: 800, anchor: "end" }));
  parts.push(progress(qx + 24, fy + 66, sq - 48, 6, 0.64, defs.linear(G)));
  // Its label on the 9:16's baseline.
  parts.push(text(qx, sy + tallH + 40, "4:5 · Stories", { size: 14, weight: 700 }));
  parts.push(statusPill(qx, sy + tallH + 52, "Rendering", C.amber, 11).svg);
  // Where the clips go once every format is ready.
  const pubY = fy + fh + 96;
  const pubX = ox - 8;
  const pubW = SW - 24 - pubX;
  parts.push(panel(pubX, pubY, pubW, SH - 24 - pubY, { r: 14 }));
  parts.push(text(pubX + 24, pubY + 38, "Publish when ready", { size: 16, weight: 800 }));
  // Each destination with its format and send time; the 4:5 waits for its render.
  const schedule: [string, string, string][] = [
    ["Blinks", "9:16", "Today 18:30"],
    ["App home rail", "1:1", "Today 18:30"],
    ["Social feeds", "4:5", "After render"],
  ];
  schedule.forEach(([destination, format, time], index) => {
    const y = pubY + 76 + index * 36;
    parts.push(line(pubX + 24, y - 24, pubX + pubW - 24, y - 24, C.border, 1));
    parts.push(text(pubX + 24, y, destination, { size: 14, weight: 700 }));
    parts.push(text(pubX + 200, y, format, { size: 13, weight: 600, fill: C.muted }));
    parts.push(
      text(pubX + pubW - 24, y, time, {
        size: 13,
        weight: 700,
        anchor: "end",
        fill: index === 2 ? C.amber : mix(G[0], "#fff", 0.4),
      }),
    );
  });
  parts.push(
    text(pubX + 24, pubY + 182, "Queued: goes out once the 4:5 finishes rendering", { size: 13, fill: C.muted }),
  );
  return parts;
}

/** The width of one chapter thumbnail in a video column `vw` wide (five in a row). */
function w0(vw: number): number {
  return (vw + 16) / 5 - 16;
}

/** 3: chapters, smart summary and metadata. */
function enrich(defs: Defs): string[] {
  const parts = chrome(defs, 2);
  const vw = 780;
  parts.push(thumb(defs, 24, 100, vw, (vw * 9) / 16, 12, "concert", 12));
  const vh = (vw * 9) / 16;
  // Chapter scrubber.
  const sy = 100 + vh + 26;
  const chapters: [number, number, string][] = [
    [0, 0.14, "Opening"],
    [0.14, 0.38, "First set"],
    [0.38, 0.55, "Interview"],
    [0.55, 0.82, "Headliner"],
    [0.82, 1, "Encore"],
  ];
  chapters.forEach(([a, b], index) => {
    parts.push(
      rect(24 + vw * a + 2, sy, vw * (b - a) - 4, 10, {
        r: 5,
        fill: index < 3 ? defs.linear(G) : "rgba(255,255,255,0.16)",
      }),
    );
  });
  parts.push(circle(24 + vw * 0.47, sy + 5, 11, "#fff"));
  // Chapter list.
  const ly = sy + 40;
  parts.push(text(24, ly + 10, "Chapters", { size: 18, weight: 800 }));
  parts.push(statusPill(130, ly - 8, "AI generated", G[0], 12).svg);
  chapters.forEach(([a, , label], index) => {
    const x = 24 + index * ((vw + 16) / 5);
    const w = (vw + 16) / 5 - 16;
    parts.push(
      thumb(
        defs,
        x,
        ly + 28,
        w,
        w * 0.5625,
        index * 9 + 12,
        (["concert", "concert", "portrait", "concert", "city"] as const)[index] ?? "concert",
      ),
    );
    parts.push(text(x, ly + 28 + w * 0.5625 + 24, label, { size: 14, weight: 800 }));
    const seconds = Math.round(a * 5400);
    parts.push(
      text(
        x,
        ly + 28 + w * 0.5625 + 44,
        `${Math.floor(seconds / 3600)}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`,
        { size: 12, weight: 600, fill: C.muted },
      ),
    );
  });
  // Transcript under the chapters: lines with their time codes, the words that became keywords marked.
  const ty = ly + 28 + w0(vw) * 0.5625 + 76;
  parts.push(panel(24, ty, vw, SH - 24 - ty, { r: 14 }));
  parts.push(text(48, ty + 36, "Transcript", { size: 16, weight: 800 }));
  parts.push(text(152, ty + 36, "Keywords marked for search", { size: 13, weight: 600, fill: C.muted }));
  const transcript: [string, string, string][] = [
    ["0:12:36", "Thank you! This next one is from the", "new album"],
    ["0:31:02", "We wrote it on the road, during the", "spring tour"],
    ["1:21:40", "One more? Here is your", "encore"],
  ];
  transcript.forEach(([time, words, keyword], index) => {
    const y = ty + 70 + index * 30;
    parts.push(text(48, y, time, { size: 13, weight: 600, fill: C.muted }));
    parts.push(text(128, y, words, { size: 14, weight: 500, fill: C.body }));
    const kx = 128 + measure(words, 14, 500) + 10;
    parts.push(rect(kx - 6, y - 17, measure(keyword, 14, 700) + 12, 24, { r: 6, fill: alpha(G[0], 0.22) }));
    parts.push(text(kx, y, keyword, { size: 14, weight: 700, fill: mix(G[0], "#fff", 0.5) }));
  });
  // Right column: summary and metadata.
  const rx = 24 + vw + 24;
  const rw = SW - 24 - rx;
  parts.push(panel(rx, 100, rw, 330, { r: 14 }));
  parts.push(icon("sparkle", rx + 24, 122, 22, mix(G[0], "#fff", 0.3)));
  parts.push(text(rx + 56, 140, "Smart summary", { size: 18, weight: 800 }));
  const summary =
    "A 90-minute festival set filmed on the main stage. The band opens with two new songs, talks about the tour between sets and closes with a three-song encore.";
  wrap(summary, rw - 48, 15, 500).forEach((lineText, index) => {
    parts.push(text(rx + 24, 184 + index * 24, lineText, { size: 15, weight: 500, fill: C.body }));
  });
  parts.push(
    chipRow(rx + 24, 330, ["Short", "Medium", "Long"], { activeIndex: 1, color: G[0], height: 30, size: 13 }).svg,
  );
  parts.push(
    button(defs, rx + 24, 374, "Regenerate", { variant: "outline", icon: "refresh", height: 36, size: 13 }).svg,
  );
  const my = 450;
  parts.push(panel(rx, my, rw, SH - 24 - my, { r: 14 }));
  parts.push(cardTitle(rx + 24, my + 40, "Metadata"));
  const half = (rw - 60) / 2;
  parts.push(field(rx + 24, my + 84, half, "Genre", "Live music", { trailing: "chevronDown" }));
  parts.push(field(rx + 36 + half, my + 84, half, "Language", "English", { trailing: "chevronDown" }));
  parts.push(field(rx + 24, my + 168, half, "Rating", "All ages", { trailing: "chevronDown" }));
  parts.push(field(rx + 36 + half, my + 168, half, "Duration", "1:30:00"));
  parts.push(text(rx + 24, my + 260, "Tags", { size: 13, weight: 600, fill: C.muted }));
  const tags1 = chipRow(rx + 24, my + 274, ["festival", "live", "rock", "encore"], {
    active: true,
    color: G[1],
    height: 28,
    size: 12,
  });
  parts.push(tags1.svg);
  parts.push(chipRow(rx + 24, my + 310, ["summer", "main stage", "+ tag"], { height: 28, size: 12 }).svg);
  parts.push(text(rx + 24, my + 372, "Search keywords found in speech: 12", { size: 14, weight: 600, fill: C.body }));
  parts.push(
    button(defs, rx + 24, SH - 24 - 64, "Publish to catalogue", { gradient: G, height: 42, size: 14, width: rw - 48 })
      .svg,
  );
  return parts;
}

/** 4: dubbing languages and the QC report. */
function localise(defs: Defs): string[] {
  const parts = chrome(defs, 3);
  const lw = 600;
  parts.push(panel(24, 100, lw, SH - 124, { r: 14 }));
  parts.push(cardTitle(48, 140, "Dubbing", "Voice-matched, lip-sync aware"));
  parts.push(
    button(defs, 24 + lw - 160, 116, "Add language", {
      variant: "soft",
      gradient: G,
      icon: "plus",
      height: 36,
      size: 13,
    }).svg,
  );
  const languages: [string, string, number, string][] = [
    ["English", "Original", 1, "Source"],
    ["Hindi", "Voice: Warm male", 1, "Done"],
    ["Tamil", "Voice: Warm male", 1, "Done"],
    ["Spanish", "Voice: Bright male", 0.72, "Dubbing"],
    ["Arabic", "Voice: Deep male", 0.4, "Dubbing"],
    ["French", "Voice: Bright male", 0.12, "Queued"],
    ["Indonesian", "Voice: Warm male", 0, "Queued"],
  ];
  languages.forEach(([name, voice, done, state], index) => {
    const y = 176 + index * 100;
    parts.push(
      rect(48, y, lw - 48, 86, {
        r: 14,
        fill: index === 3 ? alpha(G[0], 0.1) : C.surface2,
        stroke: index === 3 ? G[0] : C.border,
        strokeWidth: index === 3 ? 2 : 1.5,
      }),
    );
    const tint = index % 2 === 0 ? G[0] : G[1];
    parts.push(circle(86, y + 43, 22, alpha(tint, 0.2)));
    parts.push(icon("translate", 74, y + 31, 24, mix(tint, "#fff", 0.3)));
    parts.push(text(124, y + 38, name, { size: 17, weight: 800 }));
    parts.push(text(124, y + 62, voice, { size: 13, fill: C.muted }));
    const color = state === "Done" || state === "Source" ? C.green : state === "Dubbing" ? C.cyan : C.muted;
    const pill = statusPill(0, 0, state, color, 11);
    parts.push(statusPill(lw - 24 - pill.width, y + 16, state, color, 11).svg);
    if (state !== "Source")
      parts.push(progress(300, y + 60, lw - 24 - 300 - 16, 6, Math.max(0.02, done), defs.linear(G)));
  });
  const rx = 24 + lw + 24;
  const rw = SW - 24 - rx;
  parts.push(panel(rx, 100, rw, SH - 124, { r: 14 }));
  parts.push(cardTitle(rx + 24, 140, "Quality control", "Spanish dub · checked 2 min ago"));
  const score = statusPill(0, 0, "6 passed · 2 warnings", C.amber, 12);
  parts.push(statusPill(rx + rw - 24 - score.width, 120, "6 passed · 2 warnings", C.amber, 12).svg);
  // Issue markers on a mini timeline.
  const my = 196;
  parts.push(rect(rx + 24, my, rw - 48, 54, { r: 10, fill: C.bg, stroke: C.border }));
  parts.push(waveform(rx + 36, my + 8, rw - 72, 38, alpha("#ffffff", 0.22), 11, 3));
  for (const [at, color] of [
    [0.23, C.amber],
    [0.61, C.amber],
  ] as const) {
    const x = rx + 24 + (rw - 48) * at;
    parts.push(line(x, my - 6, x, my + 60, color, 2.5));
    parts.push(circle(x, my - 8, 6, color));
  }
  const checks: [string, string, string, string][] = [
    ["Loudness", "−23.1 LUFS", "Pass", C.green],
    ["True peak", "−1.4 dBTP", "Pass", C.green],
    ["Lip-sync offset", "max 38 ms", "Pass", C.green],
    ["Audio drift", "0:21:04 · 120 ms", "Warning", C.amber],
    ["Subtitle timing", "0:55:12 · overlap", "Warning", C.amber],
    ["Black frames", "none found", "Pass", C.green],
    ["Missing translation", "0 lines", "Pass", C.green],
    ["Profanity filter", "clean", "Pass", C.green],
  ];
  parts.push(
    table(
      rx + 12,
      272,
      [
        { label: "Check", width: 230 },
        { label: "Result", width: rw - 24 - 230 - 150 },
        { label: "Status", width: 150 },
      ],
      checks.map(([check, result, status, color]) => [
        check,
        result,
        (x: number, y: number) => statusPill(x, y - 13, status, color, 12).svg,
      ]),
      58,
    ),
  );
  const icons: IconName[] = ["refresh", "download"];
  parts.push(
    button(defs, rx + 24, SH - 24 - 64, "Fix warnings", { gradient: G, icon: icons[0], height: 42, size: 14 }).svg,
  );
  parts.push(
    button(defs, rx + 200, SH - 24 - 64, "Download report", {
      variant: "outline",
      icon: icons[1],
      height: 42,
      size: 14,
    }).svg,
  );
  return parts;
}

export const reelcraftScreens = [timeline, reframe, enrich, localise];
