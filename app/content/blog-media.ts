import { blog } from "~/assets/manifest.json";
import { imageSet } from "./media";
import type { ImageWithSmall } from "./types";

/**
 * Hero images of blog articles: the four original articles have their own illustrations
 * (app/assets/blog); the later ones reuse product and OTT visuals (product-media, ott-media).
 */
const articleImage = imageSet(
  import.meta.glob<string>("/app/assets/blog/*.avif", { eager: true, query: "?url", import: "default" }),
  import.meta.glob<string>("/app/assets/blog/*.webp", { eager: true, query: "?url", import: "default" }),
  { blog },
);

/** An article's own illustration (app/assets/blog/<slug>, and -small for phones). */
export function blogHero(slug: string, alt: string): ImageWithSmall {
  const { alt: _, ...small } = articleImage(`blog/${slug}-small`, "");
  return { ...articleImage(`blog/${slug}`, alt), small };
}
