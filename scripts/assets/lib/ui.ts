import { fitSize, measure } from "./font.ts";
import { type IconName, icon } from "./icons.ts";
import { alpha, C, mix } from "./palette.ts";
import { Rng } from "./rand.ts";
import { circle, type Defs, el, g, line, n, path, rect, smooth, text, translate } from "./svg.ts";

/**
 * The dashboard/UI kit shared by every product screen: panels, buttons,
 * chips, KPI cards, charts, tables and form fields in the dark navy theme.
 */

export type Pair = readonly [string, string];

export function panel(
  x: number,
  y: number,
  w: number,
  h: number,
  options: { r?: number; fill?: string; stroke?: string } = {},
): string {
  return rect(x, y, w, h, {
    r: options.r ?? 16,
    fill: options.fill ?? C.surface1,
    stroke: options.stroke ?? C.border,
    strokeWidth: 1.5,
  });
}

export interface ButtonOptions {
  variant?: "primary" | "ghost" | "white" | "outline" | "soft";
  gradient?: Pair;
  icon?: IconName;
  height?: number;
  size?: number;
  width?: number;
}

/** A pill button; returns markup and its width so rows can be laid out. */
export function button(
  defs: Defs,
  x: number,
  y: number,
  label: string,
  options: ButtonOptions = {},
): { svg: string; width: number } {
  const h = options.height ?? 40;
  const size = options.size ?? h * 0.38;
  const iconSize = size * 1.2;
  const pad = h * 0.5;
  const textW = measure(label, size, 700);
  const w = options.width ?? textW + pad * 2 + (options.icon ? iconSize + size * 0.5 : 0);
  const variant = options.variant ?? "primary";
  const fills: Record<string, string> = {
    primary: defs.linear(options.gradient ?? [C.violet, C.cyan], 0, 0, 1, 0),
    ghost: "rgba(255,255,255,0.12)",
    white: "#FFFFFF",
    outline: "none",
    soft: alpha(options.gradient?.[0] ?? C.violet, 0.18),
  };
  const color =
    variant === "white" ? C.bg : variant === "soft" ? mix(options.gradient?.[0] ?? C.violet, "#ffffff", 0.35) : C.text;
  const parts = [
    rect(x, y, w, h, {
      r: h / 2,
      fill: fills[variant] ?? fills.primary,
      stroke: variant === "outline" ? C.borderStrong : undefined,
      strokeWidth: 1.5,
    }),
  ];
  const contentW = textW + (options.icon ? iconSize + size * 0.5 : 0);
  let cx = x + (w - contentW) / 2;
  if (options.icon) {
    parts.push(icon(options.icon, cx, y + (h - iconSize) / 2, iconSize, color, 2.4));
    cx += iconSize + size * 0.5;
  }
  parts.push(text(cx, y + h / 2 + size * 0.36, label, { size, weight: 700, fill: color }));
  return { svg: parts.join(""), width: w };
}

export interface ChipOptions {
  active?: boolean;
  color?: string;
  height?: number;
  size?: number;
  icon?: IconName;
  fill?: string;
}

export function chip(x: number, y: number, label: string, options: ChipOptions = {}): { svg: string; width: number } {
  const h = options.height ?? 30;
  const size = options.size ?? h * 0.42;
  const iconSize = size * 1.15;
  const textW = measure(label, size, 600);
  const w = textW + h * 0.9 + (options.icon ? iconSize + 6 : 0);
  const color = options.color ?? C.violet;
  const parts = [
    rect(x, y, w, h, {
      r: h / 2,
      fill: options.fill ?? (options.active ? alpha(color, 0.22) : "rgba(255,255,255,0.06)"),
      stroke: options.active ? alpha(color, 0.7) : C.border,
      strokeWidth: 1.2,
    }),
  ];
  let cx = x + h * 0.45;
  const fg = options.active ? mix(color, "#ffffff", 0.55) : C.body;
  if (options.icon) {
    parts.push(icon(options.icon, cx, y + (h - iconSize) / 2, iconSize, fg, 2.2));
    cx += iconSize + 6;
  }
  parts.push(text(cx, y + h / 2 + size * 0.36, label, { size, weight: 600, fill: fg }));
  return { svg: parts.join(""), width: w };
}

