import { video } from "~/assets/manifest.json";
import { imageSet } from "./media";

const aboutImage = imageSet(
  import.meta.glob<string>("/app/assets/video/about-poster.avif", {
    eager: true,
    query: "?url",
    import: "default",
  }),
  import.meta.glob<string>("/app/assets/video/about-poster.webp", {
    eager: true,
    query: "?url",
    import: "default",
  }),
  { video },
);
const aboutVideoFiles = import.meta.glob<string>("/app/assets/video/about.{webm,mp4}", {
  eager: true,
  query: "?url",
  import: "default",
});

/** The About page's looping video with its poster. */
export function aboutVideo() {
  const webm = aboutVideoFiles["/app/assets/video/about.webm"];
  const mp4 = aboutVideoFiles["/app/assets/video/about.mp4"];
  if (!webm || !mp4) throw new Error("Missing generated video app/assets/video/about.{webm,mp4}");
  return { webm, mp4, poster: aboutImage("video/about-poster", "") };
}
