import { fitSize, wrap } from "../lib/font.ts";
import { C, mix, POSTER_PAIRS, shade } from "../lib/palette.ts";
import { Rng } from "../lib/rand.ts";
import { circle, type Defs, el, g, line, path, polyline, rect, smooth, text, translate } from "../lib/svg.ts";

/**
 * Procedural key art for posters and tiles: flat, layered scenes in rich
 * gradients, so rows of "titles" look varied yet belong together.
 */
export type SceneKind =
  | "sunset"
  | "planet"
  | "city"
  | "waves"
  | "portrait"
  | "geo"
  | "road"
  | "sport"
  | "kids"
  | "concert"
  | "ocean"
  | "forest";

export const SCENES: readonly SceneKind[] = [
  "sunset",
  "planet",
  "city",
  "waves",
  "portrait",
  "geo",
  "road",
  "ocean",
  "forest",
  "concert",
];

/** Invented, generic titles per scene (plain words, not franchises). */
const SCENE_TITLES: Record<SceneKind, readonly string[]> = {
  sunset: ["Red Canyon", "Afterglow", "Summit", "Golden Mile"],
  planet: ["Last Orbit", "Deep Field", "Far Side", "Starfall"],
  city: ["City of Echoes", "Night Shift", "Signal", "Rooftops"],
  waves: ["Undertow", "Blue Hour", "Currents", "Drift"],
  ocean: ["Saltwater", "Low Tide", "Tidewater", "Harbour"],
  portrait: ["The Archive", "Quiet Hours", "Glasshouse", "Witness"],
  geo: ["Parallel", "Paper Moons", "Pattern", "Vector"],
  road: ["The Long Road", "Crossing", "Mile Marker", "Open Road"],
  forest: ["Wildwood", "Lanterns", "Pinefall", "Kite Season"],
  concert: ["Encore", "Live at Dusk", "Amplified", "Headliner"],
  sport: ["Match Night", "Final Whistle", "Derby Day", "Extra Time"],
  kids: ["Pip and Pals", "Moon Buddies", "Tiny Trails", "Blob Town"],
};

export function titleFor(kind: SceneKind, seed: number): string {
  const list = SCENE_TITLES[kind];
  return list[seed % list.length] as string;
}

/** The title a poster shows when none is given. */
export function posterTitle(kind: SceneKind, seed: number): string {
  return titleFor(kind, Math.floor(seed / SCENES.length));
}

export interface PosterOptions {
  kind?: SceneKind;
  title?: string;
  /** Title placement: centred for portrait posters, left for wide tiles, none to hide. */
  titleStyle?: "center" | "left" | "none";
  pair?: readonly [string, string];
  /** Sport: where the ball is, as fractions of the width and height (else where the seed puts it). */
  ball?: { x: number; y: number };
}

function ridge(rng: Rng, w: number, h: number, baseY: number, amplitude: number, steps: number): string {
  const points: [number, number][] = [];
  for (let i = 0; i <= steps; i += 1) {
    points.push([(w * i) / steps, baseY - rng.range(0.2, 1) * amplitude]);
  }
  return `${polyline(points)}L${w} ${h}L0 ${h}Z`;
}