/** Lays chips out left to right with a gap; returns total width too. */
export function chipRow(
  x: number,
  y: number,
  labels: readonly string[],
  options: ChipOptions & { gap?: number; activeIndex?: number } = {},
): { svg: string; width: number } {
  let cx = x;
  const parts: string[] = [];
  labels.forEach((label, index) => {
    const made = chip(cx, y, label, {
      ...options,
      active: options.activeIndex === undefined ? options.active : index === options.activeIndex,
    });
    parts.push(made.svg);
    cx += made.width + (options.gap ?? 8);
  });
  return { svg: parts.join(""), width: cx - x };
}

export function statusPill(
  x: number,
  y: number,
  label: string,
  color: string,
  size = 13,
): { svg: string; width: number } {
  const h = size * 1.9;
  const w = measure(label, size, 700) + h * 0.9 + size * 0.8;
  return {
    svg: [
      rect(x, y, w, h, { r: h / 2, fill: alpha(color, 0.16) }),
      circle(x + h * 0.5, y + h / 2, size * 0.28, color),
      text(x + h * 0.5 + size * 0.75, y + h / 2 + size * 0.36, label, {
        size,
        weight: 700,
        fill: mix(color, "#ffffff", 0.35),
      }),
    ].join(""),
    width: w,
  };
}

export function progress(
  x: number,
  y: number,
  w: number,
  h: number,
  fraction: number,
  fill: string,
  track = "rgba(255,255,255,0.12)",
): string {
  return rect(x, y, w, h, { r: h / 2, fill: track }) + rect(x, y, Math.max(h, w * fraction), h, { r: h / 2, fill });
}

export function toggle(x: number, y: number, on: boolean, color: string, scale = 1): string {
  const w = 40 * scale;
  const h = 22 * scale;
  return (
    rect(x, y, w, h, { r: h / 2, fill: on ? color : "rgba(255,255,255,0.16)" }) +
    circle(on ? x + w - h / 2 : x + h / 2, y + h / 2, h / 2 - 3 * scale, "#fff")
  );
}

export function slider(x: number, y: number, w: number, fraction: number, color: string): string {
  return (
    rect(x, y - 3, w, 6, { r: 3, fill: "rgba(255,255,255,0.14)" }) +
    rect(x, y - 3, w * fraction, 6, { r: 3, fill: color }) +
    circle(x + w * fraction, y, 9, "#fff", { stroke: color, strokeWidth: 3 })
  );
}

export function checkbox(x: number, y: number, checked: boolean, color: string, size = 18): string {
  return checked
    ? rect(x, y, size, size, { r: 5, fill: color }) +
        icon("check", x + size * 0.12, y + size * 0.12, size * 0.76, "#fff", 3)
    : rect(x, y, size, size, { r: 5, stroke: C.borderStrong, strokeWidth: 1.5 });
}

const INITIAL_PAIRS: readonly Pair[] = [
  ["#7C5CFF", "#22D3EE"],
  ["#F472B6", "#8B5CF6"],
  ["#FB7185", "#F59E0B"],
  ["#34D399", "#0EA5E9"],
  ["#F59E0B", "#EF4444"],
  ["#22D3EE", "#6366F1"],
];

export function avatar(defs: Defs, cx: number, cy: number, r: number, initials: string, seed = 0): string {
  const pair = INITIAL_PAIRS[seed % INITIAL_PAIRS.length] as Pair;
  return (
    circle(cx, cy, r, defs.linear(pair, 0, 0, 1, 1)) +
    text(cx, cy + r * 0.3, initials, { size: r * 0.85, weight: 700, anchor: "middle" })
  );
}

export interface FieldOptions {
  height?: number;
  icon?: IconName;
  accent?: string;
  focused?: boolean;
  trailing?: IconName;
}

/** A labelled text field (label above, value inside). */
export function field(
  x: number,
  y: number,
  w: number,
  label: string,
  value: string,
  options: FieldOptions = {},
): string {
  const h = options.height ?? 44;
  const parts = [text(x, y, label, { size: 13, weight: 600, fill: C.muted })];
  const top = y + 10;
  parts.push(
    rect(x, top, w, h, {
      r: 10,
      fill: C.bg,
      stroke: options.focused ? (options.accent ?? C.violet) : C.border,
      strokeWidth: options.focused ? 2 : 1.5,
    }),
  );
  let tx = x + 14;
  if (options.icon) {
    parts.push(icon(options.icon, tx, top + h / 2 - 9, 18, C.muted));
    tx += 28;
  }
  parts.push(text(tx, top + h / 2 + 5.5, value, { size: 15, weight: 500, fill: C.text }));
  if (options.trailing) parts.push(icon(options.trailing, x + w - 32, top + h / 2 - 9, 18, C.muted));
  return parts.join("");
}

