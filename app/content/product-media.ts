import { phoneCropStem } from "#shared/content/phone-crops.ts";
import type { ProductSlug } from "#shared/content/products.ts";
import { crops, products } from "~/assets/manifest.json";
import { imageSet, optionalRenditionSet, svgSet } from "./media";
import type { CropRegion, PhoneCrop, ResponsiveImage, VectorImage } from "./types";

// One lookup per kind of file, marked pure, so the mega menu's bundle carries only the card URLs.
const cardImage = /* @__PURE__ */ imageSet(
  import.meta.glob<string>("/app/assets/products/*/card.avif", { eager: true, query: "?url", import: "default" }),
  import.meta.glob<string>("/app/assets/products/*/card.webp", { eager: true, query: "?url", import: "default" }),
  { products },
);
const screenImage = /* @__PURE__ */ imageSet(
  import.meta.glob<string>("/app/assets/products/*/screen-*.avif", { eager: true, query: "?url", import: "default" }),
  import.meta.glob<string>("/app/assets/products/*/screen-*.webp", { eager: true, query: "?url", import: "default" }),
  { products },
);
const phoneCropImage = /* @__PURE__ */ optionalRenditionSet(
  import.meta.glob<string>("/app/assets/crops/*/*.avif", { eager: true, query: "?url", import: "default" }),
  import.meta.glob<string>("/app/assets/crops/*/*.webp", { eager: true, query: "?url", import: "default" }),
  { crops },
);
const glyphImage = /* @__PURE__ */ svgSet(
  import.meta.glob<string>("/app/assets/products/*/glyph.svg", { eager: true, query: "?url", import: "default" }),
  { products },
);
const logoImage = /* @__PURE__ */ svgSet(
  import.meta.glob<string>("/app/assets/products/*/logo.svg", { eager: true, query: "?url", import: "default" }),
  { products },
);

export function productCardImage(slug: ProductSlug, alt: string): ResponsiveImage {
  return cardImage(`products/${slug}/card`, alt);
}

/** UI screens 1–4 of a product, for carousels. */
export function productScreen(slug: ProductSlug, index: 1 | 2 | 3 | 4, alt: string): ResponsiveImage {
  return screenImage(`products/${slug}/screen-${index}`, alt);
}

/** A region of a screen that phones show, with its own drawn image (shared/content/phone-crops.ts) when one exists. */
export function productPhoneCrop(
  slug: ProductSlug,
  screen: number,
  region: CropRegion | undefined,
): PhoneCrop | undefined {
  if (!region) return undefined;
  const phoneImage = phoneCropImage(phoneCropStem(slug, screen, region));
  return phoneImage ? { ...region, phoneImage } : region;
}

export function productLogo(slug: ProductSlug): VectorImage {
  return logoImage(`products/${slug}/logo`);
}

/** The product's mark alone (48 x 48), for lists that name the product beside it. */
export function productGlyph(slug: ProductSlug): VectorImage {
  return glyphImage(`products/${slug}/glyph`);
}
