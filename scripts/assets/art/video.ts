import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ASSETS_DIR, manifest, renderPng, writeRasterFromPng } from "../lib/output.ts";
import { C, mix } from "../lib/palette.ts";
import { Rng } from "../lib/rand.ts";
import { circle, Defs, el, line, n, path, rect, smooth, svgDocument, text } from "../lib/svg.ts";
import { pool, run } from "../lib/tools.ts";

/**
 * Seamless abstract loops drawn frame by frame. Every motion term is periodic
 * in the loop length, so the last frame flows into the first.
 */
const W = 1280;
const H = 720;
const FPS = 24;

type FrameMaker = (t: number) => string;

/** Hero: flowing light ribbons and drifting particles in the brand gradient. */
export function heroFrame(loopSeconds: number): FrameMaker {
  const rng = new Rng(2017);
  const ribbons = Array.from({ length: 6 }, (_, index) => ({
    base: H * (0.32 + index * 0.075),
    amp1: rng.range(40, 90),
    amp2: rng.range(15, 40),
    k1: rng.range(1.2, 2.2),
    k2: rng.range(2.5, 4),
    phase: rng.range(0, Math.PI * 2),
    width: rng.range(18, 60),
    colors: index % 2 === 0 ? [C.violet, C.cyan] : [C.cyan, "#A78BFA"],
    speed: index % 3 === 0 ? 1 : index % 3 === 1 ? -1 : 2,
  }));
  const particles = Array.from({ length: 70 }, () => ({
    x: rng.range(0, W),
    y: rng.range(0, H),
    r: rng.range(0.8, 2.6),
    orbit: rng.range(6, 26),
    phase: rng.range(0, Math.PI * 2),
    twinkle: rng.int(1, 3),
    color: rng.next() < 0.5 ? "#C4B5FD" : "#A5F3FC",
  }));
  return (t) => {
    const defs = new Defs();
    const a = (Math.PI * 2 * t) / loopSeconds;
    const parts: string[] = [rect(0, 0, W, H, { fill: C.bg })];
    parts.push(
      el("ellipse", {
        cx: W * (0.3 + 0.08 * Math.sin(a)),
        cy: H * (0.7 + 0.06 * Math.cos(a)),
        rx: W * 0.55,
        ry: H * 0.7,
        fill: defs.radial([
          { offset: 0, color: C.violet, opacity: 0.32 },
          { offset: 1, color: C.violet, opacity: 0 },
        ]),
      }),
      el("ellipse", {
        cx: W * (0.78 - 0.07 * Math.sin(a)),
        cy: H * (0.25 + 0.05 * Math.sin(a)),
        rx: W * 0.5,
        ry: H * 0.6,
        fill: defs.radial([
          { offset: 0, color: C.cyan, opacity: 0.2 },
          { offset: 1, color: C.cyan, opacity: 0 },
        ]),
      }),
    );
    for (const ribbon of ribbons) {
      const top: [number, number][] = [];
      const bottom: [number, number][] = [];
      for (let i = 0; i <= 24; i += 1) {
        const x = (W * i) / 24 - 40 + (i / 24) * 80;
        const u = x / W;
        const y =
          ribbon.base +
          ribbon.amp1 * Math.sin(ribbon.k1 * u * Math.PI * 2 + a * ribbon.speed + ribbon.phase) +
          ribbon.amp2 * Math.sin(ribbon.k2 * u * Math.PI * 2 - a * 2 + ribbon.phase);
        const thickness = ribbon.width * (0.45 + 0.55 * Math.sin(u * Math.PI + a + ribbon.phase) ** 2);
        top.push([x, y - thickness / 2]);
        bottom.push([x, y + thickness / 2]);
      }
      const fill = defs.linearUser(
        [
          { offset: 0, color: ribbon.colors[0] ?? C.violet, opacity: 0 },
          { offset: 0.3, color: ribbon.colors[0] ?? C.violet, opacity: 0.28 },
          { offset: 0.7, color: ribbon.colors[1] ?? C.cyan, opacity: 0.28 },
          { offset: 1, color: ribbon.colors[1] ?? C.cyan, opacity: 0 },
        ],
        0,
        0,
        W,
        0,
      );
      const band = `${smooth(top)}L${n(bottom[bottom.length - 1]?.[0] ?? W)} ${n(bottom[bottom.length - 1]?.[1] ?? 0)}${smooth([...bottom].reverse()).replace(/^M[^C]+/, "")}Z`;
      parts.push(path(band, { fill }));
      const stroke = defs.linearUser(
        [
          { offset: 0, color: ribbon.colors[0] ?? C.violet, opacity: 0 },
          { offset: 0.5, color: mix(ribbon.colors[0] ?? C.violet, "#ffffff", 0.4), opacity: 0.9 },
          { offset: 1, color: ribbon.colors[1] ?? C.cyan, opacity: 0 },
        ],
        0,
        0,
        W,
        0,
      );
      const mid = top.map(([x, y], index): [number, number] => [x, (y + (bottom[index]?.[1] ?? y)) / 2]);
      parts.push(path(smooth(mid), { fill: "none", stroke, strokeWidth: 1.6, opacity: 0.8 }));
    }
    for (const particle of particles) {
      const x = particle.x + particle.orbit * Math.cos(a + particle.phase);
      const y = particle.y + particle.orbit * Math.sin(a + particle.phase) * 0.6;
      const opacity = 0.25 + 0.55 * (0.5 + 0.5 * Math.sin(a * particle.twinkle + particle.phase));
      parts.push(circle(x, y, particle.r, particle.color, { opacity }));
    }
    // Vignette keeps the edges calm behind page text.
    parts.push(
      rect(0, 0, W, H, {
        fill: defs.radial(
          [
            { offset: 0.55, color: C.bg, opacity: 0 },
            { offset: 1, color: C.bg, opacity: 0.75 },
          ],
          0.5,
          0.5,
          0.75,
        ),
      }),
    );
    return svgDocument(W, H, defs, parts);
  };
}

