import { wrap } from "../../lib/font.ts";
import { type IconName, icon } from "../../lib/icons.ts";
import { alpha, C, mix, product } from "../../lib/palette.ts";
import { circle, type Defs, g, line, rect, text } from "../../lib/svg.ts";
import {
  avatar,
  button,
  cardTitle,
  chipRow,
  donut,
  field,
  gauge,
  hBars,
  heatmap,
  kpiCard,
  legend,
  lineChart,
  panel,
  sparkline,
  statusPill,
  table,
  toggle,
} from "../../lib/ui.ts";
import { statusBar } from "../app.ts";
import { phoneFrame } from "../devices.ts";
import { posterArt, type SceneKind } from "../poster.ts";
import { adminShell, CONTENT_W, CONTENT_X, CONTENT_Y, type NavItem, SH, SW } from "./shell.ts";

/** S.A.R.A.: AI recommendations, insights, search statistics, push notifications. */
const P = product("sara");
const G = P.gradient;

const NAV: readonly NavItem[] = [
  { icon: "sparkle", label: "Recommendations" },
  { icon: "chart", label: "Insights" },
  { icon: "search", label: "Search" },
  { icon: "bell", label: "Notifications" },
  { icon: "user", label: "Segments" },
  { icon: "trophy", label: "Gamification" },
  { icon: "settings", label: "Settings" },
];

function posterRow(
  defs: Defs,
  x: number,
  y: number,
  width: number,
  title: string,
  kinds: readonly SceneKind[],
  seed: number,
  badges: readonly string[],
  ranked = false,
): string {
  const parts = [text(x, y, title, { size: 18, weight: 700 })];
  const pw = 128;
  const ph = 190;
  const gap = 16;
  kinds.forEach((kind, index) => {
    const px = x + (ranked ? 34 : 0) + index * (pw + gap + (ranked ? 34 : 0));
    if (px + pw > x + width + pw * 0.6) return;
    if (ranked)
      parts.push(
        text(px - 6, y + 22 + ph, String(index + 1), {
          size: 96,
          weight: 800,
          anchor: "end",
          fill: C.surface3,
          extra: { stroke: alpha(G[1], 0.7), strokeWidth: 2 },
        }),
      );
    const clip = defs.clipRect(0, 0, pw, ph, 12);
    parts.push(
      g({ transform: `translate(${px} ${y + 18})` }, [
        g({ clipPath: clip }, posterArt(defs, 0, 0, pw, ph, seed + index * 5, { kind })),
      ]),
    );
    const badge = badges[index];
    if (badge) {
      const pill = statusPill(px + 8, y + 26, badge, C.green, 11);
      parts.push(rect(px + 8, y + 26, pill.width, 21, { r: 10.5, fill: "rgba(7,11,26,0.8)" }), pill.svg);
    }
  });
  return parts.join("");
}