function sceneBody(
  defs: Defs,
  kind: SceneKind,
  w: number,
  h: number,
  rng: Rng,
  [a, b]: readonly [string, string],
  options: PosterOptions,
): string[] {
  const out: string[] = [];
  const navy = C.bg;
  switch (kind) {
    case "sunset": {
      out.push(rect(0, 0, w, h, { fill: defs.linear([shade(b, -0.35), a, shade(a, 0.25)], 0, 0, 0, 1) }));
      out.push(circle(w * rng.range(0.35, 0.65), h * 0.52, Math.min(w, h) * 0.2, shade(a, 0.55), { opacity: 0.9 }));
      for (let layer = 0; layer < 3; layer += 1) {
        const color = mix(mix(b, navy, 0.45 + layer * 0.2), a, 0.1);
        out.push(path(ridge(rng, w, h, h * (0.62 + layer * 0.12), h * 0.16, 5 + layer), { fill: color }));
      }
      break;
    }
    case "planet": {
      out.push(rect(0, 0, w, h, { fill: defs.radial([mix(b, navy, 0.55), navy], 0.3, 0.2, 0.9) }));
      for (let i = 0; i < 26; i += 1) {
        out.push(
          circle(rng.range(0, w), rng.range(0, h), rng.range(0.5, 1.6) * (w / 200), "#fff", {
            opacity: rng.range(0.3, 0.9),
          }),
        );
      }
      const r = Math.min(w, h) * 0.3;
      const cx = w * 0.55;
      const cy = h * 0.55;
      out.push(circle(cx, cy, r, defs.linear([shade(a, 0.2), b, mix(b, navy, 0.6)], 0, 0, 1, 1)));
      out.push(
        el("ellipse", {
          cx,
          cy,
          rx: r * 1.7,
          ry: r * 0.38,
          fill: "none",
          stroke: shade(a, 0.4),
          strokeWidth: Math.max(1, r * 0.06),
          opacity: 0.8,
          transform: `rotate(-18 ${cx} ${cy})`,
        }),
      );
      break;
    }
    case "city": {
      out.push(rect(0, 0, w, h, { fill: defs.linear([mix(a, navy, 0.2), b], 0, 0, 0, 1) }));
      out.push(circle(w * 0.72, h * 0.3, Math.min(w, h) * 0.1, shade(a, 0.6), { opacity: 0.85 }));
      let x = -w * 0.02;
      const windows: string[] = [];
      while (x < w) {
        const bw = w * rng.range(0.09, 0.17);
        const bh = h * rng.range(0.25, 0.6);
        out.push(rect(x, h - bh, bw + 1, bh, { fill: mix(navy, b, rng.range(0.05, 0.25)) }));
        for (let wy = h - bh + h * 0.04; wy < h - h * 0.04; wy += h * 0.05) {
          for (let wx = x + bw * 0.2; wx < x + bw * 0.8; wx += bw * 0.3) {
            if (rng.next() < 0.35)
              windows.push(rect(wx, wy, bw * 0.12, h * 0.018, { fill: rng.next() < 0.7 ? "#FDE68A" : C.cyan }));
          }
        }
        x += bw;
      }
      out.push(g({ opacity: 0.85 }, windows));
      break;
    }
    case "waves":
    case "ocean": {
      out.push(rect(0, 0, w, h, { fill: defs.linear([shade(a, 0.15), b], 0, 0, 0, 1) }));
      if (kind === "ocean") out.push(circle(w * 0.3, h * 0.3, Math.min(w, h) * 0.14, shade(a, 0.7), { opacity: 0.9 }));
      const layers = kind === "ocean" ? 4 : 5;
      for (let layer = 0; layer < layers; layer += 1) {
        const baseY = h * (0.42 + layer * 0.13);
        const amp = h * 0.035;
        const phase = rng.range(0, Math.PI * 2);
        const points: [number, number][] = [];
        for (let i = 0; i <= 8; i += 1) points.push([(w * i) / 8, baseY + Math.sin(i * 1.3 + phase) * amp]);
        out.push(
          path(`${smooth(points)}L${w} ${h}L0 ${h}Z`, { fill: mix(b, navy, 0.2 + layer * 0.17), opacity: 0.95 }),
        );
      }
      break;
    }
    case "portrait": {
      out.push(rect(0, 0, w, h, { fill: defs.linear([a, b], 0, 0, 1, 1) }));
      const unit = Math.min(w, h * 0.75);
      const cx = w * 0.5;
      const headY = h * 0.5;
      out.push(circle(cx + unit * 0.12, headY - unit * 0.12, unit * 0.34, shade(a, 0.5), { opacity: 0.55 }));
      const figure = (dx: number) => {
        const hx = cx + dx;
        const r = unit * 0.13;
        const shoulders = `M${hx - unit * 0.48} ${h}C${hx - unit * 0.46} ${headY + unit * 0.34} ${hx - unit * 0.3} ${headY + unit * 0.24} ${hx} ${headY + unit * 0.24}C${hx + unit * 0.3} ${headY + unit * 0.24} ${hx + unit * 0.46} ${headY + unit * 0.34} ${hx + unit * 0.48} ${h}Z`;
        const neck = `M${hx - r * 0.45} ${headY + r * 0.6}L${hx + r * 0.45} ${headY + r * 0.6}L${hx + r * 0.55} ${headY + unit * 0.27}L${hx - r * 0.55} ${headY + unit * 0.27}Z`;
        const head = `M${hx} ${headY - r * 1.1}a${r * 0.85} ${r * 1.1} 0 1 0 0.01 0Z`;
        const hair = `M${hx - r * 1.05} ${headY + r * 0.5}C${hx - r * 1.35} ${headY - r * 1.2} ${hx - r * 0.5} ${headY - r * 1.75} ${hx + r * 0.15} ${headY - r * 1.5}C${hx + r * 1.1} ${headY - r * 1.45} ${hx + r * 1.35} ${headY - r * 0.5} ${hx + r * 1.02} ${headY + r * 0.55}C${hx + r * 0.95} ${headY - r * 0.4} ${hx + r * 0.5} ${headY - r * 0.85} ${hx - r * 0.1} ${headY - r * 0.9}C${hx - r * 0.7} ${headY - r * 0.7} ${hx - r * 0.9} ${headY - r * 0.2} ${hx - r * 1.05} ${headY + r * 0.5}Z`;
        return shoulders + neck + head + hair;
      };
      out.push(path(figure(-unit * 0.025), { fill: shade(a, 0.55) }));
      out.push(path(figure(0), { fill: mix(navy, b, 0.2) }));
      break;
    }
    case "geo": {
      out.push(rect(0, 0, w, h, { fill: mix(b, navy, 0.5) }));
      const band = Math.max(w, h) * 0.22;
      for (let i = -2; i < 6; i += 1) {
        const t = (i + 2) / 8;
        out.push(
          rect(-w, i * band, w * 3, band * 0.55, {
            fill: mix(a, b, t),
            opacity: 0.85,
            extra: { transform: `rotate(-32 ${w / 2} ${h / 2})` },
          }),
        );
      }
      out.push(
        circle(w * 0.5, h * 0.45, Math.min(w, h) * 0.22, "none", {
          stroke: "#fff",
          strokeWidth: Math.min(w, h) * 0.03,
          opacity: 0.85,
        }),
      );
      break;
    }
    case "road": {
      out.push(rect(0, 0, w, h, { fill: defs.linear([shade(b, -0.3), a, shade(a, 0.4)], 0, 0, 0, 1) }));
      const horizon = h * 0.58;
      out.push(circle(w * 0.5, horizon, Math.min(w, h) * 0.2, shade(a, 0.6), { opacity: 0.8 }));
      out.push(rect(0, horizon, w, h - horizon, { fill: mix(navy, b, 0.25) }));
      out.push(
        path(`M${w * 0.47} ${horizon}L${w * 0.53} ${horizon}L${w * 0.95} ${h}L${w * 0.05} ${h}Z`, {
          fill: mix(navy, "#000000", 0.3),
        }),
      );
      // Under a title the lane markings stop short of it, so none runs through the letters.
      const markings = (options.titleStyle ?? "center") === "none" ? 5 : 3;
      for (let i = 0; i < markings; i += 1) {
        const t0 = i / 5;
        const t1 = t0 + 0.09;
        const y0 = horizon + (h - horizon) * t0 * t0;
        const y1 = horizon + (h - horizon) * t1 * t1;
        out.push(
          path(
            `M${w * (0.5 - 0.004 - 0.02 * t0)} ${y0}L${w * (0.5 + 0.004 + 0.02 * t0)} ${y0}L${w * (0.5 + 0.004 + 0.02 * t1)} ${y1}L${w * (0.5 - 0.004 - 0.02 * t1)} ${y1}Z`,
            { fill: "#FDE68A", opacity: 0.9 },
          ),
        );
      }
      break;
    }
    case "forest": {
      out.push(rect(0, 0, w, h, { fill: defs.linear([shade(a, 0.3), b], 0, 0, 0, 1) }));
      out.push(circle(w * 0.65, h * 0.28, Math.min(w, h) * 0.12, shade(a, 0.7), { opacity: 0.9 }));
      for (let layer = 0; layer < 3; layer += 1) {
        const color = mix(b, navy, 0.35 + layer * 0.22);
        const baseY = h * (0.55 + layer * 0.14);
        const trees: string[] = [];
        let x = rng.range(-w * 0.1, 0);
        while (x < w * 1.1) {
          const th = h * rng.range(0.16, 0.3);
          const tw = th * 0.42;
          trees.push(`M${x} ${baseY}L${x + tw / 2} ${baseY - th}L${x + tw} ${baseY}Z`);
          x += tw * rng.range(0.55, 0.9);
        }
        out.push(path(trees.join(""), { fill: color }));
        out.push(rect(0, baseY - 1, w, h - baseY + 1, { fill: color }));
      }
      break;
    }
    case "concert": {
      out.push(rect(0, 0, w, h, { fill: defs.linear([mix(b, navy, 0.65), mix(a, navy, 0.3)], 0, 0, 0, 1) }));
      const beams: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const sx = w * (0.1 + i * 0.2);
        const color = i % 2 === 0 ? a : C.cyan;
        beams.push(
          path(`M${sx} 0L${sx - w * 0.18} ${h * 0.8}L${sx + w * 0.18} ${h * 0.8}Z`, { fill: color, opacity: 0.22 }),
        );
      }
      out.push(...beams);
      out.push(rect(w * 0.15, h * 0.6, w * 0.7, h * 0.06, { fill: shade(a, 0.3), opacity: 0.6 }));
      const crowd: string[] = [];
      for (let x = -w * 0.02; x < w * 1.02; x += w * 0.05) {
        const r = w * rng.range(0.028, 0.04);
        crowd.push(`M${x - r} ${h}a${r} ${r} 0 0 1 ${r * 2} 0Z`);
        crowd.push(
          `M${x} ${h - r * 2.4}m-${r * 0.55} 0a${r * 0.55} ${r * 0.55} 0 1 0 ${r * 1.1} 0a${r * 0.55} ${r * 0.55} 0 1 0 -${r * 1.1} 0`,
        );
        if (rng.next() < 0.25)
          crowd.push(`M${x + r * 0.3} ${h - r * 2.6}l${r * 0.3} -${r * 1.6}l${r * 0.18} 0l-${r * 0.1} ${r * 1.6}Z`);
      }
      out.push(path(crowd.join(""), { fill: C.bgDeep }));
      break;
    }
    case "sport": {
      // A pitch seen from a camera that pans: the halfway line, a penalty box and the ball move with
      // the seed, and the grass shade varies, so a strip of frames does not repeat one picture.
      const grass = rng.pick([
        ["#0F3D2E", "#16A34A"],
        ["#14532D", "#22C55E"],
        ["#064E3B", "#15803D"],
      ] as const);
      const stroke = Math.max(1, w * 0.008);
      out.push(rect(0, 0, w, h, { fill: defs.linear([grass[0], grass[1]], 0, 0, 0, 1) }));
      const stripe = rng.range(0, h / 6);
      for (let i = -1; i < 6; i += 1) {
        out.push(rect(0, stripe + (h / 6) * i, w, h / 12, { fill: "#ffffff", opacity: 0.04 }));
      }
      const halfway = w * rng.range(0.25, 0.85);
      out.push(
        circle(halfway, h * 0.55, Math.min(w, h) * 0.2, "none", { stroke: "#fff", strokeWidth: stroke, opacity: 0.7 }),
      );
      out.push(line(halfway, 0, halfway, h, "#fff", stroke, { opacity: 0.7 }));
      const boxLeft = halfway > w * 0.55;
      out.push(
        rect(boxLeft ? w * 0.02 : w * 0.84, h * 0.3, w * 0.14, h * 0.5, {
          stroke: "#fff",
          strokeWidth: stroke,
          extra: { opacity: 0.7 },
        }),
      );
      const ball = options.ball ?? { x: rng.range(0.2, 0.8), y: rng.range(0.35, 0.8) };
      out.push(circle(w * ball.x, h * ball.y, Math.min(w, h) * 0.045, "#fff"));
      out.push(rect(0, 0, w, h, { fill: defs.radial([shade(a, 0.2), "#000000"], 0.2, 0, 1), opacity: 0.35 }));
      break;
    }
    case "kids": {
      out.push(rect(0, 0, w, h, { fill: defs.linear(["#60A5FA", "#A78BFA"], 0, 0, 0, 1) }));
      out.push(circle(w * 0.78, h * 0.2, Math.min(w, h) * 0.12, "#FDE68A"));
      out.push(
        path(`M0 ${h * 0.72}Q${w * 0.3} ${h * 0.55} ${w * 0.6} ${h * 0.7}T${w} ${h * 0.66}L${w} ${h}L0 ${h}Z`, {
          fill: "#34D399",
        }),
      );
      out.push(path(`M0 ${h * 0.85}Q${w * 0.4} ${h * 0.72} ${w} ${h * 0.86}L${w} ${h}L0 ${h}Z`, { fill: "#10B981" }));
      // A friendly round character.
      const cx = w * rng.range(0.3, 0.45);
      const cy = h * 0.6;
      const r = Math.min(w, h) * 0.17;
      out.push(circle(cx, cy, r, a === "#FB7185" ? "#F472B6" : "#FB7185"));
      out.push(
        circle(cx - r * 0.35, cy - r * 0.15, r * 0.16, "#fff"),
        circle(cx + r * 0.35, cy - r * 0.15, r * 0.16, "#fff"),
      );
      out.push(
        circle(cx - r * 0.32, cy - r * 0.12, r * 0.08, C.bg),
        circle(cx + r * 0.38, cy - r * 0.12, r * 0.08, C.bg),
      );
      out.push(
        path(`M${cx - r * 0.3} ${cy + r * 0.25}Q${cx} ${cy + r * 0.55} ${cx + r * 0.3} ${cy + r * 0.25}`, {
          fill: "none",
          stroke: C.bg,
          strokeWidth: r * 0.08,
          strokeLinecap: "round",
        }),
      );
      break;
    }
  }
  return out;
}

