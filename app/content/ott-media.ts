import { ott } from "~/assets/manifest.json";
import { imageSet } from "./media";
import type { ResponsiveImage } from "./types";

const ottImage = imageSet(
  import.meta.glob<string>("/app/assets/ott/*.avif", { eager: true, query: "?url", import: "default" }),
  import.meta.glob<string>("/app/assets/ott/*.webp", { eager: true, query: "?url", import: "default" }),
  { ott },
);

/** An illustration of the OTT app development page (app/assets/ott/<file>). */
export function ottIllustration(file: string, alt: string): ResponsiveImage {
  return ottImage(`ott/${file}`, alt);
}
