import { z } from "zod";

/** A generated raster (AVIF + WebP) with its intrinsic size; alt may be empty only for decorative images. */
export const imageSchema = z.object({
  avif: z.string().min(1),
  webp: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});

/** An image that carries information: it needs a real text alternative. */
export const informativeImageSchema = imageSchema.extend({
  alt: z
    .string()
    .min(10, { error: "Missing alt text: describe what the image shows (at least 10 characters)." })
    .max(200, { error: "Alt text too long: at most 200 characters." }),
});

/** The same picture at a smaller size, which phones load where it is their LCP image. */
export const smallRenditionSchema = imageSchema.omit({ alt: true });

/** A hero's drawn visual: informative, with a smaller rendition for phones. */
export const heroArtSchema = informativeImageSchema.extend({ small: smallRenditionSchema });

/** A generated SVG (logo, wordmark) with its viewBox size. */
export const vectorImageSchema = z.object({
  src: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const gradientSchema = z.object({
  start: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  end: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
});

export const videoSchema = z.object({
  webm: z.string().min(1),
  mp4: z.string().min(1),
  poster: imageSchema,
  posterSmall: imageSchema.optional(),
});

/** Visible copy: a sentence or more, never empty. */
export const prose = (min = 20, max = 600) => z.string().min(min).max(max);
export const label = (max = 80) => z.string().min(2).max(max);

const fraction = z.number().min(0).max(1);
/** The region of a wide screen shown on phones (fractions of its size; see ui/ScreenCrop). */
export const cropRegionSchema = z
  .object({ x: fraction, y: fraction, w: fraction.positive(), h: fraction.positive() })
  .refine((region) => region.x + region.w <= 1 && region.y + region.h <= 1, "The region lies within the screen");
