import { type IconName, icon } from "../../lib/icons.ts";
import { alpha, C, mix, product } from "../../lib/palette.ts";
import { circle, type Defs, g, line, rect, text } from "../../lib/svg.ts";
import {
  barChart,
  button,
  cardTitle,
  chip,
  chipRow,
  donut,
  field,
  hBars,
  kpiCard,
  legend,
  lineChart,
  panel,
  statusPill,
  toggle,
} from "../../lib/ui.ts";
import { phoneHome, tvHome } from "../app.ts";
import { phoneFrame, screen } from "../devices.ts";
import { adminShell, CONTENT_W, CONTENT_X, CONTENT_Y, type NavItem, SH, SW } from "./shell.ts";

/** VIVRE: real-time frontend UI/UX control on top of a CMS. */
const P = product("vivre");
const G = P.gradient;

const NAV: readonly NavItem[] = [
  { icon: "grid", label: "Projects" },
  { icon: "layout", label: "Layouts" },
  { icon: "layers", label: "Widgets" },
  { icon: "calendar", label: "Schedule" },
  { icon: "chart", label: "Analytics" },
  { icon: "sparkle", label: "AI playlists" },
  { icon: "settings", label: "Settings" },
];

function railRow(
  defs: Defs,
  x: number,
  y: number,
  w: number,
  name: string,
  detail: string,
  kind: IconName,
  state: { selected?: boolean; on?: boolean; dragging?: boolean },
): string {
  const h = 64;
  const parts = [
    rect(x, y, w, h, {
      r: 14,
      fill: state.selected ? alpha(G[0], 0.14) : C.surface2,
      stroke: state.selected ? G[0] : C.border,
      strokeWidth: state.selected ? 2 : 1.5,
    }),
    icon("drag", x + 12, y + 20, 24, C.muted, 3),
    rect(x + 44, y + 14, 36, 36, { r: 10, fill: alpha(G[1], 0.14) }),
    icon(kind, x + 52, y + 22, 20, mix(G[1], "#ffffff", 0.3)),
    text(x + 94, y + 29, name, { size: 16, weight: 700 }),
    text(x + 94, y + 49, detail, { size: 13, weight: 500, fill: C.muted }),
    toggle(x + w - 58, y + 21, state.on ?? true, G[0]),
  ];
  const body = parts.join("");
  if (!state.dragging) return body;
  return g({ transform: `rotate(-1.5 ${x + w / 2} ${y + h / 2})` }, [
    rect(x + 6, y + 14, w, h, { r: 14, fill: "#000", opacity: 0.5, filter: defs.blur(12) }),
    body,
  ]);
}

