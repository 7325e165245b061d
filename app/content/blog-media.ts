import { blog } from "~/assets/manifest.json";
import { imageSet } from "./media";
import type { ResponsiveImage } from "./types";

/**
 * Hero images of blog articles: the four original articles have their own illustrations
 * (app/assets/blog); the later ones reuse product and OTT visuals (product-media, ott-media).
 */
const articleImage = imageSet(
  import.meta.glob<string>("/app/assets/blog/*.avif", { eager: true, query: "?url", import: "default" }),
  import.meta.glob<string>("/app/assets/blog/*.webp", { eager: true, query: "?url", import: "default" }),
  { blog },
);

export function blogHero(slug: string, alt: string): ResponsiveImage {
  return articleImage(`blog/${slug}`, alt);
}