/** 1: recommendation rows for one profile, with the signals behind them. */
function recommendations(defs: Defs): string[] {
  const body: string[] = [];
  const lw = 320;
  body.push(panel(CONTENT_X, CONTENT_Y, lw, SH - CONTENT_Y - 32));
  body.push(avatar(defs, CONTENT_X + 52, CONTENT_Y + 56, 28, "AS", 1));
  body.push(text(CONTENT_X + 92, CONTENT_Y + 52, "Asha · Living room TV", { size: 16, weight: 700 }));
  body.push(text(CONTENT_X + 92, CONTENT_Y + 74, "Profile signals, live", { size: 13, fill: C.muted }));
  body.push(
    text(CONTENT_X + 24, CONTENT_Y + 130, "WATCHED RECENTLY", { size: 12, weight: 700, fill: C.muted, spacing: 1 }),
  );
  (["sunset", "ocean", "portrait"] as const).forEach((kind, index) => {
    const clip = defs.clipRect(0, 0, 84, 126, 10);
    body.push(
      g({ transform: `translate(${CONTENT_X + 24 + index * 94} ${CONTENT_Y + 144})` }, [
        g({ clipPath: clip }, posterArt(defs, 0, 0, 84, 126, index * 10, { kind })),
      ]),
    );
  });
  body.push(
    text(CONTENT_X + 24, CONTENT_Y + 310, "MOOD & CONTEXT", { size: 12, weight: 700, fill: C.muted, spacing: 1 }),
  );
  body.push(
    chipRow(CONTENT_X + 24, CONTENT_Y + 324, ["Relaxed", "Evening"], {
      active: true,
      color: G[0],
      height: 30,
      size: 13,
    }).svg,
  );
  body.push(chipRow(CONTENT_X + 24, CONTENT_Y + 362, ["Smart TV", "Weekend"], { height: 30, size: 13 }).svg);
  body.push(
    text(CONTENT_X + 24, CONTENT_Y + 434, "TASTE PROFILE", { size: 12, weight: 700, fill: C.muted, spacing: 1 }),
  );
  body.push(
    hBars(
      defs,
      CONTENT_X + 24,
      CONTENT_Y + 446,
      lw - 48,
      [
        { label: "Drama", value: 82, display: "82" },
        { label: "Travel", value: 64, display: "64" },
        { label: "Thriller", value: 51, display: "51" },
        { label: "Documentary", value: 38, display: "38" },
        { label: "Comedy", value: 22, display: "22" },
      ],
      G,
      38,
    ),
  );
  body.push(
    rect(CONTENT_X + 24, SH - 32 - 96, lw - 48, 72, { r: 14, fill: alpha(G[1], 0.14), stroke: alpha(G[1], 0.4) }),
  );
  body.push(icon("sparkle", CONTENT_X + 40, SH - 32 - 76, 22, mix(G[0], "#fff", 0.4)));
  body.push(text(CONTENT_X + 72, SH - 32 - 62, "Model refreshed 4 min ago", { size: 14, weight: 700 }));
  body.push(text(CONTENT_X + 72, SH - 32 - 40, "Adaptive learning on", { size: 13, fill: C.muted }));

  const rx = CONTENT_X + lw + 24;
  const rw = SW - 32 - rx;
  body.push(panel(rx, CONTENT_Y, rw, SH - CONTENT_Y - 32, { fill: "#0A0F24" }));
  body.push(
    posterRow(
      defs,
      rx + 24,
      CONTENT_Y + 44,
      rw - 48,
      "Because you watched Red Canyon",
      ["road", "waves", "forest", "ocean", "portrait", "city"],
      3,
      ["97%", "95%", "93%", "91%", "90%"],
    ),
  );
  body.push(
    posterRow(
      defs,
      rx + 24,
      CONTENT_Y + 306,
      rw - 48,
      "Trending in your region",
      ["city", "planet", "concert", "waves"],
      11,
      [],
      true,
    ),
  );
  body.push(
    posterRow(
      defs,
      rx + 24,
      CONTENT_Y + 568,
      rw - 48,
      "Watch together · family picks",
      ["kids", "forest", "ocean", "planet", "kids", "geo"],
      21,
      ["All ages", "", "7+"],
    ),
  );
  body.push(rect(rx + rw - 250, CONTENT_Y + 20, 226, 36, { r: 18, fill: alpha(G[0], 0.16) }));
  body.push(icon("sparkle", rx + rw - 238, CONTENT_Y + 28, 20, mix(G[0], "#fff", 0.4)));
  body.push(
    text(rx + rw - 210, CONTENT_Y + 44, "Why: mood + genre match", {
      size: 13,
      weight: 700,
      fill: mix(G[0], "#fff", 0.4),
    }),
  );
  return adminShell(defs, "sara", NAV, 0, "Recommendations", "Preview as Asha", body, "user");
}