/** 1: rail editor with live preview. */
function layoutEditor(defs: Defs): string[] {
  const body: string[] = [];
  const leftW = 470;
  body.push(panel(CONTENT_X, CONTENT_Y, leftW, SH - CONTENT_Y - 32));
  body.push(cardTitle(CONTENT_X + 24, CONTENT_Y + 40, "Rails", "Drag to reorder · changes go live on publish"));
  body.push(
    button(defs, CONTENT_X + leftW - 124, CONTENT_Y + 22, "Add rail", {
      variant: "soft",
      gradient: G,
      icon: "plus",
      height: 36,
      size: 14,
    }).svg,
  );
  const rails: [string, string, IconName, boolean][] = [
    ["Hero carousel", "5 items · editorial", "image", true],
    ["Continue watching", "Personalised · per profile", "clock", true],
    ["Trending now", "AI playlist · refreshed hourly", "sparkle", true],
    ["Live channels", "12 channels · EPG linked", "tv", true],
    ["Weekend picks", "Scheduled · Fri 18:00 – Sun 23:59", "calendar", false],
    ["Kids corner", "Rule-based · ages 3–8", "star", true],
    ["Promo banner", "Sponsored slot · 1 creative", "megaphone", true],
  ];
  // The rail being dragged leaves an open slot where it will land (after the third rail); the rails
  // below make room for it, and the dragged card floats over the slot inside the panel's edges.
  const DROP_AT = 3;
  const rowY = (slot: number) => CONTENT_Y + 86 + slot * 78;
  rails.forEach(([name, detail, kind, on], index) => {
    const y = rowY(index < DROP_AT ? index : index + 1);
    body.push(railRow(defs, CONTENT_X + 20, y, leftW - 40, name, detail, kind, { selected: index === 2, on }));
  });
  body.push(
    rect(CONTENT_X + 20, rowY(DROP_AT), leftW - 40, 64, {
      r: 14,
      fill: alpha(G[1], 0.06),
      stroke: G[1],
      strokeWidth: 1.5,
      extra: { strokeDasharray: "7 6" },
    }),
  );
  body.push(
    railRow(defs, CONTENT_X + 40, rowY(DROP_AT) - 3, leftW - 68, "Top 10 today", "Ranked · numbers shown", "trend", {
      dragging: true,
    }),
  );
  const slotY = rowY(rails.length + 1);
  body.push(
    rect(CONTENT_X + 20, slotY, leftW - 40, 64, {
      r: 14,
      stroke: C.borderStrong,
      strokeWidth: 1.5,
      extra: { strokeDasharray: "7 6" },
    }),
  );
  body.push(icon("plus", CONTENT_X + leftW / 2 - 92, slotY + 21, 22, C.muted));
  body.push(
    text(CONTENT_X + leftW / 2 - 62, slotY + 38, "Drop a widget here", { size: 15, weight: 600, fill: C.muted }),
  );

  // Live preview.
  const px = CONTENT_X + leftW + 24;
  const pw = SW - 32 - px;
  body.push(panel(px, CONTENT_Y, pw, 470));
  body.push(cardTitle(px + 24, CONTENT_Y + 40, "Live preview"));
  body.push(statusPill(px + 160, CONTENT_Y + 22, "Synced", C.green).svg);
  const devices = chipRow(px + pw - 250, CONTENT_Y + 20, ["TV", "Mobile", "Web"], {
    activeIndex: 0,
    color: G[0],
    height: 34,
    size: 14,
  });
  body.push(devices.svg);
  const sw = pw - 48;
  const sh = (sw * 9) / 16;
  body.push(rect(px + 20, CONTENT_Y + 76, sw + 8, sh + 8, { r: 12, fill: "#05070F", stroke: C.border }));
  body.push(screen(defs, px + 24, CONTENT_Y + 80, sw, sh, 1920, tvHome(defs, 1920, 1080, { accent: G, seed: 0 }), 8));
  // Highlight of the selected rail inside the preview.
  body.push(
    rect(px + 24 + sw * 0.04, CONTENT_Y + 80 + sh * 0.84, sw * 0.94, sh * 0.15, {
      r: 6,
      stroke: G[1],
      strokeWidth: 2.5,
      extra: { strokeDasharray: "8 6" },
    }),
  );

  // Inspector for the selected rail.
  const iy = CONTENT_Y + 494;
  body.push(panel(px, iy, pw, SH - iy - 32));
  body.push(cardTitle(px + 24, iy + 40, "Trending now", "Rail settings"));
  const half = (pw - 72) / 2;
  body.push(
    field(px + 24, iy + 98, half, "Source", "AI playlist · Trending", { icon: "sparkle", trailing: "chevronDown" }),
  );
  body.push(field(px + 48 + half, iy + 98, half, "Items", "20 titles", { trailing: "chevronDown" }));
  body.push(field(px + 24, iy + 184, half, "Tile style", "Portrait poster", { trailing: "chevronDown" }));
  body.push(field(px + 48 + half, iy + 184, half, "Audience", "All profiles except Kids", { trailing: "chevronDown" }));
  const toggles = ["Show ranking numbers", "Hide titles already watched"];
  toggles.forEach((label, index) => {
    const ty = iy + 272 + index * 40;
    body.push(text(px + 24, ty + 16, label, { size: 15, weight: 600, fill: C.body }));
    body.push(toggle(px + pw - 72, ty, index === 1, G[0]));
  });
  body.push(
    button(defs, px + pw - 24 - 120, iy + 20, "Publish", { gradient: G, height: 42, size: 15, width: 120 }).svg,
  );
  body.push(
    button(defs, px + pw - 24 - 120 - 12 - 130, iy + 20, "Preview", {
      variant: "outline",
      icon: "eye",
      height: 42,
      size: 15,
      width: 130,
    }).svg,
  );
  return adminShell(defs, "vivre", NAV, 1, "Home layout · Smart TV", "Draft · v12", body, "layout");
}