/**
 * About: how a product team works, as the page's paragraphs tell it. One team (product, design,
 * engineering, quality) takes each release from sketch to device lab: a light runs along the four
 * steps, and the devices in the lab go from "Testing" to "Passed" in turn. Periodic in the loop.
 */
export function workflowFrame(loopSeconds: number): FrameMaker {
  const roles = ["Product", "Design", "Engineering", "Quality"];
  const steps: [string, string][] = [
    ["Sketch", "Flows and layouts"],
    ["Build", "Code and review"],
    ["Device lab", "Real TVs and phones"],
    ["Release", "Stores and live apps"],
  ];
  const devices = ["Smart TV", "Set-top box", "Phone", "Tablet", "Dongle", "Laptop"];
  const left = 72;
  const inner = W - left * 2;
  return (t) => {
    const defs = new Defs();
    const phase = t / loopSeconds;
    const parts: string[] = [rect(0, 0, W, H, { fill: C.bg })];
    parts.push(
      el("ellipse", {
        cx: W * 0.2,
        cy: H * 0.15,
        rx: 520,
        ry: 320,
        fill: defs.radial([
          { offset: 0, color: C.violet, opacity: 0.22 },
          { offset: 1, color: C.violet, opacity: 0 },
        ]),
      }),
      el("ellipse", {
        cx: W * 0.85,
        cy: H * 0.9,
        rx: 520,
        ry: 320,
        fill: defs.radial([
          { offset: 0, color: C.cyan, opacity: 0.14 },
          { offset: 1, color: C.cyan, opacity: 0 },
        ]),
      }),
    );
    const gradient = defs.linear([C.violet, C.cyan]);
    // One team: four roles in one outlined group.
    parts.push(text(left, 62, "One team per product", { size: 24, weight: 800, fill: C.text }));
    parts.push(rect(left, 82, inner, 92, { r: 22, fill: "rgba(255,255,255,0.03)", stroke: C.borderStrong }));
    const roleW = inner / roles.length;
    roles.forEach((role, index) => {
      const x = left + index * roleW + 28;
      parts.push(circle(x + 24, 128, 24, index % 2 === 0 ? C.violet : C.cyan, { opacity: 0.9 }));
      parts.push(text(x + 24, 137, role.charAt(0), { size: 24, weight: 800, anchor: "middle", fill: C.bg }));
      parts.push(text(x + 62, 137, role, { size: 24, weight: 700, fill: C.text }));
    });
    // The four steps of a release, and the light that runs along them.
    const stepY = 226;
    const stepH = 124;
    const gap = 28;
    const stepW = (inner - gap * (steps.length - 1)) / steps.length;
    const railY = stepY + stepH / 2;
    parts.push(line(left + 20, railY, left + inner - 20, railY, C.borderStrong, 3));
    const runner = phase * steps.length;
    steps.forEach(([title, detail], index) => {
      const x = left + index * (stepW + gap);
      const lit = Math.max(0, 1 - Math.abs(runner - index - 0.5) * 1.6);
      parts.push(rect(x, stepY, stepW, stepH, { r: 20, fill: C.surface1, stroke: C.borderStrong }));
      parts.push(rect(x, stepY, stepW, stepH, { r: 20, stroke: gradient, strokeWidth: 3, opacity: lit }));
      parts.push(
        text(x + 26, stepY + 40, String(index + 1).padStart(2, "0"), { size: 18, weight: 800, fill: C.muted }),
      );
      parts.push(text(x + 26, stepY + 76, title, { size: 30, weight: 800, fill: C.text }));
      parts.push(text(x + 26, stepY + 106, detail, { size: 20, weight: 500, fill: C.body }));
    });
    const runnerX = left + inner * phase;
    parts.push(rect(left, stepY + stepH + 20, inner, 4, { r: 2, fill: C.border }));
    parts.push(rect(left, stepY + stepH + 20, Math.max(4, runnerX - left), 4, { r: 2, fill: gradient }));
    parts.push(circle(runnerX, stepY + stepH + 22, 8, C.cyan, { opacity: 0.95 }));
    // The device lab: every release runs on real devices, each passing in turn.
    const labY = 420;
    const labH = H - 40 - labY;
    parts.push(rect(left, labY, inner, labH, { r: 22, fill: "rgba(255,255,255,0.03)", stroke: C.borderStrong }));
    parts.push(text(left + 28, labY + 46, "Device lab", { size: 24, weight: 800, fill: C.text }));
    parts.push(text(left + 180, labY + 46, "every release, on real devices", { size: 20, weight: 500, fill: C.body }));
    const cellW = (inner - 56) / devices.length;
    devices.forEach((device, index) => {
      const cx = left + 28 + cellW * index + cellW / 2;
      const baseY = labY + 166;
      parts.push(deviceOutline(device, cx, baseY));
      parts.push(text(cx, baseY + 36, device, { size: 19, weight: 700, anchor: "middle", fill: C.text }));
      // Each device tests while the light is in the lab, then passes, one after another.
      const testing = (phase * devices.length - index + devices.length) % devices.length < 1;
      const status = testing ? "Testing" : "Passed";
      const color = testing ? C.amber : C.green;
      parts.push(rect(cx - 52, baseY + 50, 104, 30, { r: 15, fill: mix(color, C.bg, 0.78), stroke: color }));
      parts.push(circle(cx - 34, baseY + 65, 5, color));
      parts.push(text(cx + 6, baseY + 71, status, { size: 16, weight: 700, anchor: "middle", fill: color }));
    });
    return svgDocument(W, H, defs, parts);
  };
}

