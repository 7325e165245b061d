import { solutions } from "~/assets/manifest.json";
import { imageSet, svgSet } from "./media";
import type { ResponsiveImage, VectorImage } from "./types";

const solutionImage = imageSet(
  import.meta.glob<string>("/app/assets/solutions/*.avif", { eager: true, query: "?url", import: "default" }),
  import.meta.glob<string>("/app/assets/solutions/*.webp", { eager: true, query: "?url", import: "default" }),
  { solutions },
);

/** One of the solution illustrations (app/assets/solutions/<file>.{avif,webp}). */
export function solutionIllustration(file: string, alt: string): ResponsiveImage {
  return solutionImage(`solutions/${file}`, alt);
}

const solutionLogo = svgSet(
  import.meta.glob<string>("/app/assets/solutions/*.svg", { eager: true, query: "?url", import: "default" }),
  { solutions },
);

/** A logo drawn for one of the solutions (app/assets/solutions/<file>.svg), e.g. the T.P.X logo. */
export function solutionLogoImage(file: string): VectorImage {
  return solutionLogo(`solutions/${file}`);
}
