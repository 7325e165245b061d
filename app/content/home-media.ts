import type { WhitepaperId } from "#shared/content/whitepapers.ts";
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
);

/** Cover of a whitepaper, for the home page's whitepaper carousel. */
export function whitepaperCover(id: WhitepaperId, alt: string): ResponsiveImage {
  return coverImage(`resources/whitepaper-${id.replace("whitepaper", "")}`, alt, { width: 800, height: 1000 });
}