export function searchBox(x: number, y: number, w: number, h: number, placeholder: string, fill = C.surface2): string {
  return [
    rect(x, y, w, h, { r: h / 2, fill, stroke: C.border }),
    icon("search", x + h * 0.4, y + h * 0.27, h * 0.46, C.muted),
    text(x + h * 1.05, y + h / 2 + h * 0.14, placeholder, { size: h * 0.36, fill: C.muted }),
  ].join("");
}

export interface KpiOptions {
  accent?: Pair;
  spark?: readonly number[];
  icon?: IconName;
  deltaGood?: boolean;
}

export function kpiCard(
  defs: Defs,
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  value: string,
  delta: string,
  options: KpiOptions = {},
): string {
  const accent = options.accent ?? [C.violet, C.cyan];
  const good = options.deltaGood ?? !delta.startsWith("-");
  const parts = [panel(x, y, w, h)];
  let lx = x + 20;
  if (options.icon) {
    parts.push(rect(x + 20, y + 18, 34, 34, { r: 10, fill: alpha(accent[0], 0.18) }));
    parts.push(icon(options.icon, x + 27, y + 25, 20, mix(accent[0], "#ffffff", 0.4)));
    lx = x + 66;
  }
  parts.push(text(lx, y + 41, label, { size: 14, weight: 600, fill: C.muted }));
  const valueSize = fitSize(value, w * 0.55, Math.min(34, h * 0.26), 800);
  parts.push(text(x + 20, y + h - 44, value, { size: valueSize, weight: 800 }));
  const deltaColor = good ? C.green : C.rose;
  parts.push(text(x + 20, y + h - 18, `${good ? "▲" : "▼"} ${delta}`, { size: 13, weight: 700, fill: deltaColor }));
  if (options.spark && w > 220) {
    parts.push(sparkline(defs, x + w - 104, y + h - 78, 84, 44, options.spark, accent));
  }
  return parts.join("");
}

export function sparkline(
  defs: Defs,
  x: number,
  y: number,
  w: number,
  h: number,
  values: readonly number[],
  colors: Pair,
): string {
  const max = Math.max(...values);
  const min = Math.min(...values);
  const points = values.map((value, index): [number, number] => [
    x + (w * index) / (values.length - 1),
    y + h - ((value - min) / (max - min || 1)) * h,
  ]);
  return path(smooth(points), {
    fill: "none",
    stroke: defs.linearUser(colors, x, 0, x + w, 0),
    strokeWidth: 3,
    strokeLinecap: "round",
  });
}

export interface Series {
  values: readonly number[];
  colors: Pair;
  area?: boolean;
  dashed?: boolean;
  width?: number;
}

export interface ChartOptions {
  min?: number;
  max?: number;
  gridLines?: number;
  xLabels?: readonly string[];
  yLabels?: readonly string[];
  marker?: number;
}

