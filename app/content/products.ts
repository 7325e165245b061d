import type { GradientPair } from "./types";

export type ProductSlug = "vivre" | "sara" | "blink" | "hospitality" | "adpilot" | "reelcraft";

/** The core identity of each product; page-specific content lives in content/product-pages. */
export interface ProductSummary {
  slug: ProductSlug;
  name: string;
  path: `/product/${ProductSlug}`;
  /** Short tagline (the spec's "Disc" on navigation cards). */
  tagline: string;
  gradient: GradientPair;
}

export const products: ProductSummary[] = [
  {
    slug: "vivre",
    name: "VIVRE",
    path: "/product/vivre",
    tagline: "Experience, engage, monetize",
    gradient: { start: "#7C5CFF", end: "#22D3EE" },
  },
  {
    slug: "sara",
    name: "S.A.R.A.",
    path: "/product/sara",
    tagline: "AI-powered content discovery and insights",
    gradient: { start: "#F472B6", end: "#8B5CF6" },
  },
  {
    slug: "blink",
    name: "Blinks",
    path: "/product/blink",
    tagline: "Create, share, discover short-form video",
    gradient: { start: "#FB7185", end: "#F59E0B" },
  },
  {
    slug: "hospitality",
    name: "Hospitality Suite",
    path: "/product/hospitality",
    tagline: "In-room entertainment and hotel services",
    gradient: { start: "#34D399", end: "#0EA5E9" },
  },
  {
    slug: "adpilot",
    name: "AdPilot",
    path: "/product/adpilot",
    tagline: "Promote, analyse, monetize",
    gradient: { start: "#F59E0B", end: "#EF4444" },
  },
  {
    slug: "reelcraft",
    name: "ReelCraft",
    path: "/product/reelcraft",
    tagline: "Promote content, enrich metadata, commercialise",
    gradient: { start: "#22D3EE", end: "#6366F1" },
  },
];

export function productBySlug(slug: ProductSlug): ProductSummary {
  const product = products.find((entry) => entry.slug === slug);
  if (!product) throw new Error(`Unknown product ${slug}`);
  return product;
}
