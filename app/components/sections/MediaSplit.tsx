import type { ReactNode } from "react";
import { Picture, Split } from "~/components/ui";
import type { ResponsiveImage } from "~/content/types";
import styles from "./MediaSplit.module.css";

interface MediaSplitProps {
  image: ResponsiveImage;
  /** Text column: heading, paragraphs, lists, actions. */
  children: ReactNode;
  /** Image on the right instead of the left (wide screens). */
  reverse?: boolean;
  reveal?: boolean;
}

/**
 * An illustration beside a block of text; stacked on narrow screens with the text (and its heading)
 * first, so a section never opens on a picture that runs on from the one above it.
 */
export function MediaSplit({ image, children, reverse = false, reveal = false }: MediaSplitProps) {
  return (
    // The text comes first in the document; side by side it goes to the second column unless `reverse`.
    <Split wideGap={8} reverse={!reverse} data-reveal={reveal ? "" : undefined}>
      <div className={styles.text}>{children}</div>
      <div className={styles.media}>
        <Picture image={image} className={styles.image} />
      </div>
    </Split>
  );
}
