/**
 * The phone crops the product pages name (app/content/product-pages.ts): the hero's and each
 * slide's `crop` and `cropBelow`. The generator draws exactly these and the asset test requires
 * them (and no others), so a region changed in the content asks for its new file at once.
 */
import { phoneCropStem, type ScreenRegion } from "#shared/content/phone-crops.ts";
import type { ProductSlug } from "#shared/content/products.ts";
import { productPages } from "../../../app/content/product-pages.ts";

export interface PhoneCrop {
  slug: ProductSlug;
  /** 1-based, as in the content. */
  screen: number;
  region: ScreenRegion;
  /** Raster stem (written as .avif and .webp). */
  stem: string;
  /** The hero's region: on screen when a phone first paints, so it gets the first-paint byte budget. */
  firstPaint: boolean;
}

export function phoneCropFiles(only?: string): PhoneCrop[] {
  const crops = new Map<string, PhoneCrop>();
  for (const [slug, page] of Object.entries(productPages) as [ProductSlug, (typeof productPages)[ProductSlug]][]) {
    if (only && slug !== only) continue;
    const shown = [page.hero, ...page.carousel.slides];
    for (const [index, { screen, crop, cropBelow }] of shown.entries()) {
      for (const region of [crop, cropBelow]) {
        if (!region) continue;
        const stem = phoneCropStem(slug, screen, region);
        const firstPaint = index === 0 || crops.get(stem)?.firstPaint === true;
        crops.set(stem, { slug, screen, region, stem, firstPaint });
      }
    }
  }
  return [...crops.values()];
}