/** Draws key art into (x, y, w, h), clipped, with an optional title. */
export function posterArt(
  defs: Defs,
  x: number,
  y: number,
  w: number,
  h: number,
  seed: number,
  options: PosterOptions = {},
): string {
  const rng = new Rng(seed * 7919 + 17);
  const pair = options.pair ?? (POSTER_PAIRS[seed % POSTER_PAIRS.length] as readonly [string, string]);
  const kind = options.kind ?? (SCENES[seed % SCENES.length] as SceneKind);
  const clip = defs.clipRect(0, 0, w, h);
  const parts = sceneBody(defs, kind, w, h, rng, pair, options);
  const style = options.titleStyle ?? "center";
  if (style !== "none") {
    const title = options.title ?? posterTitle(kind, seed);
    parts.push(
      rect(0, h * 0.55, w, h * 0.45, {
        fill: defs.linear(
          [
            { offset: 0, color: C.bg, opacity: 0 },
            { offset: 1, color: C.bg, opacity: 0.85 },
          ],
          0,
          0,
          0,
          1,
        ),
      }),
    );
    if (style === "center") {
      const base = Math.min(w * 0.13, h * 0.09);
      const upper = title.toUpperCase();
      const lines = wrap(upper, w * 0.84, base, 800);
      const size = Math.min(base, ...lines.map((entry) => fitSize(entry, w * 0.86, base, 800, 0.04)));
      lines.forEach((lineText, index) => {
        parts.push(
          text(w / 2, h * 0.9 - (lines.length - 1 - index) * size * 1.05, lineText, {
            size,
            weight: 800,
            anchor: "middle",
            spacing: size * 0.04,
          }),
        );
      });
    } else {
      const size = fitSize(title, w * 0.86, Math.min(h * 0.13, w * 0.075), 800);
      parts.push(text(w * 0.06, h * 0.88, title, { size, weight: 800 }));
    }
  }
  return g({ transform: translate(x, y) }, [g({ clipPath: clip }, parts)]);
}