/** Smooth line/area chart with a faint grid. */
export function lineChart(
  defs: Defs,
  x: number,
  y: number,
  w: number,
  h: number,
  series: readonly Series[],
  options: ChartOptions = {},
): string {
  const all = series.flatMap((entry) => entry.values);
  const max = options.max ?? Math.max(...all) * 1.1;
  const min = options.min ?? 0;
  const parts: string[] = [];
  const lines = options.gridLines ?? 4;
  const chartLeft = options.yLabels ? x + 44 : x;
  const chartW = w - (chartLeft - x);
  const chartH = options.xLabels ? h - 26 : h;
  for (let i = 0; i <= lines; i += 1) {
    const gy = y + (chartH * i) / lines;
    parts.push(line(chartLeft, gy, chartLeft + chartW, gy, "rgba(255,255,255,0.07)", 1.2));
    const label = options.yLabels?.[i];
    if (label) parts.push(text(x, gy + 4, label, { size: 12, fill: C.muted }));
  }
  options.xLabels?.forEach((label, index, list) => {
    const lx = chartLeft + (chartW * index) / Math.max(1, list.length - 1);
    parts.push(
      text(lx, y + h - 4, label, {
        size: 12,
        fill: C.muted,
        anchor: index === 0 ? "start" : index === list.length - 1 ? "end" : "middle",
      }),
    );
  });
  for (const entry of series) {
    const points = entry.values.map((value, index): [number, number] => [
      chartLeft + (chartW * index) / (entry.values.length - 1),
      y + chartH - ((value - min) / (max - min)) * chartH,
    ]);
    const d = smooth(points);
    if (entry.area) {
      const fill = defs.linear(
        [
          { offset: 0, color: entry.colors[0], opacity: 0.35 },
          { offset: 1, color: entry.colors[0], opacity: 0 },
        ],
        0,
        0,
        0,
        1,
      );
      parts.push(path(`${d}L${n(chartLeft + chartW)} ${n(y + chartH)}L${n(chartLeft)} ${n(y + chartH)}Z`, { fill }));
    }
    parts.push(
      path(d, {
        fill: "none",
        stroke: defs.linearUser(entry.colors, chartLeft, 0, chartLeft + chartW, 0),
        strokeWidth: entry.width ?? 3,
        strokeLinecap: "round",
        strokeDasharray: entry.dashed ? "6 8" : undefined,
      }),
    );
  }
  if (options.marker !== undefined && series[0]) {
    const values = series[0].values;
    const index = options.marker;
    const mx = chartLeft + (chartW * index) / (values.length - 1);
    const my = y + chartH - (((values[index] ?? 0) - min) / (max - min)) * chartH;
    parts.push(line(mx, y, mx, y + chartH, "rgba(255,255,255,0.25)", 1.5, { strokeDasharray: "4 5" }));
    parts.push(circle(mx, my, 7, C.bg, { stroke: series[0].colors[1], strokeWidth: 3.5 }));
  }
  return parts.join("");
}

export interface BarOptions {
  labels?: readonly string[];
  max?: number;
  gap?: number;
  highlight?: number;
  radius?: number;
}

export function barChart(
  defs: Defs,
  x: number,
  y: number,
  w: number,
  h: number,
  values: readonly number[],
  colors: Pair,
  options: BarOptions = {},
): string {
  const max = options.max ?? Math.max(...values) * 1.1;
  const chartH = options.labels ? h - 24 : h;
  const slot = w / values.length;
  const barW = slot * (1 - (options.gap ?? 0.35));
  const parts: string[] = [];
  const fill = defs.linear([colors[1], colors[0]], 0, 0, 0, 1);
  values.forEach((value, index) => {
    const bh = (value / max) * chartH;
    const bx = x + slot * index + (slot - barW) / 2;
    const highlighted = options.highlight === undefined || options.highlight === index;
    parts.push(
      rect(bx, y + chartH - bh, barW, bh, {
        r: options.radius ?? Math.min(6, barW / 2),
        fill: highlighted ? fill : "rgba(255,255,255,0.14)",
      }),
    );
    const label = options.labels?.[index];
    if (label) parts.push(text(bx + barW / 2, y + h - 4, label, { size: 12, fill: C.muted, anchor: "middle" }));
  });
  return parts.join("");
}

/** Horizontal bars with a label on the left and a value on the right. */
export function hBars(
  defs: Defs,
  x: number,
  y: number,
  w: number,
  rows: readonly { label: string; value: number; display: string }[],
  colors: Pair,
  rowH = 40,
): string {
  const max = Math.max(...rows.map((row) => row.value));
  const labelW = Math.min(w * 0.38, Math.max(...rows.map((row) => measure(row.label, 14, 600))) + 16);
  const barX = x + labelW;
  const barW = w - labelW - 64;
  const fill = defs.linear(colors, 0, 0, 1, 0);
  return rows
    .map((row, index) => {
      const ry = y + index * rowH;
      return [
        text(x, ry + rowH / 2 + 5, row.label, { size: 14, weight: 600, fill: C.body }),
        rect(barX, ry + rowH / 2 - 7, barW, 14, { r: 7, fill: "rgba(255,255,255,0.06)" }),
        rect(barX, ry + rowH / 2 - 7, Math.max(14, (barW * row.value) / max), 14, { r: 7, fill }),
        text(x + w, ry + rowH / 2 + 5, row.display, { size: 14, weight: 700, anchor: "end" }),
      ].join("");
    })
    .join("");
}

