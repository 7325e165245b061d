import type { ImageRendition, ResponsiveImage, VectorImage } from "./types";

type UrlMap = Record<string, string>;
type Size = { width: number; height: number };

/**
 * Intrinsic sizes of generated files, by top folder of app/assets: pass the folders of
 * app/assets/manifest.json a module uses, e.g. `import { products } from "~/assets/manifest.json"`
 * then `{ products }`; importing folders by name lets a browser bundle carry only those.
 */
export type ManifestFolders = Record<string, Readonly<Record<string, Size>>>;

/** The size of a generated file (path relative to app/assets), e.g. a poster imported with `?url`. */
export function generatedSize(file: string, folders: ManifestFolders): Size {
  const slash = file.indexOf("/");
  const size = folders[file.slice(0, slash)]?.[file.slice(slash + 1)];
  if (!size) throw new Error(`app/assets/manifest.json has no size for ${file}: run npm run assets`);
  return { width: size.width, height: size.height };
}

/**
 * Builds a lookup for generated rasters (AVIF + WebP pairs under app/assets), sized from the
 * manifest. Each content module globs only its own folder, so a page ships only the URLs it uses:
 *
 *   const productImage = imageSet(
 *     import.meta.glob("/app/assets/products/*\/*.avif", { eager: true, query: "?url", import: "default" }),
 *     import.meta.glob("/app/assets/products/*\/*.webp", { eager: true, query: "?url", import: "default" }),
 *     { products },
 *   );
 *   productImage("products/vivre/card", "VIVRE");
 */
export function imageSet(avifUrls: UrlMap, webpUrls: UrlMap, sizes: ManifestFolders) {
  return (stem: string, alt: string): ResponsiveImage => {
    const avif = avifUrls[`/app/assets/${stem}.avif`];
    const webp = webpUrls[`/app/assets/${stem}.webp`];
    if (!avif || !webp) throw new Error(`Missing generated image app/assets/${stem}.{avif,webp}`);
    return { avif, webp, alt, ...generatedSize(`${stem}.avif`, sizes) };
  };
}

/** Like imageSet, for renditions that may not have been generated (undefined then). */
export function optionalRenditionSet(avifUrls: UrlMap, webpUrls: UrlMap, sizes: ManifestFolders) {
  return (stem: string): ImageRendition | undefined => {
    const avif = avifUrls[`/app/assets/${stem}.avif`];
    const webp = webpUrls[`/app/assets/${stem}.webp`];
    if (!avif || !webp) return undefined;
    return { avif, webp, ...generatedSize(`${stem}.avif`, sizes) };
  };
}

/** Lookup for generated SVGs (logos, wordmarks) under app/assets, sized from the manifest. */
export function svgSet(svgUrls: UrlMap, sizes: ManifestFolders) {
  return (stem: string): VectorImage => {
    const src = svgUrls[`/app/assets/${stem}.svg`];
    if (!src) throw new Error(`Missing generated image app/assets/${stem}.svg`);
    return { src, ...generatedSize(`${stem}.svg`, sizes) };
  };
}