/** 2: widget palette dragged into a phone preview. */
function widgetPalette(defs: Defs): string[] {
  const body: string[] = [];
  const pw = 420;
  body.push(panel(CONTENT_X, CONTENT_Y, pw, SH - CONTENT_Y - 32));
  body.push(cardTitle(CONTENT_X + 24, CONTENT_Y + 40, "Widgets", "Including custom SDK widgets"));
  const chips = chipRow(CONTENT_X + 24, CONTENT_Y + 80, ["All", "Content", "Engagement", "Revenue"], {
    activeIndex: 0,
    color: G[0],
    height: 32,
    size: 13,
  });
  body.push(chips.svg);
  const widgets: [IconName, string, string][] = [
    ["image", "Hero banner", "Full-bleed artwork"],
    ["film", "Poster rail", "Portrait or landscape"],
    ["clock", "Countdown", "Until a live event"],
    ["megaphone", "Promo banner", "Sponsored or house"],
    ["tv", "Live schedule", "Now and next"],
    ["trophy", "Quiz card", "Polls and predictions"],
    ["dollar", "Ad slot", "VAST or display"],
    ["refresh", "Continue watching", "Per-profile progress"],
  ];
  const tileW = (pw - 24 * 2 - 16) / 2;
  widgets.forEach(([name, title, detail], index) => {
    const x = CONTENT_X + 24 + (index % 2) * (tileW + 16);
    const y = CONTENT_Y + 136 + Math.floor(index / 2) * 170;
    const picked = index === 2;
    body.push(
      rect(x, y, tileW, 154, {
        r: 16,
        fill: picked ? alpha(G[0], 0.14) : C.surface2,
        stroke: picked ? G[0] : C.border,
        strokeWidth: picked ? 2 : 1.5,
      }),
    );
    body.push(
      rect(x + 18, y + 18, 48, 48, { r: 14, fill: defs.linear([alpha(G[0], 0.35), alpha(G[1], 0.25)], 0, 0, 1, 1) }),
    );
    body.push(icon(name, x + 30, y + 30, 24, "#fff"));
    body.push(text(x + 18, y + 104, title, { size: 17, weight: 700 }));
    body.push(text(x + 18, y + 128, detail, { size: 13, fill: C.muted }));
  });
  // Phone preview with the countdown being dropped.
  const phoneH = 700;
  const phoneX = CONTENT_X + pw + 36;
  const phoneY = CONTENT_Y + (SH - CONTENT_Y - 32 - phoneH) / 2;
  body.push(phoneFrame(defs, phoneX, phoneY, phoneH, phoneHome(defs, 390, 844, { accent: G, theme: "sports" })));
  const pWidth = phoneH * (430 / 884);
  const bezel = phoneH * (20 / 884);
  const dropY = phoneY + bezel + (590 / 844) * (phoneH - bezel * 2);
  body.push(rect(phoneX + 26, dropY - 2, pWidth - 52, 4, { r: 2, fill: G[1] }));
  body.push(circle(phoneX + 26, dropY, 6, G[1]), circle(phoneX + pWidth - 26, dropY, 6, G[1]));
  // The dragged card hangs below the drop line, over the rail it pushes down, clear of the hero's title
  // and buttons; it reaches only the palette's margin, so a phone's crop of the preview cuts no tile.
  const ghostX = phoneX - 40;
  const ghostY = dropY + 14;
  body.push(
    g({ transform: `rotate(-3 ${ghostX + 150} ${ghostY + 48})` }, [
      rect(ghostX + 8, ghostY + 8, 300, 96, { r: 16, fill: "#000", opacity: 0.5, filter: defs.blur(14) }),
      rect(ghostX, ghostY, 300, 96, { r: 16, fill: defs.linear(G, 0, 0, 1, 1) }),
      text(ghostX + 20, ghostY + 32, "Kick-off in", { size: 15, weight: 700, opacity: 0.9 }),
      text(ghostX + 20, ghostY + 74, "00 : 42 : 17", { size: 30, weight: 800 }),
      icon("clock", ghostX + 252, ghostY + 18, 28, "#fff"),
    ]),
  );
  // Properties.
  const rx = phoneX + pWidth + 36;
  const rw = SW - 32 - rx;
  body.push(panel(rx, CONTENT_Y, rw, SH - CONTENT_Y - 32));
  body.push(cardTitle(rx + 24, CONTENT_Y + 40, "Countdown", "Widget properties"));
  body.push(field(rx + 24, CONTENT_Y + 100, rw - 48, "Event", "Match Night · live", { icon: "tv" }));
  body.push(field(rx + 24, CONTENT_Y + 184, rw - 48, "Ends", "Sat 20:00", { icon: "calendar" }));
  body.push(field(rx + 24, CONTENT_Y + 268, rw - 48, "Action", "Open live player", { icon: "play" }));
  body.push(text(rx + 24, CONTENT_Y + 364, "Style", { size: 13, weight: 600, fill: C.muted }));
  [G[0], "#F472B6", "#F59E0B", "#34D399"].forEach((color, index) => {
    body.push(
      circle(rx + 40 + index * 44, CONTENT_Y + 398, 15, color, index === 0 ? { stroke: "#fff", strokeWidth: 3 } : {}),
    );
  });
  body.push(text(rx + 24, CONTENT_Y + 458, "Platforms", { size: 13, weight: 600, fill: C.muted }));
  const platforms = ["Android", "iOS", "Smart TV", "Web"];
  platforms.forEach((label, index) => {
    const y = CONTENT_Y + 476 + index * 44;
    body.push(text(rx + 24, y + 17, label, { size: 15, weight: 600, fill: C.body }));
    body.push(toggle(rx + rw - 64, y, index !== 3, G[0]));
  });
  body.push(
    button(defs, rx + 24, SH - 32 - 68, "Apply to layout", { gradient: G, height: 44, size: 15, width: rw - 48 }).svg,
  );
  return adminShell(defs, "vivre", NAV, 2, "Widgets · Mobile home", "Draft · v12", body, "layout");
}

