import { hub } from "~/assets/manifest.json";
import { imageSet } from "./media";
import type { ImageWithSmall } from "./types";

const hubImage = imageSet(
  import.meta.glob<string>("/app/assets/hub/*-hero*.avif", { eager: true, query: "?url", import: "default" }),
  import.meta.glob<string>("/app/assets/hub/*-hero*.webp", { eager: true, query: "?url", import: "default" }),
  { hub },
);

export type HubPage = "customers" | "partners" | "resources" | "bookmeeting";

/**
 * The hero illustration of a hub page (app/assets/hub/<page>-hero, and -small for phones).
 * Decorative by default: the headline and lead beside it say the same.
 */
export function hubHeroArt(page: HubPage, alt = ""): ImageWithSmall {
  const { alt: _, ...small } = hubImage(`hub/${page}-hero-small`, "");
  return { ...hubImage(`hub/${page}-hero`, alt), small };
}
