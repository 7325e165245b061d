/**
 * Minimal string-based SVG building blocks. Every drawing in the generator is
 * made of these, so all outputs share one vocabulary (and one rounding rule).
 */

export type AttrValue = string | number | undefined | null | false;
export type Attrs = Record<string, AttrValue>;

/** Rounds to two decimals and drops trailing zeros, keeping files small. */
export function n(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

export function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function attrName(key: string): string {
  // camelCase keys become kebab-case attributes (strokeWidth -> stroke-width), except viewBox & co.
  if (key === "viewBox" || key === "gradientUnits" || key === "gradientTransform" || key === "preserveAspectRatio") {
    return key;
  }
  if (key === "stdDeviation" || key === "patternUnits" || key === "clipPathUnits" || key === "maskUnits") return key;
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export function attrs(values: Attrs): string {
  let out = "";
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === false) continue;
    const text = typeof value === "number" ? n(value) : esc(value);
    out += ` ${attrName(key)}="${text}"`;
  }
  return out;
}

export function el(tag: string, values: Attrs = {}, children?: string | readonly string[]): string {
  const body = Array.isArray(children) ? children.join("") : (children ?? "");
  return body === "" ? `<${tag}${attrs(values)}/>` : `<${tag}${attrs(values)}>${body}</${tag}>`;
}

export function g(values: Attrs, children: string | readonly string[]): string {
  return el("g", values, children);
}

export function translate(x: number, y: number, scale = 1): string {
  return scale === 1 ? `translate(${n(x)} ${n(y)})` : `translate(${n(x)} ${n(y)}) scale(${n(scale)})`;
}

export interface Stop {
  offset: number;
  color: string;
  opacity?: number;
}

type StopsInput = readonly string[] | readonly Stop[];

function toStops(stops: StopsInput): Stop[] {
  if (stops.length === 0) throw new Error("gradient needs stops");
  if (typeof stops[0] === "string") {
    const colors = stops as readonly string[];
    return colors.map((color, index) => ({ offset: colors.length === 1 ? 0 : index / (colors.length - 1), color }));
  }
  return [...(stops as readonly Stop[])];
}

function stopMarkup(stops: Stop[]): string[] {
  return stops.map((stop) =>
    el("stop", {
      offset: stop.offset,
      stopColor: stop.color,
      stopOpacity: stop.opacity === undefined ? undefined : stop.opacity,
    }),
  );
}

/**
 * Collects <defs> (gradients, filters, clip paths) for one document and hands
 * out unique ids, so components can be composed freely.
 */
export class Defs {
  private readonly items: string[] = [];
  private count = 0;
  private readonly cache = new Map<string, string>();
  private readonly namespace: string;

  /** `namespace` prefixes ids, so several SVGs can be inlined in one page without clashes. */
  constructor(namespace = "") {
    this.namespace = namespace;
  }

  id(prefix: string): string {
    this.count += 1;
    return `${this.namespace}${prefix}${this.count.toString(36)}`;
  }

  /** Adds raw markup and returns nothing; use for shared symbols. */
  raw(markup: string): void {
    this.items.push(markup);
  }

  private memo(key: string, make: (id: string) => string, prefix: string): string {
    const hit = this.cache.get(key);
    if (hit) return `url(#${hit})`;
    const id = this.id(prefix);
    this.items.push(make(id));
    this.cache.set(key, id);
    return `url(#${id})`;
  }

  /** Linear gradient along the vector (x1,y1)->(x2,y2) in bounding-box units (0..1). */
  linear(stops: StopsInput, x1 = 0, y1 = 0, x2 = 1, y2 = 0): string {
    const list = toStops(stops);
    const key = `l${JSON.stringify(list)}${x1},${y1},${x2},${y2}`;
    return this.memo(key, (id) => el("linearGradient", { id, x1, y1, x2, y2 }, stopMarkup(list)), "l");
  }

  /** Linear gradient in user space (absolute coordinates), for strokes on lines. */
  linearUser(stops: StopsInput, x1: number, y1: number, x2: number, y2: number): string {
    const list = toStops(stops);
    const key = `u${JSON.stringify(list)}${x1},${y1},${x2},${y2}`;
    return this.memo(
      key,
      (id) => el("linearGradient", { id, x1, y1, x2, y2, gradientUnits: "userSpaceOnUse" }, stopMarkup(list)),
      "u",
    );
  }

  radial(stops: StopsInput, cx = 0.5, cy = 0.5, r = 0.5): string {
    const list = toStops(stops);
    const key = `r${JSON.stringify(list)}${cx},${cy},${r}`;
    return this.memo(key, (id) => el("radialGradient", { id, cx, cy, r }, stopMarkup(list)), "r");
  }

