import type { ReactNode } from "react";
import { Picture } from "~/components/ui";
import type { HeroArtImage } from "~/content/hero-art-media";
import styles from "./HeroArt.module.css";

interface HeroArtProps {
  image: HeroArtImage;
  /**
   * Load at once with high priority: the visual is the largest element of an inner page's hero
   * (below the headline on phones, still mostly on screen). The home hero turns this off, since
   * its preloaded video poster is the LCP image there.
   */
  priority?: boolean;
  /** Pinned to the visual (e.g. the Pause/Play button of the video behind the hero). */
  children?: ReactNode;
}

/** The drawn visual beside a top-level page's headline, on a soft brand glow. */
export function HeroArt({ image, priority = true, children }: HeroArtProps) {
  return (
    <div className={styles.art}>
      <Picture
        image={image}
        smaller={image.small}
        priority={priority}
        className={styles.image}
        sizes="(min-width: 1024px) 560px, (min-width: 648px) 600px, calc(100vw - 3rem)"
      />
      {children}
    </div>
  );
}
