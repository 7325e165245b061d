import { type WhitepaperId, whitepaperIds } from "#shared/content/whitepapers.ts";
import { resources } from "~/assets/manifest.json";
import { imageSet } from "./media";
import type { ResponsiveImage } from "./types";

const coverImage = imageSet(
  import.meta.glob<string>("/app/assets/resources/whitepaper-*.avif", {
    eager: true,
    query: "?url",
    import: "default",
  }),
  import.meta.glob<string>("/app/assets/resources/whitepaper-*.webp", {
    eager: true,
    query: "?url",
    import: "default",
  }),
  { resources },
);

/** Cover of a whitepaper (app/assets/resources/whitepaper-<n>, n counting from 1 in catalogue order). */
export function whitepaperCover(id: WhitepaperId, alt: string): ResponsiveImage {
  return coverImage(`resources/whitepaper-${whitepaperIds.indexOf(id) + 1}`, alt);
}
