import { customers } from "~/assets/manifest.json";
import { imageSet, svgSet } from "./media";
import type { ResponsiveImage, VectorImage } from "./types";

const customerImage = imageSet(
  import.meta.glob<string>("/app/assets/customers/*.avif", { eager: true, query: "?url", import: "default" }),
  import.meta.glob<string>("/app/assets/customers/*.webp", { eager: true, query: "?url", import: "default" }),
  { customers },
);
const customerSvg = svgSet(
  import.meta.glob<string>("/app/assets/customers/*.svg", { eager: true, query: "?url", import: "default" }),
  { customers },
);

/** One of the Customers page's gallery illustrations (app/assets/customers/gallery-<n>). */
export function galleryImage(index: number, alt: string): ResponsiveImage {
  return customerImage(`customers/gallery-${index}`, alt);
}

/** One of the Customers page's feature illustrations (app/assets/customers/feature-<n>). */
export function featureImage(index: number, alt: string): ResponsiveImage {
  return customerImage(`customers/feature-${index}`, alt);
}

/** The customer's monochrome wordmark (app/assets/customers/<slug>.svg). */
export function customerWordmark(slug: string): VectorImage {
  return customerSvg(`customers/${slug}`);
}
