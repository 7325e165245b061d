import { Picture } from "~/components/ui";
import type { ImageWithSmall } from "~/content/types";
import styles from "./HeroIllustration.module.css";

/** A page hero's drawn illustration in its frame (at most 560 px wide), loaded at once: it is above the fold. */
export function HeroIllustration({ image }: { image: ImageWithSmall }) {
  return (
    <div className={styles.frame}>
      <Picture
        image={image}
        smaller={image.small}
        priority
        className={styles.image}
        sizes="(min-width: 608px) 560px, calc(100vw - 3rem)"
      />
    </div>
  );
}