/** 2: S.A.R.A. Insights: trends and viewing heatmap. */
function insights(defs: Defs): string[] {
  const body: string[] = [];
  const kpis: [string, string, string, IconName, readonly number[]][] = [
    ["Recommendation CTR", "14.6%", "+2.1 pt", "target", [3, 3.4, 3.2, 4, 4.3, 4.1, 4.8]],
    ["Watch time from recs", "61%", "+4.0 pt", "clock", [4, 4.3, 4.4, 4.8, 5, 5.3, 5.4]],
    ["Returning viewers", "72%", "+1.8 pt", "refresh", [5, 5.2, 5, 5.5, 5.6, 5.8, 6]],
    ["Avg. session", "38 min", "+5.2%", "tv", [3, 3.6, 3.3, 3.9, 4.2, 4, 4.5]],
  ];
  const kw = (CONTENT_W - 60) / 4;
  kpis.forEach(([label, value, delta, name, spark], index) => {
    body.push(
      kpiCard(defs, CONTENT_X + index * (kw + 20), CONTENT_Y, kw, 140, label, value, delta, {
        accent: G,
        icon: name,
        spark,
      }),
    );
  });
  // Two columns, each two KPI cards wide: on phones the left one (two KPIs, the trend chart, the
  // heatmap) shows whole, in two regions.
  const colW = 2 * kw + 20;
  const rx = CONTENT_X + colW + 20;
  const ty = CONTENT_Y + 164;
  body.push(panel(CONTENT_X, ty, colW, 360));
  body.push(cardTitle(CONTENT_X + 24, ty + 40, "Trend analysis", "Weekly viewing hours by genre"));
  body.push(
    legend(CONTENT_X + 24, ty + 98, [
      { label: "Drama", color: G[0] },
      { label: "Sports", color: C.cyan },
      { label: "Kids", color: C.amber },
      { label: "Docs", color: C.green },
    ]),
  );
  const weeks = ["W18", "W20", "W22", "W24", "W26", "W28"];
  const series = {
    drama: [40, 42, 47, 45, 52, 58, 55, 61, 66, 64, 70, 74],
    sports: [30, 38, 33, 46, 36, 49, 41, 55, 44, 60, 50, 63],
    kids: [22, 23, 25, 24, 26, 27, 26, 28, 30, 29, 31, 33],
    docs: [12, 14, 13, 15, 17, 16, 19, 18, 21, 23, 22, 25],
  };
  body.push(
    lineChart(
      defs,
      CONTENT_X + 24,
      ty + 118,
      colW - 48,
      206,
      [
        { values: series.drama, colors: [G[0], G[1]], area: true, width: 3.5 },
        { values: series.sports, colors: [C.cyan, C.cyan] },
        { values: series.kids, colors: [C.amber, C.amber] },
        { values: series.docs, colors: [C.green, C.green], dashed: true },
      ],
      { xLabels: weeks, yLabels: ["80K h", "60K h", "40K h", "20K h", "0"], min: 0, max: 80, marker: 10 },
    ),
  );
  const hy = ty + 384;
  const hh = SH - 32 - hy;
  body.push(panel(CONTENT_X, hy, colW, hh));
  body.push(cardTitle(CONTENT_X + 24, hy + 40, "When viewers watch", "Sessions by hour and weekday"));
  const days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
  const hours = ["6", "", "", "9", "", "", "12", "", "", "15", "", "", "18", "", "", "21", "", "", "24"];
  body.push(
    heatmap(
      CONTENT_X + 24,
      hy + 80,
      colW - 48,
      hh - 98,
      7,
      19,
      (row, col) => {
        const evening = Math.exp(-((col - 15) ** 2) / 10);
        const lunch = 0.35 * Math.exp(-((col - 6.5) ** 2) / 3);
        const weekend = row >= 5 ? 0.25 + 0.2 * Math.exp(-((col - 10) ** 2) / 12) : 0;
        return evening * (row >= 4 ? 1 : 0.82) + lunch + weekend + ((row * 7 + col * 3) % 5) * 0.02;
      },
      [G[1], G[0]],
      { rows: days, cols: hours },
    ),
  );
  const rw = SW - 32 - rx;
  body.push(panel(rx, ty, rw, 360));
  body.push(cardTitle(rx + 24, ty + 40, "Rising this week"));
  const rising: [string, string, number][] = [
    ["Red Canyon", "+184%", 1],
    ["Match Night", "+96%", 2],
    ["Deep Field", "+71%", 3],
    ["Night Shift", "+48%", 5],
  ];
  rising.forEach(([title, delta, seed], index) => {
    const y = ty + 70 + index * 68;
    const clip = defs.clipRect(0, 0, 40, 52, 8);
    body.push(
      g({ transform: `translate(${rx + 24} ${y})` }, [
        g({ clipPath: clip }, posterArt(defs, 0, 0, 40, 52, seed * 4, { titleStyle: "none" })),
      ]),
    );
    body.push(text(rx + 78, y + 32, title, { size: 15, weight: 700 }));
    body.push(sparkline(defs, rx + rw - 170, y + 12, 70, 28, [2, 3, 2.6, 3.8, 4.4, 5.6, 7 - index * 0.6], G));
    body.push(text(rx + rw - 24, y + 32, delta, { size: 14, weight: 800, anchor: "end", fill: C.green }));
  });
  // Each genre's share of the twelve weeks' hours in the chart (largest remainder, so they add up to 100).
  body.push(panel(rx, hy, rw, hh));
  body.push(cardTitle(rx + 24, hy + 40, "Watch time by genre", "Share of the last 12 weeks"));
  body.push(
    hBars(
      defs,
      rx + 24,
      hy + 76,
      rw - 48,
      [
        { label: "Drama", value: 38, display: "38%" },
        { label: "Sports", value: 31, display: "31%" },
        { label: "Kids", value: 19, display: "19%" },
        { label: "Docs", value: 12, display: "12%" },
      ],
      G,
      50,
    ),
  );
  return adminShell(defs, "sara", NAV, 1, "S.A.R.A. Insights", "Last 12 weeks", body);
}

