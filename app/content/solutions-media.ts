import { solutions } from "~/assets/manifest.json";
import { imageSet } from "./media";
import type { ResponsiveImage } from "./types";

const solutionImage = imageSet(
  import.meta.glob<string>("/app/assets/solutions/*.avif", { eager: true, query: "?url", import: "default" }),
  import.meta.glob<string>("/app/assets/solutions/*.webp", { eager: true, query: "?url", import: "default" }),
  { solutions },
);

/** One of the solution illustrations (app/assets/solutions/<file>.{avif,webp}). */
export function solutionIllustration(file: string, alt: string): ResponsiveImage {
  return solutionImage(`solutions/${file}`, alt);
}
