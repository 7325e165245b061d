import { type IconName, icon } from "../../lib/icons.ts";
import { C, product } from "../../lib/palette.ts";
import { Rng } from "../../lib/rand.ts";
import { circle, type Defs, el, g, line, path, rect, text } from "../../lib/svg.ts";
import {
  button,
  cardTitle,
  donut,
  kpiCard,
  legend,
  lineChart,
  panel,
  progress,
  statusPill,
  table,
} from "../../lib/ui.ts";
import { appGlyph } from "../glyphs.ts";
import { posterArt, type SceneKind } from "../poster.ts";
import { adminShell, CONTENT_W, CONTENT_X, CONTENT_Y, type NavItem, SH, SW } from "./shell.ts";

/** Hospitality Suite: the in-room TV experience and the multi-property console. */
const P = product("hospitality");
const G = P.gradient;

const HOTEL = "Seaside Resort & Spa";

/** Guest TV chrome: hotel mark, room, weather and clock. */
function guestTop(defs: Defs): string {
  return [
    appGlyph(defs, 56, 40, 48, G),
    text(118, 64, HOTEL, { size: 22, weight: 800 }),
    text(118, 86, "Room 1204", { size: 14, weight: 600, fill: C.body }),
    icon("sun", SW - 330, 46, 30, "#FDE68A"),
    text(SW - 290, 70, "29°", { size: 24, weight: 800 }),
    line(SW - 232, 46, SW - 232, 78, "rgba(255,255,255,0.3)", 1.5),
    text(SW - 56, 70, "19:42", { size: 28, weight: 800, anchor: "end" }),
    text(SW - 140, 70, "Fri", { size: 16, weight: 700, fill: C.body, anchor: "end" }),
  ].join("");
}

function tile(
  defs: Defs,
  x: number,
  y: number,
  w: number,
  h: number,
  name: IconName,
  label: string,
  detail: string,
  focused: boolean,
): string {
  return [
    rect(x, y, w, h, {
      r: 22,
      fill: focused ? defs.linear(G, 0, 0, 1, 1) : "rgba(14,20,48,0.78)",
      stroke: focused ? "#fff" : "rgba(255,255,255,0.14)",
      strokeWidth: focused ? 4 : 1.5,
    }),
    icon(name, x + 26, y + 26, 40, "#fff", 2),
    text(x + 26, y + h - 48, label, { size: 22, weight: 800 }),
    text(x + 26, y + h - 22, detail, { size: 14, weight: 600, fill: focused ? "rgba(255,255,255,0.9)" : C.body }),
  ].join("");
}

interface Dish {
  name: string;
  /** The menu course, under the name. */
  course: string;
  /** The food on the plate, drawn top-down around the plate's centre. */
  food: (cx: number, cy: number) => string[];
}