/** A device drawn in outline, standing on the line `baseY`. */
function deviceOutline(device: string, cx: number, baseY: number): string {
  const stroke = { stroke: "#C4B5FD", strokeWidth: 3, fill: "rgba(124,92,255,0.12)" };
  switch (device) {
    case "Smart TV":
      return (
        rect(cx - 70, baseY - 100, 140, 80, { r: 8, ...stroke }) +
        line(cx - 30, baseY - 8, cx + 30, baseY - 8, "#C4B5FD", 3)
      );
    case "Set-top box":
      return rect(cx - 62, baseY - 44, 124, 28, { r: 8, ...stroke }) + circle(cx + 42, baseY - 30, 4, C.green);
    case "Phone":
      return rect(cx - 26, baseY - 104, 52, 96, { r: 10, ...stroke });
    case "Tablet":
      return rect(cx - 54, baseY - 96, 108, 82, { r: 10, ...stroke });
    case "Dongle":
      return (
        rect(cx - 40, baseY - 40, 68, 22, { r: 8, ...stroke }) + rect(cx + 28, baseY - 34, 16, 10, { r: 2, ...stroke })
      );
    default:
      return (
        rect(cx - 60, baseY - 98, 120, 76, { r: 8, ...stroke }) +
        rect(cx - 76, baseY - 22, 152, 12, { r: 4, ...stroke })
      );
  }
}