/** 3: search statistics. */
function searchStats(defs: Defs): string[] {
  const body: string[] = [];
  const kpis: [string, string, string, IconName][] = [
    ["Searches", "212K", "+9%", "search"],
    ["Search to play", "54%", "+6 pt", "play"],
    ["Zero-result rate", "3.1%", "-1.4 pt", "x"],
    ["Voice searches", "22%", "+5 pt", "mic"],
  ];
  const kw = (CONTENT_W - 60) / 4;
  kpis.forEach(([label, value, delta, name], index) => {
    body.push(
      kpiCard(defs, CONTENT_X + index * (kw + 20), CONTENT_Y, kw, 130, label, value, delta, {
        accent: G,
        icon: name,
        deltaGood: true,
      }),
    );
  });
  const ty = CONTENT_Y + 154;
  const tw = 720;
  body.push(panel(CONTENT_X, ty, tw, SH - 32 - ty));
  body.push(cardTitle(CONTENT_X + 24, ty + 40, "Top queries", "Last 7 days"));
  const queries: [string, string, number, readonly number[]][] = [
    ["match highlights", "18.2K", 0.68, [3, 4, 3.5, 5, 6, 5.5, 7]],
    ["red canyon", "12.7K", 0.74, [1, 2, 3, 4.5, 5, 6, 6.5]],
    ["kids cartoons", "9.4K", 0.61, [4, 4.2, 4, 4.4, 4.1, 4.6, 4.5]],
    ["live news", "8.8K", 0.57, [5, 4.8, 5.2, 5, 5.4, 5.1, 5.3]],
    ["space documentary", "6.1K", 0.49, [2, 2.5, 2.2, 3, 3.4, 3.2, 3.9]],
    ["comedy specials", "5.3K", 0.44, [3, 2.8, 3.1, 2.9, 3.3, 3.2, 3.4]],
    ["concert live", "4.9K", 0.52, [1, 1.5, 2.4, 2.2, 3.5, 4, 4.6]],
  ];
  body.push(
    table(
      CONTENT_X + 12,
      ty + 76,
      [
        { label: "Query", width: 250 },
        { label: "Searches", width: 120, align: "end" },
        { label: "Play rate", width: 180 },
        { label: "Trend", width: 140 },
      ],
      queries.map(([query, count, rate, trend]) => [
        query,
        count,
        (x: number, y: number) =>
          rect(x, y - 5, 100, 10, { r: 5, fill: "rgba(255,255,255,0.08)" }) +
          rect(x, y - 5, 100 * rate, 10, { r: 5, fill: defs.linear(G) }) +
          text(x + 112, y + 5, `${Math.round(rate * 100)}%`, { size: 14, weight: 700 }),
        (x: number, y: number) => sparkline(defs, x, y - 14, 96, 28, trend, G),
      ]),
      60,
    ),
  );
  const rx = CONTENT_X + tw + 20;
  const rw = SW - 32 - rx;
  body.push(panel(rx, ty, rw, 330));
  body.push(cardTitle(rx + 24, ty + 40, "How people search"));
  body.push(
    donut(rx + 110, ty + 200, 74, 24, [
      { value: 64, color: G[0] },
      { value: 22, color: G[1] },
      { value: 14, color: C.cyan },
    ]),
  );
  const modes: [IconName, string, string, string][] = [
    ["search", "Text", "64%", G[0]],
    ["mic", "Voice", "22%", G[1]],
    ["image", "Image", "14%", C.cyan],
  ];
  modes.forEach(([name, label, share, color], index) => {
    const y = ty + 140 + index * 50;
    body.push(icon(name, rx + 216, y - 16, 22, color));
    body.push(text(rx + 248, y, label, { size: 15, weight: 700 }));
    body.push(text(rx + rw - 24, y, share, { size: 15, weight: 800, anchor: "end" }));
  });
  const zy = ty + 350;
  body.push(panel(rx, zy, rw, SH - 32 - zy));
  body.push(cardTitle(rx + 24, zy + 40, "Zero-result queries", "Fix with synonyms or new titles"));
  const zero: [string, string][] = [
    ["moonbuddies", "Moon Buddies"],
    ["redcanion", "Red Canyon"],
    ["cricket replay", "Sports replays"],
  ];
  zero.forEach(([query, fix], index) => {
    const y = zy + 86 + index * 66;
    body.push(rect(rx + 24, y, rw - 48, 54, { r: 12, fill: C.surface2 }));
    body.push(text(rx + 42, y + 33, `“${query}”`, { size: 15, weight: 700 }));
    // The query, an arrow and the title it now leads to: no action button, which left the titles no room.
    body.push(icon("chevronRight", rx + 184, y + 17, 20, C.muted));
    body.push(text(rx + 212, y + 33, fix, { size: 14, weight: 600, fill: mix(G[0], "#fff", 0.4) }));
  });
  return adminShell(defs, "sara", NAV, 2, "Search statistics", "Last 7 days", body);
}

