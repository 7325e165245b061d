import { Picture } from "~/components/ui";
import type { ResponsiveImage } from "~/content/types";
import styles from "./HeroIllustration.module.css";

/** A page hero's drawn illustration in its frame, loaded at once (it is above the fold on wide screens). */
export function HeroIllustration({ image }: { image: ResponsiveImage }) {
  return (
    <div className={styles.frame}>
      <Picture image={image} priority className={styles.image} />
    </div>
  );
}
