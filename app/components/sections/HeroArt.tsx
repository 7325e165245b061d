import { Picture } from "~/components/ui";
import type { ResponsiveImage } from "~/content/types";
import styles from "./HeroArt.module.css";

interface HeroArtProps {
  image: ResponsiveImage;
  /**
   * Load at once with high priority: for a hero whose visual is its largest element. The home
   * hero leaves this off, since its preloaded video poster is the LCP image.
   */
  priority?: boolean;
}

/** The drawn visual beside a top-level page's headline, on a soft brand glow. */
export function HeroArt({ image, priority = true }: HeroArtProps) {
  return (
    <div className={styles.art}>
      <Picture image={image} priority={priority} className={styles.image} sizes="(min-width: 900px) 560px, 100vw" />
    </div>
  );
}
