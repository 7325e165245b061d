import type { ResponsiveImage } from "./types";

type UrlMap = Record<string, string>;

/**
 * Builds a lookup for generated rasters (AVIF + WebP pairs under app/assets).
 * Each content module globs only its own folder, so a page ships only the URLs it uses:
 *
 *   const productImage = imageSet(
 *     import.meta.glob("/app/assets/products/*\/*.avif", { eager: true, query: "?url", import: "default" }),
 *     import.meta.glob("/app/assets/products/*\/*.webp", { eager: true, query: "?url", import: "default" }),
 *   );
 *   productImage("products/vivre/card", "VIVRE", { width: 640, height: 400 });
 */
export function imageSet(avifUrls: UrlMap, webpUrls: UrlMap) {
  return (stem: string, alt: string, size: { width: number; height: number }): ResponsiveImage => {
    const avif = avifUrls[`/app/assets/${stem}.avif`];
    const webp = webpUrls[`/app/assets/${stem}.webp`];
    if (!avif || !webp) throw new Error(`Missing generated image app/assets/${stem}.{avif,webp}`);
    return { avif, webp, alt, ...size };
  };
}

/** Lookup for generated SVGs (logos, wordmarks) under app/assets. */
export function svgSet(svgUrls: UrlMap) {
  return (stem: string): string => {
    const url = svgUrls[`/app/assets/${stem}.svg`];
    if (!url) throw new Error(`Missing generated image app/assets/${stem}.svg`);
    return url;
  };
}
