import { writeRaster } from "../lib/output.ts";
import { BRAND, C } from "../lib/palette.ts";
import { Defs, el, g, path, rect, svgDocument } from "../lib/svg.ts";
import { epgScreen, phoneHome, playerScreen, tvHome } from "./app.ts";
import {
  hbbtvScreen,
  laptopFrame,
  laptopHeight,
  phoneFrame,
  phoneWidth,
  remote,
  streamingBox,
  tabletFrame,
  tabletHeight,
  tvFrame,
  tvHeight,
} from "./devices.ts";

/** The eight device mock-ups of the home page's "OTT frontend application" showcase (1200 x 800, transparent). */
const W = 1200;
const H = 800;

type Maker = (defs: Defs) => string[];

const tvContent = (defs: Defs) => tvHome(defs, 1920, 1080, { accent: BRAND });

const DEVICES: Record<string, Maker> = {
  tv: (defs) => {
    const w = 1040;
    const y = (H - tvHeight(w) - w * 0.08) / 2;
    return [tvFrame(defs, (W - w) / 2, y, w, tvContent(defs))];
  },
  mobile: (defs) => {
    const h = 740;
    return [
      phoneFrame(defs, (W - phoneWidth(h)) / 2, (H - h) / 2 - 6, h, phoneHome(defs, 390, 844, { accent: BRAND })),
    ];
  },
  tablet: (defs) => {
    const w = 940;
    return [
      tabletFrame(defs, (W - w) / 2, (H - tabletHeight(w)) / 2 - 8, w, tvHome(defs, 1600, 1200, { accent: BRAND })),
    ];
  },
  laptop: (defs) => {
    const w = 900;
    const y = (H - laptopHeight(w) - w * 0.04) / 2;
    return [laptopFrame(defs, (W - w) / 2, y, w, tvHome(defs, 1920, 1200, { accent: BRAND }))];
  },
  dongle: (defs) => {
    // A TV with an HDMI stick plugged into its side port.
    const w = 960;
    const x = 70;
    const y = (H - tvHeight(w) - w * 0.08) / 2;
    const right = x + w;
    const sy = y + tvHeight(w) * 0.62;
    const stick = g({}, [
      rect(right - 6, sy - 14, 30, 28, { r: 4, fill: "#39427A" }),
      rect(right + 20, sy - 30, 150, 60, {
        r: 18,
        fill: defs.linear(["#2C3568", "#0E1330"], 0, 0, 0, 1),
        stroke: "rgba(255,255,255,0.25)",
        strokeWidth: 1.5,
      }),
      rect(right + 30, sy - 24, 130, 14, { r: 7, fill: "rgba(255,255,255,0.08)" }),
      el("circle", { cx: right + 150, cy: sy + 14, r: 4, fill: C.cyan }),
      path(`M${right + 170} ${sy}C${right + 200} ${sy} ${right + 200} ${sy + 60} ${right + 178} ${sy + 90}`, {
        fill: "none",
        stroke: "#2A3263",
        strokeWidth: 7,
        strokeLinecap: "round",
      }),
    ]);
    return [tvFrame(defs, x, y, w, playerScreen(defs, 1920, 1080, { accent: BRAND })), stick];
  },
  stb: (defs) => {
    // A TV on a low media console with a set-top box on the shelf below.
    const w = 860;
    const x = (W - w) / 2;
    const y = 24;
    const th = tvHeight(w);
    const consoleY = y + th + 66;
    return [
      tvFrame(defs, x, y, w, epgScreen(defs, 1920, 1080, { accent: BRAND }), { stand: "pedestal" }),
      rect(150, consoleY, 900, 22, { r: 6, fill: defs.linear(["#3A437D", "#1B2247"], 0, 0, 0, 1) }),
      rect(170, consoleY + 22, 860, 150, {
        r: 10,
        fill: defs.linear(["#161C3D", "#0A0E22"], 0, 0, 0, 1),
        stroke: "rgba(255,255,255,0.08)",
      }),
      rect(440, consoleY + 80, 320, 64, {
        r: 10,
        fill: defs.linear(["#2C3568", "#0E1330"], 0, 0, 0, 1),
        stroke: "rgba(255,255,255,0.25)",
        strokeWidth: 1.5,
      }),
      rect(460, consoleY + 100, 110, 24, { r: 6, fill: "#05070F" }),
      el(
        "text",
        {
          x: 515,
          y: consoleY + 118,
          fill: C.cyan,
          fontFamily: "Manrope",
          fontSize: 16,
          fontWeight: 700,
          textAnchor: "middle",
        },
        "20:45",
      ),
      el("circle", { cx: 735, cy: consoleY + 112, r: 5, fill: C.green }),
      rect(180, consoleY + 172, 30, 14, { r: 3, fill: "#0A0E22" }),
      rect(990, consoleY + 172, 30, 14, { r: 3, fill: "#0A0E22" }),
    ];
  },
  appletv: (defs) => {
    // A wall-mounted TV; a small streaming box and its remote on a shelf below.
    const w = 960;
    const x = (W - w) / 2;
    const y = 50;
    const shelfY = 700;
    return [
      tvFrame(defs, x, y, w, tvHome(defs, 1920, 1080, { accent: BRAND, theme: "live" }), { stand: "none" }),
      rect(220, shelfY + 8, 760, 40, { r: 8, fill: "#000", opacity: 0.35, filter: defs.blur(12) }),
      rect(220, shelfY, 760, 20, { r: 6, fill: defs.linear(["#3A437D", "#1B2247"], 0, 0, 0, 1) }),
      streamingBox(defs, 560, shelfY, 180),
      remote(defs, 690, shelfY, 170),
    ];
  },
  hbbtv: (defs) => {
    const w = 1040;
    const y = (H - tvHeight(w) - w * 0.08) / 2;
    return [tvFrame(defs, (W - w) / 2, y, w, hbbtvScreen(defs, BRAND))];
  },
};

export const DEVICE_NAMES = Object.keys(DEVICES);

export async function devices(only?: string): Promise<void> {
  for (const [name, make] of Object.entries(DEVICES)) {
    if (only && only !== name) continue;
    const defs = new Defs();
    const svg = svgDocument(W, H, defs, make(defs));
    await writeRaster(`devices/${name}`, svg, { width: W, height: H }, { alpha: true, maxBytes: 70_000 });
  }
}
