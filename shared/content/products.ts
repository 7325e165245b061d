/**
 * The product registry: the one list of products. The route table, the mega menu, the footer,
 * the home page's product sections, the sitemap and the asset generator (scripts/assets) all
 * read it, so adding a product means adding an entry here, its copy (TypeScript then asks for
 * it in app/content) and its artwork.
 * Kept small: the route table ships it to the browser.
 */
export interface GradientPair {
  start: string;
  end: string;
}

export interface ProductEntry {
  /** URL segment (/product/<slug>) and folder of its generated images (app/assets/products/<slug>). */
  slug: string;
  name: string;
  /** Short tagline (the spec's "Disc" on navigation cards). */
  tagline: string;
  gradient: GradientPair;
  /** Operating systems it runs on, for the page's structured data. */
  platforms: string;
  /** Linked from the footer ("Work with us"), as the spec links the footer to VIVRE. */
  inFooter?: boolean;
}

export const products = [
  {
    slug: "vivre",
    name: "VIVRE",
    tagline: "Experience, engage, monetise",
    gradient: { start: "#7C5CFF", end: "#22D3EE" },
    platforms: "Web, Android, iOS, Android TV, tvOS, Tizen, webOS, Roku, HbbTV",
    inFooter: true,
  },
  {
    slug: "sara",
    name: "S.A.R.A.",
    tagline: "AI-powered content discovery and insights",
    gradient: { start: "#F472B6", end: "#8B5CF6" },
    platforms: "Web",
  },
  {
    slug: "blink",
    name: "Blinks",
    tagline: "Create, share, discover short-form video",
    gradient: { start: "#EC4899", end: "#FB7185" },
    platforms: "Android, iOS, Web",
  },
  {
    slug: "hospitality",
    name: "Hospitality Suite",
    tagline: "In-room entertainment and hotel services",
    gradient: { start: "#34D399", end: "#0EA5E9" },
    platforms: "Android TV",
  },
  {
    slug: "adpilot",
    name: "AdPilot",
    tagline: "Promote, analyse, monetise",
    gradient: { start: "#F59E0B", end: "#EF4444" },
    platforms: "Web",
  },
  {
    slug: "reelcraft",
    name: "ReelCraft",
    tagline: "Promote content, enrich metadata, commercialise",
    gradient: { start: "#A3E635", end: "#22C55E" },
    platforms: "Web",
  },
] as const satisfies readonly ProductEntry[];

export type ProductSlug = (typeof products)[number]["slug"];

export const productSlugs: readonly ProductSlug[] = products.map((product) => product.slug);

export function productPath(slug: string): string {
  return `/product/${slug}`;
}

export function productBySlug(slug: ProductSlug): ProductEntry {
  const product = products.find((entry) => entry.slug === slug);
  if (!product) throw new Error(`Unknown product ${slug}`);
  return product;
}

/** The product whose page is at `path` (canonical spelling), if any. */
export function productAtPath(path: string): (ProductEntry & { slug: ProductSlug }) | undefined {
  return products.find((entry) => productPath(entry.slug) === path);
}