/** 4: push-notification composer with a phone preview. */
function pushComposer(defs: Defs): string[] {
  const body: string[] = [];
  const fw = 500;
  body.push(panel(CONTENT_X, CONTENT_Y, fw, SH - CONTENT_Y - 32));
  body.push(cardTitle(CONTENT_X + 24, CONTENT_Y + 40, "New notification", "Personalised per viewer by S.A.R.A."));
  const inner = fw - 48;
  body.push(
    field(CONTENT_X + 24, CONTENT_Y + 100, inner, "Audience segment", "Drama fans, inactive 7+ days", {
      icon: "user",
      trailing: "chevronDown",
    }),
  );
  body.push(
    field(CONTENT_X + 24, CONTENT_Y + 186, inner, "Title", "New episode of Red Canyon", {
      focused: true,
      accent: G[0],
    }),
  );
  body.push(text(CONTENT_X + 24, CONTENT_Y + 272, "Message", { size: 13, weight: 600, fill: C.muted }));
  body.push(
    rect(CONTENT_X + 24, CONTENT_Y + 282, inner, 96, { r: 10, fill: C.bg, stroke: C.border, strokeWidth: 1.5 }),
  );
  body.push(
    text(CONTENT_X + 40, CONTENT_Y + 312, "{first_name}, episode 5 is out. Pick up where", { size: 15, fill: C.text }),
  );
  body.push(text(CONTENT_X + 40, CONTENT_Y + 336, "you left off at 24:18.", { size: 15, fill: C.text }));
  body.push(field(CONTENT_X + 24, CONTENT_Y + 404, inner, "Opens", "Player · Red Canyon S1 E5", { icon: "play" }));
  body.push(text(CONTENT_X + 24, CONTENT_Y + 498, "Delivery", { size: 13, weight: 600, fill: C.muted }));
  const options: [string, string, boolean][] = [
    ["Best time per viewer", "Predicted from viewing habits", true],
    ["Send now", "Everyone in the segment at once", false],
  ];
  options.forEach(([title, detail, on], index) => {
    const y = CONTENT_Y + 512 + index * 74;
    body.push(
      rect(CONTENT_X + 24, y, inner, 62, {
        r: 12,
        fill: on ? alpha(G[0], 0.12) : C.surface2,
        stroke: on ? G[0] : C.border,
        strokeWidth: on ? 2 : 1.5,
      }),
    );
    body.push(circle(CONTENT_X + 50, y + 31, 10, "none", { stroke: on ? G[0] : C.muted, strokeWidth: 2.5 }));
    if (on) body.push(circle(CONTENT_X + 50, y + 31, 5, G[0]));
    body.push(text(CONTENT_X + 74, y + 27, title, { size: 15, weight: 700 }));
    body.push(text(CONTENT_X + 74, y + 47, detail, { size: 13, fill: C.muted }));
  });
  body.push(
    text(CONTENT_X + 24, CONTENT_Y + 694, "Respect quiet hours (22:00 – 08:00)", {
      size: 15,
      weight: 600,
      fill: C.body,
    }),
  );
  body.push(toggle(CONTENT_X + fw - 64, CONTENT_Y + 678, true, G[0]));
  body.push(text(CONTENT_X + 24, CONTENT_Y + 738, "A/B test two titles", { size: 15, weight: 600, fill: C.body }));
  body.push(toggle(CONTENT_X + fw - 64, CONTENT_Y + 722, false, G[0]));
  body.push(
    button(defs, CONTENT_X + 24, SH - 32 - 68, "Schedule", { gradient: G, height: 44, size: 15, width: 160 }).svg,
  );
  body.push(
    button(defs, CONTENT_X + 196, SH - 32 - 68, "Send test", { variant: "outline", height: 44, size: 15, width: 140 })
      .svg,
  );

  // Phone lock screen preview.
  const phoneH = 620;
  const phoneX = CONTENT_X + fw + 32;
  body.push(phoneFrame(defs, phoneX, CONTENT_Y + 40, phoneH, lockScreen(defs)));
  // Prediction card.
  const px = phoneX + phoneH * (430 / 884) + 32;
  const pw = SW - 32 - px;
  body.push(panel(px, CONTENT_Y, pw, 300));
  body.push(cardTitle(px + 20, CONTENT_Y + 38, "Predicted opens"));
  body.push(gauge(defs, px + pw / 2, CONTENT_Y + 210, 86, 0.64, G, "31%", "vs 19% average"));
  body.push(panel(px, CONTENT_Y + 320, pw, SH - 32 - CONTENT_Y - 320));
  body.push(cardTitle(px + 20, CONTENT_Y + 358, "Reach"));
  const reach: [string, string][] = [
    ["Android", "9.8K"],
    ["iOS", "6.1K"],
    ["Smart TV", "2.5K"],
  ];
  reach.forEach(([label, value], index) => {
    const y = CONTENT_Y + 404 + index * 44;
    body.push(text(px + 20, y, label, { size: 14, weight: 600, fill: C.body }));
    body.push(text(px + pw - 20, y, value, { size: 14, weight: 800, anchor: "end" }));
    body.push(line(px + 20, y + 16, px + pw - 20, y + 16, "rgba(255,255,255,0.06)", 1));
  });
  body.push(statusPill(px + 20, SH - 32 - 56, "Ready to send", C.green).svg);
  return adminShell(defs, "sara", NAV, 3, "Push notifications", "Campaign draft", body, "bell");
}