/** Tonight's specials, seen from above on a plate, like a menu photo. */
const DISHES: Dish[] = [
  {
    name: "Butter chicken",
    course: "Main course",
    food: (cx, cy) => [
      el("ellipse", { cx: cx + 8, cy: cy + 2, rx: 20, ry: 17, fill: "#F8F4E8" }),
      circle(cx - 9, cy - 4, 17, "#D9782D"),
      circle(cx - 12, cy - 7, 8, "#F0A04B"),
      circle(cx - 3, cy + 3, 4, "#9A3412"),
      circle(cx - 16, cy + 2, 3, "#9A3412"),
      circle(cx - 6, cy - 12, 2.5, "#4D7C0F"),
      circle(cx + 14, cy - 4, 2, "#E7DFC8"),
      circle(cx + 10, cy + 10, 2, "#E7DFC8"),
    ],
  },
  {
    name: "Garden salad",
    course: "Starter",
    food: (cx, cy) => [
      ...(
        [
          [-12, -8, 11, "#65A30D"],
          [8, -12, 10, "#84CC16"],
          [12, 6, 12, "#4D7C0F"],
          [-8, 10, 11, "#A3E635"],
          [0, 0, 9, "#65A30D"],
        ] as const
      ).map(([dx, dy, r, fill]) => circle(cx + dx, cy + dy, r, fill)),
      circle(cx - 2, cy - 14, 4.5, "#DC2626"),
      circle(cx + 16, cy - 2, 4.5, "#EF4444"),
      circle(cx - 14, cy + 4, 4, "#DC2626"),
      circle(cx + 4, cy + 12, 3, "#FDE047"),
      circle(cx - 4, cy + 2, 2.5, "#FEF9C3"),
    ],
  },
  {
    name: "Chocolate torte",
    course: "Dessert",
    food: (cx, cy) => [
      // A slice: a wedge of dark sponge with a lighter top edge.
      path(`M${cx - 18} ${cy + 14}L${cx + 20} ${cy + 10}L${cx - 2} ${cy - 20}Z`, { fill: "#4A2A1A" }),
      path(`M${cx - 2} ${cy - 20}L${cx + 20} ${cy + 10}L${cx + 16} ${cy + 11}L${cx - 4} ${cy - 16}Z`, {
        fill: "#7C4A2D",
      }),
      circle(cx + 14, cy - 12, 6, "#FFFBEB"),
      circle(cx + 16, cy - 14, 3.5, "#BE123C"),
      circle(cx - 16, cy - 6, 2, "#BE123C"),
      circle(cx - 20, cy - 12, 2, "#BE123C"),
    ],
  },
];

/** A dish as a small menu tile: the plate on a dark table, its name and course below. */
function dishTile(defs: Defs, x: number, y: number, dish: Dish): string {
  const w = 120;
  const cx = x + w / 2;
  const cy = y + 54;
  return [
    rect(x, y, w, 144, {
      r: 16,
      fill: defs.linear(["#3A2A22", "#1C1512"], 0, 0, 1, 1),
      stroke: "rgba(255,255,255,0.12)",
    }),
    circle(cx + 2, cy + 3, 40, "rgba(0,0,0,0.35)"),
    circle(cx, cy, 40, "#F1F5F9"),
    circle(cx, cy, 31, "#E2E8F0"),
    ...dish.food(cx, cy),
    text(x + 12, y + 116, dish.name, { size: 13, weight: 800 }),
    text(x + 12, y + 134, dish.course, { size: 12, weight: 600, fill: C.body }),
  ].join("");
}

