import { heroes } from "~/assets/manifest.json";
import { imageSet } from "./media";
import type { ImageWithSmall } from "./types";

const heroImage = imageSet(
  import.meta.glob<string>("/app/assets/heroes/*.avif", { eager: true, query: "?url", import: "default" }),
  import.meta.glob<string>("/app/assets/heroes/*.webp", { eager: true, query: "?url", import: "default" }),
  { heroes },
);

/** The top-level pages that show a drawn visual beside their headline (app/assets/heroes/<name>). */
export type HeroArtName = "home" | "about" | "solutions" | "ott" | "products";

/** A hero visual with the smaller rendition phones load. */
export type HeroArtImage = ImageWithSmall;

/** A hero's copy with its `imageAlt` turned into the drawn visual it describes. */
export function withHeroArt<Hero extends { imageAlt: string }>(
  name: HeroArtName,
  { imageAlt, ...hero }: Hero,
): Omit<Hero, "imageAlt"> & { image: HeroArtImage } {
  const { alt: _, ...small } = heroImage(`heroes/${name}-small`, "");
  return { ...hero, image: { ...heroImage(`heroes/${name}`, imageAlt), small } };
}
