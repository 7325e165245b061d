import { type ProductSlug, products } from "#shared/content/products.ts";

/** Design tokens shared by every drawing (mirrors the site's dark navy theme). */
export const C = {
  bg: "#070B1A",
  bgDeep: "#050816",
  surface1: "#0E1430",
  surface2: "#151C3F",
  surface3: "#1D2652",
  surface4: "#27316A",
  border: "rgba(255,255,255,0.1)",
  borderStrong: "rgba(255,255,255,0.18)",
  text: "#F4F6FF",
  body: "#B8C0E0",
  muted: "#7C86B0",
  faint: "#4A5383",
  violet: "#7C5CFF",
  cyan: "#22D3EE",
  pink: "#F472B6",
  green: "#34D399",
  amber: "#F59E0B",
  red: "#EF4444",
  rose: "#FB7185",
  blue: "#3B82F6",
  indigo: "#6366F1",
  white: "#FFFFFF",
} as const;

export const BRAND: readonly [string, string] = [C.violet, C.cyan];

export type { ProductSlug };

/** A product of the registry (shared/content/products.ts) as the drawings use it. */
export interface ProductIdentity {
  slug: ProductSlug;
  name: string;
  gradient: readonly [string, string];
}

function identityOf(entry: (typeof products)[number]): ProductIdentity {
  return { slug: entry.slug, name: entry.name, gradient: [entry.gradient.start, entry.gradient.end] };
}

export const PRODUCTS: readonly ProductIdentity[] = products.map(identityOf);

export function product(slug: ProductSlug): ProductIdentity {
  const found = PRODUCTS.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`unknown product ${slug}`);
  return found;
}

/** Poster artwork colour pairs: rich, varied, still in the site's cool-leaning world. */
export const POSTER_PAIRS: readonly (readonly [string, string])[] = [
  ["#7C5CFF", "#22D3EE"],
  ["#F472B6", "#8B5CF6"],
  ["#FB7185", "#F59E0B"],
  ["#34D399", "#0EA5E9"],
  ["#F59E0B", "#EF4444"],
  ["#22D3EE", "#6366F1"],
  ["#A78BFA", "#F472B6"],
  ["#0EA5E9", "#1E3A8A"],
  ["#FDBA74", "#BE185D"],
  ["#2DD4BF", "#4338CA"],
  ["#FDE68A", "#EA580C"],
  ["#818CF8", "#0F172A"],
];

/** Mixes two #rrggbb colours; t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parse(a);
  const pb = parse(b);
  const out = pa.map((value, index) => Math.round(value + ((pb[index] ?? 0) - value) * t));
  return `#${out.map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, "#ffffff", amount) : mix(color, "#000000", -amount);
}

export function alpha(color: string, opacity: number): string {
  const [r, g, b] = parse(color);
  return `rgba(${r},${g},${b},${opacity})`;
}

function parse(color: string): [number, number, number] {
  const raw = color.replace("#", "");
  const hex = raw.length === 3 ? raw.replace(/./g, (digit) => digit + digit) : raw;
  if (!/^[0-9a-fA-F]{6}$/.test(hex)) throw new Error(`expected #rrggbb, got ${color}`);
  return [
    Number.parseInt(hex.slice(0, 2), 16),
    Number.parseInt(hex.slice(2, 4), 16),
    Number.parseInt(hex.slice(4, 6), 16),
  ];
}