export interface Segment {
  value: number;
  color: string;
}

/** Donut chart made of arcs with round gaps. */
export function donut(
  cx: number,
  cy: number,
  r: number,
  thickness: number,
  segments: readonly Segment[],
  center?: { value: string; label: string },
): string {
  const total = segments.reduce((sum, segment) => sum + segment.value, 0);
  const circumference = 2 * Math.PI * r;
  let offset = 0;
  const parts = [circle(cx, cy, r, "none", { stroke: "rgba(255,255,255,0.06)", strokeWidth: thickness })];
  for (const segment of segments) {
    const length = (segment.value / total) * circumference;
    parts.push(
      circle(cx, cy, r, "none", {
        stroke: segment.color,
        strokeWidth: thickness,
        strokeDasharray: `${n(Math.max(0, length - 4))} ${n(circumference)}`,
        strokeDashoffset: n(-offset),
        transform: `rotate(-90 ${n(cx)} ${n(cy)})`,
      }),
    );
    offset += length;
  }
  if (center) {
    parts.push(text(cx, cy + 6, center.value, { size: r * 0.42, weight: 800, anchor: "middle" }));
    parts.push(text(cx, cy + r * 0.42, center.label, { size: r * 0.2, weight: 600, anchor: "middle", fill: C.muted }));
  }
  return parts.join("");
}

/** Semi-circular gauge (0..1). */
export function gauge(
  defs: Defs,
  cx: number,
  cy: number,
  r: number,
  fraction: number,
  colors: Pair,
  value: string,
  label: string,
): string {
  const arc = (t: number) => [cx - r * Math.cos(Math.PI * t), cy - r * Math.sin(Math.PI * t)] as const;
  const [sx, sy] = arc(0);
  const [ex, ey] = arc(1);
  const [fx, fy] = arc(fraction);
  return [
    path(`M${n(sx)} ${n(sy)}A${r} ${r} 0 0 1 ${n(ex)} ${n(ey)}`, {
      fill: "none",
      stroke: "rgba(255,255,255,0.08)",
      strokeWidth: 22,
      strokeLinecap: "round",
    }),
    path(`M${n(sx)} ${n(sy)}A${r} ${r} 0 0 1 ${n(fx)} ${n(fy)}`, {
      fill: "none",
      stroke: defs.linearUser(colors, cx - r, 0, cx + r, 0),
      strokeWidth: 22,
      strokeLinecap: "round",
    }),
    text(cx, cy - 10, value, { size: r * 0.34, weight: 800, anchor: "middle" }),
    text(cx, cy + 22, label, { size: 14, weight: 600, anchor: "middle", fill: C.muted }),
  ].join("");
}

/** Grid of cells coloured by intensity, with optional row/column labels. */
export function heatmap(
  x: number,
  y: number,
  w: number,
  h: number,
  rows: number,
  cols: number,
  value: (row: number, col: number) => number,
  colors: Pair,
  labels: { rows?: readonly string[]; cols?: readonly string[] } = {},
): string {
  const left = labels.rows ? 66 : 0;
  const bottom = labels.cols ? 24 : 0;
  const cw = (w - left) / cols;
  const ch = (h - bottom) / rows;
  const parts: string[] = [];
  for (let r = 0; r < rows; r += 1) {
    const label = labels.rows?.[r];
    if (label) parts.push(text(x, y + ch * r + ch / 2 + 5, label, { size: 12, weight: 600, fill: C.muted }));
    for (let c = 0; c < cols; c += 1) {
      const v = Math.max(0, Math.min(1, value(r, c)));
      const color = v < 0.5 ? mix(C.surface2, colors[0], v * 2) : mix(colors[0], colors[1], (v - 0.5) * 2);
      parts.push(rect(x + left + cw * c + 2, y + ch * r + 2, cw - 4, ch - 4, { r: 4, fill: color }));
    }
  }
  labels.cols?.forEach((label, index) => {
    if (label)
      parts.push(text(x + left + cw * index + cw / 2, y + h - 4, label, { size: 12, fill: C.muted, anchor: "middle" }));
  });
  return parts.join("");
}

export interface Column {
  label: string;
  width: number;
  align?: "start" | "end";
}

export type Cell = string | ((x: number, y: number) => string);

