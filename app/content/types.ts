/** Shared shapes of content entries. Validated with zod at build (see content/schemas/). */

/** A raster image available as AVIF and WebP at a known intrinsic size. */
export interface ResponsiveImage {
  avif: string;
  webp: string;
  width: number;
  height: number;
  alt: string;
}

/** Another size of a ResponsiveImage (same picture, so no alt of its own). */
export type ImageRendition = Omit<ResponsiveImage, "alt">;

/** An image with the smaller rendition phones load (where it is their LCP image). */
export type ImageWithSmall = ResponsiveImage & { small: ImageRendition };

/** A generated SVG (logo, wordmark) and its viewBox size. */
export interface VectorImage {
  src: string;
  width: number;
  height: number;
}

export type { GradientPair } from "#shared/content/products.ts";

/** A region of a drawn screen, as fractions of its width and height (x and y: its top-left corner). */
export interface CropRegion {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A region phones show, with the region drawn as its own small image when one was generated. */
export type PhoneCrop = CropRegion & { phoneImage?: ImageRendition };