  /** Gaussian blur filter; the region is widened so glows are not clipped. */
  blur(std: number): string {
    return this.memo(
      `b${std}`,
      (id) =>
        el("filter", { id, x: "-50%", y: "-50%", width: "200%", height: "200%", colorInterpolationFilters: "sRGB" }, [
          el("feGaussianBlur", { stdDeviation: std }),
        ]),
      "f",
    );
  }

  /** Soft drop shadow (dy, blur, opacity). */
  shadow(dy: number, std: number, opacity: number, color = "#000"): string {
    return this.memo(
      `s${dy},${std},${opacity},${color}`,
      (id) =>
        el("filter", { id, x: "-30%", y: "-30%", width: "160%", height: "170%", colorInterpolationFilters: "sRGB" }, [
          el("feDropShadow", { dx: 0, dy, stdDeviation: std, floodColor: color, floodOpacity: opacity }),
        ]),
      "f",
    );
  }

  /** Clip path from arbitrary child markup; returns url(#id). Not memoised. */
  clip(markup: string): string {
    const id = this.id("c");
    this.items.push(el("clipPath", { id }, markup));
    return `url(#${id})`;
  }

  /** Clip to a (rounded) rectangle. */
  clipRect(x: number, y: number, w: number, h: number, r = 0): string {
    return this.memo(`cr${x},${y},${w},${h},${r}`, (id) => el("clipPath", { id }, rectEl(x, y, w, h, r, {})), "c");
  }

  /** Alpha mask from child markup (white shows). Not memoised. */
  mask(markup: string): string {
    const id = this.id("m");
    this.items.push(el("mask", { id }, markup));
    return `url(#${id})`;
  }

  markup(): string {
    return this.items.length === 0 ? "" : el("defs", {}, this.items);
  }
}

function rectEl(x: number, y: number, w: number, h: number, r: number, extra: Attrs): string {
  return el("rect", { x, y, width: Math.max(0, w), height: Math.max(0, h), rx: r > 0 ? r : undefined, ...extra });
}

export interface RectOptions {
  r?: number;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  opacity?: number;
  filter?: string;
  extra?: Attrs;
}

export function rect(x: number, y: number, w: number, h: number, options: RectOptions = {}): string {
  return rectEl(x, y, w, h, options.r ?? 0, {
    fill: options.fill ?? "none",
    stroke: options.stroke,
    strokeWidth: options.stroke ? (options.strokeWidth ?? 1) : undefined,
    opacity: options.opacity,
    filter: options.filter,
    ...options.extra,
  });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return el("circle", { cx, cy, r, fill, ...extra });
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 1,
  extra: Attrs = {},
): string {
  return el("line", { x1, y1, x2, y2, stroke, strokeWidth: width, ...extra });
}

export function path(d: string, extra: Attrs): string {
  return el("path", { d, ...extra });
}

/** Builds a path "d" from points, optionally closed. */
export function polyline(points: readonly (readonly [number, number])[], close = false): string {
  const parts = points.map(([x, y], index) => `${index === 0 ? "M" : "L"}${n(x)} ${n(y)}`);
  return parts.join("") + (close ? "Z" : "");
}

/** A smooth curve through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(points: readonly (readonly [number, number])[], tension = 0.5): string {
  if (points.length < 2) return "";
  const first = points[0] as readonly [number, number];
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = (points[i - 1] ?? points[i]) as readonly [number, number];
    const p1 = points[i] as readonly [number, number];
    const p2 = points[i + 1] as readonly [number, number];
    const p3 = (points[i + 2] ?? p2) as readonly [number, number];
    const k = tension / 3;
    const c1x = p1[0] + (p2[0] - p0[0]) * k;
    const c1y = p1[1] + (p2[1] - p0[1]) * k;
    const c2x = p2[0] - (p3[0] - p1[0]) * k;
    const c2y = p2[1] - (p3[1] - p1[1]) * k;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

export interface TextOptions {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  opacity?: number;
  family?: string;
  spacing?: number;
  italic?: boolean;
  extra?: Attrs;
}

export const FONT_FAMILY = "Manrope";

/** Text drawn at a baseline (x, y). Raster outputs only: SVG outputs use font.ts outlines. */
export function text(x: number, y: number, content: string, options: TextOptions = {}): string {
  return el(
    "text",
    {
      x,
      y,
      fontFamily: options.family ?? FONT_FAMILY,
      fontSize: options.size ?? 16,
      fontWeight: options.weight ?? 500,
      fontStyle: options.italic ? "italic" : undefined,
      fill: options.fill ?? "#F4F6FF",
      textAnchor: options.anchor && options.anchor !== "start" ? options.anchor : undefined,
      opacity: options.opacity,
      letterSpacing: options.spacing,
      ...options.extra,
    },
    esc(content),
  );
}

export function svgDocument(
  width: number,
  height: number,
  defs: Defs,
  body: string | readonly string[],
  viewBox = `0 0 ${width} ${height}`,
): string {
  const content = Array.isArray(body) ? body.join("") : (body as string);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${defs.markup()}${content}</svg>`;
}