/** 1: the hotel TV home screen: welcome and room service. */
export function hotelHome(defs: Defs): string[] {
  const parts: string[] = [
    // Waves without the ocean scene's sun: nothing round sits behind the greeting.
    posterArt(defs, 0, 0, SW, SH, 3, { kind: "waves", titleStyle: "none", pair: ["#FDBA74", "#0E7490"] }),
  ];
  parts.push(
    rect(0, 0, SW, SH, {
      fill: defs.linear(
        [
          { offset: 0, color: C.bg, opacity: 0.35 },
          { offset: 0.55, color: C.bg, opacity: 0.55 },
          { offset: 1, color: C.bg, opacity: 0.95 },
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );
  parts.push(guestTop(defs));
  parts.push(text(56, 250, "Good evening, Alex", { size: 64, weight: 800 }));
  parts.push(
    text(56, 296, "Welcome to your room. Check-out is Sunday at 12:00.", { size: 22, weight: 600, fill: C.body }),
  );
  const tiles: [IconName, string, string][] = [
    ["utensils", "Room service", "Kitchen open till 23:00"],
    ["film", "Movies", "New this week"],
    ["tv", "Live TV", "48 channels"],
    ["receipt", "My bill", "View or check out"],
    ["star", "Spa & wellness", "Book a treatment"],
    ["building", "Hotel guide", "Dining, pool, gym"],
    ["grid", "Apps", "Sign in to your services"],
    ["message", "Feedback", "Tell us about your stay"],
  ];
  const tw = (SW - 112 - 3 * 24) / 4;
  tiles.forEach(([name, label, detail], index) => {
    const x = 56 + (index % 4) * (tw + 24);
    const y = 350 + Math.floor(index / 4) * 196;
    parts.push(tile(defs, x, y, tw, 172, name, label, detail, index === 0));
  });
  // Room service promo.
  const py = 760;
  parts.push(rect(56, py, SW - 112, 176, { r: 24, fill: "rgba(14,20,48,0.85)", stroke: "rgba(255,255,255,0.14)" }));
  DISHES.forEach((dish, index) => {
    parts.push(dishTile(defs, 80 + index * 136, py + 16, dish));
  });
  parts.push(text(512, py + 64, "Tonight's chef specials", { size: 26, weight: 800 }));
  parts.push(
    text(512, py + 96, "Order from the TV and it is added to your room bill.", { size: 17, weight: 600, fill: C.body }),
  );
  parts.push(
    button(defs, 512, py + 116, "Order now", { variant: "white", icon: "utensils", height: 44, size: 16 }).svg,
  );
  parts.push(statusPill(SW - 300, py + 30, "Delivery in 25–30 min", C.green, 13).svg);
  return parts;
}

/** 2: movies (pay per view) and live TV. */
function moviesAndLive(defs: Defs): string[] {
  const parts: string[] = [rect(0, 0, SW, SH, { fill: C.bg })];
  parts.push(posterArt(defs, 0, 0, SW, 360, 8, { kind: "planet", titleStyle: "none" }));
  parts.push(
    rect(0, 0, SW, 360, {
      fill: defs.linear(
        [
          { offset: 0, color: C.bg, opacity: 0.6 },
          { offset: 1, color: C.bg, opacity: 1 },
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );
  parts.push(guestTop(defs));
  const tabs = ["Home", "Movies", "Live TV", "Hotel", "Apps"];
  let tx = 56;
  tabs.forEach((label, index) => {
    const active = index === 1;
    const w = label.length * 12 + 44;
    parts.push(rect(tx, 126, w, 44, { r: 22, fill: active ? "#fff" : "rgba(255,255,255,0.08)" }));
    parts.push(text(tx + w / 2, 154, label, { size: 17, weight: 800, anchor: "middle", fill: active ? C.bg : C.body }));
    tx += w + 12;
  });
  parts.push(text(56, 232, "Pay per view", { size: 28, weight: 800 }));
  parts.push(text(56, 262, "Charged to Room 1204 · 48-hour rental", { size: 16, weight: 600, fill: C.body }));
  const kinds: SceneKind[] = ["planet", "road", "portrait", "forest", "city", "waves"];
  const pw = 190;
  kinds.forEach((kind, index) => {
    const x = 56 + index * (pw + 24);
    const clip = defs.clipRect(0, 0, pw, 285, 16);
    parts.push(
      g({ transform: `translate(${x} 286)` }, [
        g({ clipPath: clip }, posterArt(defs, 0, 0, pw, 285, index * 7 + 2, { kind })),
      ]),
    );
    if (index === 0) parts.push(rect(x - 6, 280, pw + 12, 297, { r: 20, stroke: "#fff", strokeWidth: 4 }));
    parts.push(rect(x + 10, 296, 74, 26, { r: 13, fill: "rgba(7,11,26,0.8)" }));
    parts.push(
      text(x + 47, 314, index % 3 === 2 ? "Free" : "Rent", {
        size: 13,
        weight: 800,
        anchor: "middle",
        fill: index % 3 === 2 ? C.green : "#fff",
      }),
    );
  });
  parts.push(text(56, 636, "Live TV", { size: 28, weight: 800 }));
  const channels: [string, string, string, number][] = [
    ["101", "News 24", "World Tonight", 0.4],
    ["102", "Sports One", "Match Night", 0.62],
    ["103", "Cinema", "Blue Hour", 0.2],
    ["104", "Discovery", "Deep Field", 0.75],
    ["105", "Kids", "Moon Buddies", 0.5],
    ["106", "Music", "Live at Dusk", 0.33],
    ["201", "Hotel channel", "Welcome to the resort", 0.1],
    ["202", "Local news", "City report", 0.9],
  ];
  const cw = (SW - 112 - 3 * 20) / 4;
  channels.forEach(([number, name, now, done], index) => {
    const x = 56 + (index % 4) * (cw + 20);
    const y = 660 + Math.floor(index / 4) * 152;
    parts.push(rect(x, y, cw, 136, { r: 18, fill: C.surface1, stroke: C.border }));
    parts.push(appGlyph(defs, x + 20, y + 20, 40, index % 2 === 0 ? G : ([G[1], G[0]] as const)));
    parts.push(text(x + 74, y + 38, name, { size: 18, weight: 800 }));
    parts.push(text(x + 74, y + 58, `CH ${number}`, { size: 13, weight: 700, fill: C.muted }));
    parts.push(text(x + 20, y + 96, now, { size: 16, weight: 600, fill: C.body }));
    parts.push(progress(x + 20, y + 112, cw - 40, 6, done, defs.linear(G)));
  });
  return parts;
}

/** A deterministic QR-like code (decorative, encodes nothing). */
function codeBlock(x: number, y: number, size: number): string {
  const cells = 25;
  const cell = size / cells;
  const rng = new Rng(42);
  const parts = [rect(x - 12, y - 12, size + 24, size + 24, { r: 14, fill: "#fff" })];
  const finder = (fx: number, fy: number) =>
    rect(x + fx * cell, y + fy * cell, cell * 7, cell * 7, { fill: C.bg }) +
    rect(x + (fx + 1) * cell, y + (fy + 1) * cell, cell * 5, cell * 5, { fill: "#fff" }) +
    rect(x + (fx + 2) * cell, y + (fy + 2) * cell, cell * 3, cell * 3, { fill: C.bg });
  for (let row = 0; row < cells; row += 1) {
    for (let col = 0; col < cells; col += 1) {
      const inFinder = (row < 8 && col < 8) || (row < 8 && col > cells - 9) || (row > cells - 9 && col < 8);
      if (!inFinder && rng.next() < 0.48)
        parts.push(rect(x + col * cell, y + row * cell, cell + 0.3, cell + 0.3, { fill: C.bg }));
    }
  }
  parts.push(finder(0, 0), finder(cells - 7, 0), finder(0, cells - 7));
  return parts.join("");
}

/** 3: the guest bill and express checkout. */
function bill(defs: Defs): string[] {
  const parts: string[] = [
    // Waves without the ocean scene's sun: nothing round sits behind the greeting.
    posterArt(defs, 0, 0, SW, SH, 3, { kind: "waves", titleStyle: "none", pair: ["#FDBA74", "#0E7490"] }),
  ];
  parts.push(rect(0, 0, SW, SH, { fill: C.bg, opacity: 0.82 }));
  parts.push(guestTop(defs));
  const bx = 56;
  const bw = 800;
  parts.push(rect(bx, 130, bw, SH - 170, { r: 26, fill: "rgba(14,20,48,0.95)", stroke: C.borderStrong }));
  parts.push(text(bx + 36, 190, "My bill", { size: 34, weight: 800 }));
  parts.push(text(bx + 36, 220, "Alex · Room 1204 · 3 nights · 17–20 July", { size: 16, weight: 600, fill: C.body }));
  const rows: [string, string, string][] = [
    ["Room · Deluxe sea view", "3 nights", "27,000.00"],
    ["Room service · Dinner", "Fri 20:14", "2,350.00"],
    ["Movie rental · Red Canyon", "Fri 21:02", "299.00"],
    ["Spa · Massage, 60 min", "Sat 11:00", "4,500.00"],
    ["Minibar", "Sat", "620.00"],
    ["Room service · Breakfast", "Sun 08:30", "1,180.00"],
  ];
  parts.push(
    table(
      bx + 20,
      250,
      [
        { label: "Item", width: 380 },
        { label: "When", width: 180 },
        { label: "Amount (INR)", width: 200, align: "end" },
      ],
      rows,
      62,
    ),
  );
  const ty = 250 + 36 + rows.length * 62 + 30;
  parts.push(text(bx + 36, ty, "Taxes and fees", { size: 17, weight: 600, fill: C.body }));
  parts.push(text(bx + bw - 56, ty, "6,443.00", { size: 17, weight: 700, anchor: "end", fill: C.body }));
  parts.push(line(bx + 36, ty + 24, bx + bw - 36, ty + 24, C.border, 1.5));
  parts.push(text(bx + 36, ty + 72, "Total", { size: 26, weight: 800 }));
  parts.push(text(bx + bw - 56, ty + 72, "42,392.00", { size: 32, weight: 800, anchor: "end" }));
  const checkout = button(defs, bx + 36, SH - 130, "Express check-out", {
    gradient: G,
    icon: "check",
    height: 56,
    size: 18,
  });
  parts.push(checkout.svg);
  parts.push(
    button(defs, bx + 36 + checkout.width + 16, SH - 130, "Email me the bill", {
      variant: "ghost",
      height: 56,
      size: 18,
    }).svg,
  );
  // Pay on phone and feedback.
  const rx = bx + bw + 32;
  const rw = SW - 56 - rx;
  parts.push(rect(rx, 130, rw, 420, { r: 26, fill: "rgba(14,20,48,0.95)", stroke: C.borderStrong }));
  parts.push(text(rx + rw / 2, 184, "Pay on your phone", { size: 22, weight: 800, anchor: "middle" }));
  parts.push(codeBlock(rx + (rw - 220) / 2, 220, 220));
  parts.push(
    text(rx + rw / 2, 500, "Scan to review and pay", { size: 15, weight: 600, anchor: "middle", fill: C.body }),
  );
  parts.push(rect(rx, 574, rw, SH - 40 - 574, { r: 26, fill: "rgba(14,20,48,0.95)", stroke: C.borderStrong }));
  parts.push(text(rx + rw / 2, 630, "How was your stay?", { size: 22, weight: 800, anchor: "middle" }));
  for (let index = 0; index < 5; index += 1) {
    const sx = rx + rw / 2 - 2.5 * 56 + index * 56 + 8;
    parts.push(g({}, icon("star", sx, 660, 40, index < 4 ? "#FDE68A" : C.muted, 2)));
    if (index < 4) parts.push(g({ opacity: 0.9 }, icon("star", sx + 6, 666, 28, "#FDE68A", 6)));
  }
  parts.push(text(rx + rw / 2, 752, "Tap a star to rate", { size: 15, weight: 600, anchor: "middle", fill: C.body }));
  parts.push(rect(rx + 28, 784, rw - 56, 120, { r: 14, fill: C.bg, stroke: C.border }));
  parts.push(text(rx + 44, 820, "Lovely sea view and quick room", { size: 15, fill: C.text }));
  parts.push(text(rx + 44, 844, "service. Pool towels ran out.", { size: 15, fill: C.text }));
  return parts;
}

const NAV: readonly NavItem[] = [
  { icon: "building", label: "Properties" },
  { icon: "tv", label: "Devices" },
  { icon: "film", label: "Content" },
  { icon: "utensils", label: "Orders" },
  { icon: "receipt", label: "Billing" },
  { icon: "chart", label: "Reports" },
  { icon: "settings", label: "Integrations" },
];

/** 4: the multi-property console. */
function admin(defs: Defs): string[] {
  const body: string[] = [];
  const kpis: [string, string, string, IconName][] = [
    ["Properties", "6", "+1 this quarter", "building"],
    ["Rooms online", "1,148", "98.7%", "tv"],
    ["Orders today", "412", "+9%", "utensils"],
    ["In-room revenue", "8.6L", "+14%", "coin"],
  ];
  const kw = (CONTENT_W - 60) / 4;
  kpis.forEach(([label, value, delta, name], index) => {
    body.push(
      kpiCard(defs, CONTENT_X + index * (kw + 20), CONTENT_Y, kw, 130, label, value, delta, { accent: G, icon: name }),
    );
  });
  const ty = CONTENT_Y + 154;
  body.push(panel(CONTENT_X, ty, CONTENT_W, 380));
  body.push(cardTitle(CONTENT_X + 24, ty + 40, "Properties", "PMS connected · synced 2 min ago"));
  body.push(
    button(defs, CONTENT_X + CONTENT_W - 180, ty + 20, "Add property", {
      variant: "soft",
      gradient: G,
      icon: "plus",
      height: 38,
      size: 14,
    }).svg,
  );
  const properties: [string, string, string, number, string][] = [
    [HOTEL, "212", "146", 0.99, "Online"],
    ["City Centre Hotel", "180", "98", 0.98, "Online"],
    ["Airport Suites", "240", "71", 0.97, "Online"],
    ["Hillside Retreat", "96", "44", 0.92, "Update"],
    ["Lakeview Inn", "120", "53", 0.99, "Online"],
  ];
  body.push(
    table(
      CONTENT_X + 8,
      ty + 66,
      [
        { label: "Property", width: 330 },
        { label: "Rooms", width: 110, align: "end" },
        { label: "Orders", width: 110, align: "end" },
        { label: "Devices online", width: 300 },
        { label: "Status", width: 220 },
      ],
      properties.map(([name, rooms, orders, online, status]) => [
        name,
        rooms,
        orders,
        (x: number, y: number) =>
          progress(x, y - 4, 170, 8, online, defs.linear(G)) +
          text(x + 186, y + 5, `${Math.round(online * 1000) / 10}%`, { size: 14, weight: 700 }),
        (x: number, y: number) =>
          statusPill(
            x,
            y - 13,
            status === "Online" ? "Online" : "Update pending",
            status === "Online" ? C.green : C.amber,
            12,
          ).svg,
      ]),
      54,
    ),
  );
  const cy = ty + 404;
  const cw = 700;
  body.push(panel(CONTENT_X, cy, cw, SH - 32 - cy));
  body.push(cardTitle(CONTENT_X + 24, cy + 40, "Guest revenue by source", "All properties, weekly"));
  body.push(
    legend(CONTENT_X + cw - 330, cy + 40, [
      { label: "Room service", color: G[0] },
      { label: "Pay per view", color: G[1] },
      { label: "Ads", color: C.violet },
    ]),
  );
  body.push(
    lineChart(
      defs,
      CONTENT_X + 24,
      cy + 74,
      cw - 48,
      SH - 32 - cy - 96,
      [
        { values: [20, 22, 21, 25, 27, 26, 30, 33], colors: [G[0], G[0]], area: true },
        { values: [10, 12, 13, 12, 15, 17, 16, 19], colors: [G[1], G[1]] },
        { values: [4, 5, 5, 6, 6, 7, 8, 8], colors: [C.violet, C.violet], dashed: true },
      ],
      { xLabels: ["W22", "W24", "W26", "W28", "W29"], min: 0, max: 36 },
    ),
  );
  const dx = CONTENT_X + cw + 20;
  const dw = SW - 32 - dx;
  body.push(panel(dx, cy, dw, SH - 32 - cy));
  body.push(cardTitle(dx + 24, cy + 40, "Devices"));
  const devices = [
    { value: 612, color: G[0], label: "Android TV" },
    { value: 402, color: G[1], label: "Set-top box" },
    { value: 134, color: C.violet, label: "Dongle" },
  ];
  body.push(donut(dx + 110, cy + 190, 70, 22, devices, { value: "1,148", label: "screens" }));
  devices.forEach((device, index) => {
    const y = cy + 140 + index * 40;
    body.push(rect(dx + 210, y - 11, 12, 12, { r: 3, fill: device.color }));
    body.push(text(dx + 230, y, device.label, { size: 14, weight: 600, fill: C.body }));
    body.push(text(dx + dw - 24, y, String(device.value), { size: 14, weight: 700, anchor: "end" }));
  });
  return adminShell(defs, "hospitality", NAV, 0, "All properties", "Today", body);
}

export const hospitalityScreens = [hotelHome, moviesAndLive, bill, admin];
