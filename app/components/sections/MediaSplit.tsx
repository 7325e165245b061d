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

/** An illustration beside a block of text; stacks on narrow screens. */
export function MediaSplit({ image, children, reverse = false, reveal = false }: MediaSplitProps) {
  return (
    <Split wideGap={8} reverse={reverse} data-reveal={reveal ? "" : undefined}>
      <div className={styles.media}>
        <Picture image={image} className={styles.image} />
      </div>
      <div className={styles.text}>{children}</div>
    </Split>
  );
}
