import { imageSet, svgSet } from "./media";
import type { ProductSlug } from "./products";
import type { ResponsiveImage } from "./types";

const productImage = imageSet(
  import.meta.glob<string>("/app/assets/products/*/*.avif", { eager: true, query: "?url", import: "default" }),
  import.meta.glob<string>("/app/assets/products/*/*.webp", { eager: true, query: "?url", import: "default" }),
);
const productSvg = svgSet(
  import.meta.glob<string>("/app/assets/products/*/logo.svg", { eager: true, query: "?url", import: "default" }),
);

export const CARD_SIZE = { width: 640, height: 400 } as const;
export const SCREEN_SIZE = { width: 1400, height: 1000 } as const;

export function productCardImage(slug: ProductSlug, alt: string): ResponsiveImage {
  return productImage(`products/${slug}/card`, alt, CARD_SIZE);
}

/** UI screens 1–4 of a product, for carousels. */
export function productScreen(slug: ProductSlug, index: 1 | 2 | 3 | 4, alt: string): ResponsiveImage {
  return productImage(`products/${slug}/screen-${index}`, alt, SCREEN_SIZE);
}

export function productLogo(slug: ProductSlug): string {
  return productSvg(`products/${slug}/logo`);
}
