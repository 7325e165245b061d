import { imageSet, svgSet } from "./media";
import type { ResponsiveImage } from "./types";

const customerImage = imageSet(
  import.meta.glob<string>("/app/assets/customers/*.avif", { eager: true, query: "?url", import: "default" }),
  import.meta.glob<string>("/app/assets/customers/*.webp", { eager: true, query: "?url", import: "default" }),
);
const customerSvg = svgSet(
  import.meta.glob<string>("/app/assets/customers/*.svg", { eager: true, query: "?url", import: "default" }),
);

const GALLERY_SIZE = { width: 1200, height: 800 } as const;
const FEATURE_SIZE = { width: 800, height: 600 } as const;

export function galleryImage(index: 1 | 2 | 3 | 4 | 5 | 6 | 7, alt: string): ResponsiveImage {
  return customerImage(`customers/gallery-${index}`, alt, GALLERY_SIZE);
}

export function featureImage(index: 1 | 2 | 3, alt: string): ResponsiveImage {
  return customerImage(`customers/feature-${index}`, alt, FEATURE_SIZE);
}

/** The customer's monochrome wordmark (app/assets/customers/<slug>.svg). */
export function customerWordmark(slug: string): string {
  return customerSvg(`customers/${slug}`);
}
