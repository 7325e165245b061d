/**
 * The hero video and its posters. Imported by the route module (not the loader) because
 * the home route's `links` preloads the poster, the page's LCP image.
 */
import { video } from "~/assets/manifest.json";
import heroMp4 from "~/assets/video/hero.mp4?url";
import heroWebm from "~/assets/video/hero.webm?url";
import posterAvif from "~/assets/video/hero-poster.avif?url";
import posterWebp from "~/assets/video/hero-poster.webp?url";
import posterSmallAvif from "~/assets/video/hero-poster-small.avif?url";
import posterSmallWebp from "~/assets/video/hero-poster-small.webp?url";
import type { LoopingVideoMedia } from "~/components/media/LoopingVideo";
import { generatedSize } from "~/content/media";

const poster = { avif: posterAvif, webp: posterWebp, alt: "", ...generatedSize("video/hero-poster.avif", { video }) };
const posterSmall = {
  avif: posterSmallAvif,
  webp: posterSmallWebp,
  alt: "",
  ...generatedSize("video/hero-poster-small.avif", { video }),
};

export const heroVideo: LoopingVideoMedia = { webm: heroWebm, mp4: heroMp4, poster, posterSmall };

/** <link rel="preload"> for the poster, matching the <picture> the hero renders. */
export const heroPosterPreload = {
  rel: "preload",
  as: "image",
  type: "image/avif",
  imageSrcSet: `${posterSmall.avif} ${posterSmall.width}w, ${poster.avif} ${poster.width}w`,
  imageSizes: "100vw",
  fetchPriority: "high",
} as const;