/** 3: scheduling of content blackouts. */
function blackouts(defs: Defs): string[] {
  const body: string[] = [];
  const calW = 790;
  const top = CONTENT_Y;
  body.push(panel(CONTENT_X, top, calW, SH - top - 32));
  body.push(cardTitle(CONTENT_X + 24, top + 40, "Schedule", "Blackouts and scheduled rails by region"));
  body.push(
    chipRow(CONTENT_X + calW - 230, top + 20, ["Day", "Week"], { activeIndex: 1, color: G[0], height: 34, size: 14 })
      .svg,
  );
  const gx = CONTENT_X + 190;
  const gy = top + 120;
  const days = ["Mon 14", "Tue 15", "Wed 16", "Thu 17", "Fri 18", "Sat 19", "Sun 20"];
  const colW = (CONTENT_X + calW - 20 - gx) / days.length;
  days.forEach((day, index) => {
    body.push(
      text(gx + colW * index + colW / 2, gy - 18, day, {
        size: 13,
        weight: 700,
        fill: index === 5 ? mix(G[1], "#fff", 0.3) : C.muted,
        anchor: "middle",
      }),
    );
    body.push(line(gx + colW * index, gy - 6, gx + colW * index, SH - 60, "rgba(255,255,255,0.06)", 1.2));
  });
  const rows = [
    "Sports One · IN",
    "Sports One · LK",
    "Sports One · MY",
    "Cinema · all",
    "Kids · all",
    "News 24 · all",
    "Home rails · TV",
    "Home rails · app",
  ];
  const rowH = 84;
  rows.forEach((label, index) => {
    const y = gy + index * rowH;
    body.push(text(CONTENT_X + 24, y + rowH / 2 + 5, label, { size: 14, weight: 700, fill: C.body }));
    body.push(line(CONTENT_X + 20, y + rowH, CONTENT_X + calW - 20, y + rowH, "rgba(255,255,255,0.06)", 1.2));
  });
  const blocks: [number, number, number, string, "blackout" | "rail" | "live"][] = [
    [0, 5.55, 0.35, "Blackout", "blackout"],
    [1, 5.55, 0.35, "Blackout", "blackout"],
    [2, 2.3, 0.8, "Live", "live"],
    [2, 5.55, 0.35, "Live", "live"],
    [3, 1.1, 1.6, "Regional rights hold", "blackout"],
    [4, 0.2, 6.6, "Summer holiday rail", "rail"],
    [5, 3.4, 0.5, "Blackout", "blackout"],
    [6, 4.0, 2.8, "Weekend picks", "rail"],
    [7, 4.0, 2.8, "Weekend picks", "rail"],
    [6, 0.2, 2.5, "Festival promo", "rail"],
  ];
  for (const [row, start, span, label, kind] of blocks) {
    const x = gx + colW * start;
    const y = gy + row * rowH + 14;
    const w = colW * span;
    const colors = { blackout: C.red, rail: G[0], live: C.green } as const;
    const color = colors[kind];
    body.push(
      rect(x, y, w, rowH - 28, { r: 10, fill: alpha(color, 0.22), stroke: alpha(color, 0.8), strokeWidth: 1.5 }),
    );
    if (kind === "blackout") body.push(icon("lock", x + 8, y + (rowH - 28) / 2 - 8, 16, mix(color, "#fff", 0.4), 2.4));
    if (w > 90)
      body.push(
        text(x + (kind === "blackout" ? 30 : 12), y + (rowH - 28) / 2 + 5, label, {
          size: 13,
          weight: 700,
          fill: mix(color, "#fff", 0.45),
        }),
      );
  }
  const selected = gx + colW * 5.55;
  body.push(
    rect(selected - 3, gy + 11, colW * 0.35 + 6, rowH * 2 - 22, {
      r: 12,
      stroke: "#fff",
      strokeWidth: 2.5,
      extra: { strokeDasharray: "6 5" },
    }),
  );
  body.push(
    legend(CONTENT_X + 24, SH - 54, [
      { label: "Blackout", color: C.red },
      { label: "Scheduled rail", color: G[0] },
      { label: "Live event", color: C.green },
    ]),
  );

  // Rule form.
  const fx = CONTENT_X + calW + 24;
  const fw = SW - 32 - fx;
  body.push(panel(fx, top, fw, SH - top - 32));
  body.push(cardTitle(fx + 24, top + 40, "Blackout rule", "Sat 19 · Sports One"));
  body.push(field(fx + 24, top + 100, fw - 48, "Content", "Match Night (live)", { icon: "tv" }));
  body.push(text(fx + 24, top + 186, "Regions", { size: 13, weight: 600, fill: C.muted }));
  body.push(
    chipRow(fx + 24, top + 198, ["India", "Sri Lanka"], { active: true, color: G[0], height: 32, size: 13 }).svg,
  );
  body.push(chip(fx + 24, top + 240, "+ Add region", { height: 32, size: 13 }).svg);
  const half = (fw - 60) / 2;
  body.push(field(fx + 24, top + 310, half, "Starts", "19:30", { icon: "clock" }));
  body.push(field(fx + 36 + half, top + 310, half, "Ends", "22:00", { icon: "clock" }));
  body.push(text(fx + 24, top + 400, "Replace with", { size: 13, weight: 600, fill: C.muted }));
  const slateW = fw - 48;
  const slateH = slateW * 0.42;
  body.push(
    g({ transform: `translate(${fx + 24} ${top + 414})` }, [
      rect(0, 0, slateW, slateH, { r: 12, fill: defs.linear([C.surface3, C.bg], 0, 0, 1, 1), stroke: C.border }),
      icon("lock", slateW / 2 - 14, slateH * 0.22, 28, C.body),
      text(slateW / 2, slateH * 0.66, "Not available in your region", { size: 14, weight: 700, anchor: "middle" }),
      text(slateW / 2, slateH * 0.84, "Watch the highlights from 22:30", { size: 12, anchor: "middle", fill: C.muted }),
    ]),
  );
  const ty = top + 430 + slateH;
  body.push(text(fx + 24, ty + 16, "Notify affected viewers", { size: 15, weight: 600, fill: C.body }));
  body.push(toggle(fx + fw - 64, ty, true, G[0]));
  body.push(text(fx + 24, ty + 58, "Hide from search", { size: 15, weight: 600, fill: C.body }));
  body.push(toggle(fx + fw - 64, ty + 42, true, G[0]));
  body.push(
    button(defs, fx + 24, SH - 32 - 68, "Save rule", { gradient: G, height: 44, size: 15, width: fw - 48 }).svg,
  );
  return adminShell(defs, "vivre", NAV, 3, "Schedule", "Week 29", body);
}

