import type { ReactNode } from "react";
import { Picture, ScreenCrop, Split } from "~/components/ui";
import type { CropRegion, ResponsiveImage } from "~/content/types";
import styles from "./MediaSplit.module.css";

interface MediaSplitProps {
  image: ResponsiveImage;
  /** The part of the image phones show, enlarged (ScreenCrop); the whole image from 640 px. */
  crop?: CropRegion;
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
export function MediaSplit({ image, crop, children, reverse = false, reveal = false }: MediaSplitProps) {
  return (
    // The text comes first in the document; side by side it goes to the second column unless `reverse`.
    <Split wideGap={8} reverse={!reverse} data-reveal={reveal ? "" : undefined}>
      <div className={styles.text}>{children}</div>
      <div className={styles.media}>
        {crop ? (
          <ScreenCrop region={crop} image={image} className={styles.image}>
            <Picture image={image} />
          </ScreenCrop>
        ) : (
          <Picture image={image} className={styles.image} />
        )}
      </div>
    </Split>
  );
}