function lockScreen(defs: Defs): string {
  const parts = [rect(0, 0, 390, 844, { fill: defs.linear(["#312E81", "#831843", "#0B1026"], 0, 0, 0.4, 1) })];
  parts.push(posterArt(defs, 0, 440, 390, 404, 2, { kind: "sunset", titleStyle: "none" }));
  parts.push(
    rect(0, 380, 390, 200, {
      fill: defs.linear(
        [
          { offset: 0, color: "#0B1026", opacity: 1 },
          { offset: 1, color: "#0B1026", opacity: 0 },
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );
  parts.push(statusBar(390, 1));
  parts.push(
    text(195, 120, "Saturday, 19 July", { size: 18, weight: 600, anchor: "middle", fill: "rgba(255,255,255,0.85)" }),
  );
  parts.push(text(195, 210, "19:42", { size: 84, weight: 700, anchor: "middle" }));
  const cards: [string, string, string, number][] = [
    ["New episode of Red Canyon", "Asha, episode 5 is out. Pick up where you left off at 24:18.", "now", 1],
    ["Match Night starts at 20:00", "Your team plays in 18 minutes. Tap to set a reminder.", "12m ago", 0.75],
  ];
  cards.forEach(([title, message, time, opacity], index) => {
    const y = 270 + index * 122;
    parts.push(
      g({ opacity }, [
        rect(14, y, 362, 108, { r: 22, fill: "rgba(20,24,48,0.78)", stroke: "rgba(255,255,255,0.12)" }),
        rect(30, y + 18, 36, 36, { r: 9, fill: defs.linear(G, 0, 0, 1, 1) }),
        icon("play", 40, y + 28, 16, "#fff", 2.6),
        text(78, y + 34, title, { size: 15, weight: 800 }),
        text(360, y + 34, time, { size: 12, weight: 600, anchor: "end", fill: C.body }),
        ...wrap(message, 280, 14, 500)
          .slice(0, 2)
          .map((lineText, lineIndex) => text(78, y + 58 + lineIndex * 20, lineText, { size: 14, fill: C.body })),
      ]),
    );
  });
  return parts.join("");
}

export const saraScreens = [recommendations, insights, searchStats, pushComposer];
