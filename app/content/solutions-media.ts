import { imageSet } from "./media";
import type { ResponsiveImage } from "./types";

const solutionImage = imageSet(
  import.meta.glob<string>("/app/assets/solutions/*.avif", { eager: true, query: "?url", import: "default" }),
  import.meta.glob<string>("/app/assets/solutions/*.webp", { eager: true, query: "?url", import: "default" }),
);

export const ILLUSTRATION_SIZE = { width: 1200, height: 800 } as const;

/** One of the solution illustrations (app/assets/solutions/<file>.{avif,webp}, 1200×800). */
export function solutionIllustration(file: string, alt: string): ResponsiveImage {
  return solutionImage(`solutions/${file}`, alt, ILLUSTRATION_SIZE);
}