async function encode(framesDir: string, out: string): Promise<void> {
  const input = ["-y", "-loglevel", "error", "-framerate", String(FPS), "-i", join(framesDir, "f%04d.png")];
  const webm = join(ASSETS_DIR, `${out}.webm`);
  const mp4 = join(ASSETS_DIR, `${out}.mp4`);
  await run("ffmpeg", [
    ...input,
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "0",
    "-crf",
    "38",
    "-row-mt",
    "1",
    "-deadline",
    "good",
    "-cpu-used",
    "3",
    "-pix_fmt",
    "yuv420p",
    "-an",
    webm,
  ]);
  await run("ffmpeg", [
    ...input,
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-crf",
    "25",
    "-pix_fmt",
    "yuv420p",
    "-movflags",
    "+faststart",
    "-an",
    mp4,
  ]);
  for (const file of [webm, mp4]) {
    const size = (await stat(file)).size;
    if (size > 1_500_000) console.warn(`  ! ${file} is ${(size / 1e6).toFixed(2)} MB, over the 1.5 MB budget`);
  }
  manifest.set(`${out}.webm`, { width: W, height: H });
  manifest.set(`${out}.mp4`, { width: W, height: H });
}

async function makeLoop(
  name: string,
  seconds: number,
  make: (loop: number) => FrameMaker,
  posters: readonly Poster[],
): Promise<void> {
  const draw = make(seconds);
  const dir = await mkdtemp(join(tmpdir(), `horizon-${name}-`));
  try {
    const count = seconds * FPS;
    const frames = Array.from({ length: count }, (_, index) => index);
    await pool(frames, 2, async (index) => {
      const png = await renderPng(draw(index / FPS), W, H);
      await writeFile(join(dir, `f${String(index).padStart(4, "0")}.png`), png);
    });
    await mkdir(join(ASSETS_DIR, "video"), { recursive: true });
    await encode(dir, `video/${name}`);
    await writePosters(draw, posters);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface Poster {
  stem: string;
  width: number;
  height: number;
  /** The AVIF budget of a poster that is a page's LCP image (see RasterOptions.maxAvifBytes). */
  maxAvifBytes?: number;
}

/** Each poster is the loop's first frame. */
async function writePosters(draw: FrameMaker, posters: readonly Poster[]): Promise<void> {
  for (const { stem, width, height, maxAvifBytes } of posters) {
    const png = await renderPng(draw(0), width, height);
    await writeRasterFromPng(stem, png, { width, height }, { maxBytes: 60_000, maxAvifBytes });
  }
}

/**
 * The home hero's poster is its LCP image on every screen (the video covers the hero, so phones
 * need the full size too). It arrives beside the font and the page's other first requests, each
 * with a share of the bandwidth, so it has a budget of its own.
 */
const HERO_POSTERS: readonly Poster[] = [
  { stem: "video/hero-poster", width: W, height: H, maxAvifBytes: 8_000 },
  { stem: "video/hero-poster-small", width: 640, height: 360 },
];

export async function videos(): Promise<void> {
  await makeLoop("hero", 8, heroFrame, HERO_POSTERS);
  await makeLoop("about", 8, workflowFrame, [{ stem: "video/about-poster", width: W, height: H }]);
}

/** The posters alone, without rendering and encoding the loops again. */
export async function posters(): Promise<void> {
  await writePosters(heroFrame(8), HERO_POSTERS);
}
