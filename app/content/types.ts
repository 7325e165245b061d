/** Shared shapes of content entries. Validated with zod at build (see content/schemas.ts). */

/** A raster image available as AVIF and WebP at a known intrinsic size. */
export interface ResponsiveImage {
  avif: string;
  webp: string;
  width: number;
  height: number;
  alt: string;
}

export interface GradientPair {
  start: string;
  end: string;
}
