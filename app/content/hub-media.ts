import { hub } from "~/assets/manifest.json";
import { imageSet } from "./media";
import type { ResponsiveImage } from "./types";

const hubImage = imageSet(
  import.meta.glob<string>("/app/assets/hub/*-hero.avif", { eager: true, query: "?url", import: "default" }),
  import.meta.glob<string>("/app/assets/hub/*-hero.webp", { eager: true, query: "?url", import: "default" }),
  { hub },
);

export type HubPage = "customers" | "partners" | "resources" | "bookmeeting";

/**
 * The hero illustration of a hub page (app/assets/hub/<page>-hero). Decorative by default: the
 * headline and lead beside it say the same.
 */
export function hubHeroArt(page: HubPage, alt = ""): ResponsiveImage {
  return hubImage(`hub/${page}-hero`, alt);
}
