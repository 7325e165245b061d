import { imageSet } from "./media";
import type { ResponsiveImage } from "./types";

/**
 * Hero images of blog articles: the four original articles have their own illustrations
 * (app/assets/blog); the later ones reuse product and OTT visuals.
 */
const articleImage = imageSet(
  import.meta.glob<string>(
    [
      "/app/assets/blog/*.avif",
      "/app/assets/ott/certification.avif",
      "/app/assets/products/{adpilot,hospitality}/screen-1.avif",
    ],
    { eager: true, query: "?url", import: "default" },
  ),
  import.meta.glob<string>(
    [
      "/app/assets/blog/*.webp",
      "/app/assets/ott/certification.webp",
      "/app/assets/products/{adpilot,hospitality}/screen-1.webp",
    ],
    { eager: true, query: "?url", import: "default" },
  ),
);

const BLOG_HERO = { width: 1600, height: 900 } as const;
const ILLUSTRATION = { width: 1200, height: 800 } as const;
const PRODUCT_SCREEN = { width: 1400, height: 1000 } as const;

export function blogHero(slug: string, alt: string): ResponsiveImage {
  return articleImage(`blog/${slug}`, alt, BLOG_HERO);
}

export function ottIllustration(name: "certification", alt: string): ResponsiveImage {
  return articleImage(`ott/${name}`, alt, ILLUSTRATION);
}

export function productScreenshot(product: "adpilot" | "hospitality", alt: string): ResponsiveImage {
  return articleImage(`products/${product}/screen-1`, alt, PRODUCT_SCREEN);
}
