import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ASSETS_DIR, manifest, renderPng, writeRasterFromPng } from "../lib/output.ts";
import { C, mix } from "../lib/palette.ts";
import { Rng } from "../lib/rand.ts";
import { circle, Defs, el, line, n, path, rect, smooth, svgDocument } from "../lib/svg.ts";
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

/** About: a slowly turning network of nodes (six-fold symmetric, so 60 degrees is a full loop). */
export function networkFrame(loopSeconds: number): FrameMaker {
  const rng = new Rng(2024);
  const symmetry = 6;
  const base = Array.from({ length: 13 }, (_, index) => {
    const y = -0.86 + (1.72 * (index + rng.range(0.2, 0.8))) / 13;
    const radius = Math.sqrt(1 - y * y);
    const angle = rng.range(0, (Math.PI * 2) / symmetry);
    return { x: radius * Math.cos(angle), y, z: radius * Math.sin(angle) };
  });
  const nodes: { x: number; y: number; z: number }[] = [];
  for (let k = 0; k < symmetry; k += 1) {
    const angle = (Math.PI * 2 * k) / symmetry;
    for (const point of base) {
      nodes.push({
        x: point.x * Math.cos(angle) - point.z * Math.sin(angle),
        y: point.y,
        z: point.x * Math.sin(angle) + point.z * Math.cos(angle),
      });
    }
  }
  const edges: [number, number][] = [];
  nodes.forEach((p, i) => {
    nodes.forEach((q, j) => {
      if (j <= i) return;
      const d = Math.hypot(p.x - q.x, p.y - q.y, p.z - q.z);
      if (d < 0.58) edges.push([i, j]);
    });
  });
  const stars = Array.from({ length: 80 }, () => ({
    x: rng.range(0, W),
    y: rng.range(0, H),
    r: rng.range(0.5, 1.6),
    phase: rng.range(0, Math.PI * 2),
  }));
  return (t) => {
    const defs = new Defs();
    const spin = ((Math.PI * 2) / symmetry) * (t / loopSeconds);
    const tilt = 0.38;
    const radius = 330;
    const cx = W / 2;
    const cy = H / 2;
    const projected = nodes.map((node) => {
      const x1 = node.x * Math.cos(spin) - node.z * Math.sin(spin);
      const z1 = node.x * Math.sin(spin) + node.z * Math.cos(spin);
      const y2 = node.y * Math.cos(tilt) - z1 * Math.sin(tilt);
      const z2 = node.y * Math.sin(tilt) + z1 * Math.cos(tilt);
      const scale = 1 / (1.9 - z2 * 0.5);
      return { x: cx + x1 * radius * scale * 1.4, y: cy + y2 * radius * scale * 1.4, depth: (z2 + 1) / 2 };
    });
    const a = (Math.PI * 2 * t) / loopSeconds;
    const parts: string[] = [rect(0, 0, W, H, { fill: C.bg })];
    for (const star of stars)
      parts.push(
        circle(star.x, star.y, star.r, "#CBD5FF", { opacity: 0.2 + 0.25 * (0.5 + 0.5 * Math.sin(a + star.phase)) }),
      );
    parts.push(
      el("ellipse", {
        cx,
        cy,
        rx: 420,
        ry: 330,
        fill: defs.radial([
          { offset: 0, color: C.violet, opacity: 0.28 },
          { offset: 0.6, color: C.cyan, opacity: 0.08 },
          { offset: 1, color: C.cyan, opacity: 0 },
        ]),
      }),
    );
    const gradient = defs.linearUser([C.violet, C.cyan], cx - 300, cy - 300, cx + 300, cy + 300);
    edges.forEach(([i, j], index) => {
      const p = projected[i];
      const q = projected[j];
      if (!p || !q) return;
      const depth = (p.depth + q.depth) / 2;
      parts.push(line(p.x, p.y, q.x, q.y, gradient, 1 + depth * 1.2, { opacity: 0.12 + depth * 0.5 }));
      // A pulse travelling along some edges, periodic in the loop.
      if (index % 7 === 0) {
        const u = (t / loopSeconds + index * 0.13) % 1;
        parts.push(
          circle(p.x + (q.x - p.x) * u, p.y + (q.y - p.y) * u, 2 + depth * 2, "#E0F2FE", {
            opacity: 0.3 + depth * 0.6,
          }),
        );
      }
    });
    const order = projected.map((point, index) => ({ point, index })).sort((l, r) => l.point.depth - r.point.depth);
    for (const { point, index } of order) {
      const color = index % 3 === 0 ? C.cyan : index % 3 === 1 ? C.violet : "#A78BFA";
      const r = 2.5 + point.depth * 5;
      parts.push(circle(point.x, point.y, r * 2.6, color, { opacity: 0.08 + point.depth * 0.12 }));
      parts.push(circle(point.x, point.y, r, color, { opacity: 0.45 + point.depth * 0.55 }));
    }
    parts.push(
      rect(0, 0, W, H, {
        fill: defs.radial(
          [
            { offset: 0.6, color: C.bg, opacity: 0 },
            { offset: 1, color: C.bg, opacity: 0.7 },
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
  await makeLoop("about", 8, networkFrame, [{ stem: "video/about-poster", width: W, height: H }]);
}

/** The posters alone, without rendering and encoding the loops again. */
export async function posters(): Promise<void> {
  await writePosters(heroFrame(8), HERO_POSTERS);
}