/** A data table: header row, hairline separators, cells as text or custom renderers. */
export function table(
  x: number,
  y: number,
  columns: readonly Column[],
  rows: readonly (readonly Cell[])[],
  rowH = 52,
): string {
  const parts: string[] = [];
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  let cx = x;
  for (const column of columns) {
    const tx = column.align === "end" ? cx + column.width - 16 : cx + 16;
    parts.push(
      text(tx, y + 20, column.label.toUpperCase(), {
        size: 12,
        weight: 700,
        fill: C.muted,
        spacing: 0.8,
        anchor: column.align === "end" ? "end" : "start",
      }),
    );
    cx += column.width;
  }
  parts.push(line(x, y + 36, x + width, y + 36, C.border, 1.2));
  rows.forEach((row, rowIndex) => {
    const ry = y + 36 + rowH * rowIndex;
    let colX = x;
    columns.forEach((column, colIndex) => {
      const cell = row[colIndex];
      if (typeof cell === "string") {
        const tx = column.align === "end" ? colX + column.width - 16 : colX + 16;
        parts.push(
          text(tx, ry + rowH / 2 + 5, cell, {
            size: 15,
            weight: colIndex === 0 ? 650 : 500,
            fill: colIndex === 0 ? C.text : C.body,
            anchor: column.align === "end" ? "end" : "start",
          }),
        );
      } else if (cell) {
        parts.push(cell(colX + 16, ry + rowH / 2));
      }
      colX += column.width;
    });
    parts.push(line(x, ry + rowH, x + width, ry + rowH, "rgba(255,255,255,0.06)", 1.2));
  });
  return parts.join("");
}

/** Grey placeholder lines standing in for body copy in tiny previews. */
export function textLines(
  x: number,
  y: number,
  widths: readonly number[],
  h = 8,
  gap = 14,
  color = "rgba(255,255,255,0.14)",
): string {
  return widths.map((width, index) => rect(x, y + index * gap, width, h, { r: h / 2, fill: color })).join("");
}

/** Audio waveform as mirrored bars. */
export function waveform(x: number, y: number, w: number, h: number, color: string, seed = 1, bar = 4): string {
  const rng = new Rng(seed);
  const count = Math.floor(w / (bar * 1.8));
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const env = 0.35 + 0.65 * Math.abs(Math.sin(i * 0.21 + seed));
    const bh = Math.max(2, h * env * rng.range(0.3, 1));
    parts.push(rect(x + i * bar * 1.8, y + (h - bh) / 2, bar, bh, { r: bar / 2, fill: color }));
  }
  return parts.join("");
}

/** A card header: title and optional subtitle inside a panel. */
export function cardTitle(x: number, y: number, title: string, subtitle?: string): string {
  return (
    text(x, y, title, { size: 18, weight: 700 }) +
    (subtitle ? text(x, y + 22, subtitle, { size: 13, fill: C.muted }) : "")
  );
}

export function legend(x: number, y: number, items: readonly { label: string; color: string }[]): string {
  let cx = x;
  const parts: string[] = [];
  for (const item of items) {
    parts.push(rect(cx, y - 9, 10, 10, { r: 3, fill: item.color }));
    parts.push(text(cx + 16, y, item.label, { size: 13, weight: 600, fill: C.body }));
    cx += 16 + measure(item.label, 13, 600) + 20;
  }
  return parts.join("");
}

/** Soft coloured glow blobs for backgrounds. */
export function glow(defs: Defs, cx: number, cy: number, r: number, color: string, opacity = 0.5): string {
  return el("ellipse", {
    cx,
    cy,
    rx: r,
    ry: r * 0.8,
    fill: defs.radial([
      { offset: 0, color, opacity },
      { offset: 1, color, opacity: 0 },
    ]),
  });
}

/** Subtle dotted grid texture for illustration backgrounds. */
export function dotGrid(
  x: number,
  y: number,
  w: number,
  h: number,
  step: number,
  color = "rgba(255,255,255,0.06)",
): string {
  const dots: string[] = [];
  for (let dy = y + step / 2; dy < y + h; dy += step) {
    for (let dx = x + step / 2; dx < x + w; dx += step) dots.push(`M${n(dx)} ${n(dy)}h.01`);
  }
  return path(dots.join(""), { stroke: color, strokeWidth: 3, strokeLinecap: "round" });
}

export function at(x: number, y: number, scale: number, body: string | readonly string[]): string {
  return g({ transform: translate(x, y, scale) }, body);
}