/** 4: analytics across platforms and rails. */
function analytics(defs: Defs): string[] {
  const body: string[] = [];
  const kpis: [string, string, string, IconName, readonly number[]][] = [
    ["Active viewers", "48.2K", "+6.1%", "user", [3, 4, 3.6, 5, 4.8, 6, 6.4]],
    ["Avg. watch time", "42 min", "+3.4%", "clock", [5, 4.6, 5.2, 5.1, 5.8, 5.6, 6]],
    ["Rail click-through", "7.8%", "+0.9 pt", "target", [2, 3, 2.6, 3.8, 3.5, 4.2, 4.6]],
    ["Conversions", "1,284", "+12%", "coin", [2, 2.4, 3.1, 2.9, 3.8, 4.1, 4.9]],
  ];
  const kw = (CONTENT_W - 3 * 20) / 4;
  kpis.forEach(([label, value, delta, name, spark], index) => {
    body.push(
      kpiCard(defs, CONTENT_X + index * (kw + 20), CONTENT_Y, kw, 140, label, value, delta, {
        accent: G,
        icon: name,
        spark,
      }),
    );
  });
  const cy = CONTENT_Y + 164;
  const chartW = 690;
  body.push(panel(CONTENT_X, cy, chartW, 380));
  body.push(cardTitle(CONTENT_X + 24, cy + 40, "Engagement by platform", "Play starts per day"));
  body.push(
    legend(CONTENT_X + chartW - 290, cy + 40, [
      { label: "Smart TV", color: G[0] },
      { label: "Mobile", color: G[1] },
      { label: "Web", color: "#F472B6" },
    ]),
  );
  const days = ["1", "5", "10", "15", "20", "25", "30"];
  body.push(
    lineChart(
      defs,
      CONTENT_X + 24,
      cy + 84,
      chartW - 48,
      272,
      [
        {
          values: [32, 36, 34, 41, 45, 43, 50, 54, 52, 58, 63, 61],
          colors: [G[0], mix(G[0], "#fff", 0.2)],
          area: true,
        },
        { values: [24, 27, 30, 28, 33, 36, 35, 39, 42, 41, 45, 47], colors: [G[1], G[1]] },
        { values: [12, 13, 15, 14, 16, 18, 17, 19, 21, 20, 22, 24], colors: ["#F472B6", "#F472B6"], dashed: true },
      ],
      { xLabels: days, yLabels: ["60K", "45K", "30K", "15K", "0"], gridLines: 4, marker: 9, min: 0, max: 66 },
    ),
  );
  const dx = CONTENT_X + chartW + 20;
  const dw = SW - 32 - dx;
  body.push(panel(dx, cy, dw, 380));
  body.push(cardTitle(dx + 24, cy + 40, "Sessions by device", "12 platforms live"));
  const segs = [
    { value: 38, color: G[0], label: "Smart TV" },
    { value: 27, color: G[1], label: "Mobile" },
    { value: 14, color: "#F472B6", label: "Web" },
    { value: 12, color: "#F59E0B", label: "Set-top box" },
    { value: 9, color: "#34D399", label: "Dongle" },
  ];
  // The legend starts close enough to the donut that "Set-top box" keeps a clear gap before its share.
  body.push(donut(dx + 114, cy + 220, 78, 24, segs, { value: "12", label: "platforms" }));
  segs.forEach((segment, index) => {
    const ly = cy + 130 + index * 38;
    body.push(rect(dx + 222, ly - 11, 12, 12, { r: 3, fill: segment.color }));
    body.push(text(dx + 242, ly, segment.label, { size: 14, weight: 600, fill: C.body }));
    body.push(text(dx + dw - 24, ly, `${segment.value}%`, { size: 14, weight: 700, anchor: "end" }));
  });
  const by = cy + 404;
  const bh = SH - 32 - by;
  const half = (CONTENT_W - 20) / 2;
  body.push(panel(CONTENT_X, by, half, bh));
  body.push(cardTitle(CONTENT_X + 24, by + 40, "Rail click-through", "Home layout · last 30 days"));
  body.push(
    hBars(
      defs,
      CONTENT_X + 24,
      by + 70,
      half - 48,
      [
        { label: "Trending now", value: 11.2, display: "11.2%" },
        { label: "Continue watching", value: 9.6, display: "9.6%" },
        { label: "Hero carousel", value: 7.4, display: "7.4%" },
        { label: "Live channels", value: 6.1, display: "6.1%" },
        { label: "Kids corner", value: 4.3, display: "4.3%" },
      ],
      G,
      40,
    ),
  );
  const ax = CONTENT_X + half + 20;
  body.push(panel(ax, by, half, bh));
  body.push(cardTitle(ax + 24, by + 40, "Revenue by model", "Weekly, all platforms"));
  body.push(
    barChart(defs, ax + 24, by + 80, half - 48, bh - 104, [42, 48, 45, 56, 61, 58, 67, 72], G, {
      labels: ["W22", "W23", "W24", "W25", "W26", "W27", "W28", "W29"],
      highlight: 7,
    }),
  );
  return adminShell(defs, "vivre", NAV, 4, "Analytics", "Last 30 days", body);
}

export const vivreScreens = [layoutEditor, widgetPalette, blackouts, analytics];
