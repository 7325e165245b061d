import { Picture, ScreenCrop } from "~/components/ui";
import type { PhoneCrop, ResponsiveImage } from "~/content/types";
import styles from "./ProductPage.module.css";

interface ProductScreenProps {
  image: ResponsiveImage;
  /** The part of the screen shown on phones, where the whole screen would set its text at 3–5 px. */
  crop?: PhoneCrop;
  /** A second part, shown under `crop` on phones only: two regions stacked make the phone's composition. */
  cropBelow?: PhoneCrop;
  /** The hero's screen: loaded first. */
  priority?: boolean;
  className?: string;
}

/** A product screen in a rounded frame: whole from 640 px; on phones one region of it, or two stacked (ui/ScreenCrop). */
export function ProductScreen({ image, crop, cropBelow, priority, className }: ProductScreenProps) {
  const frame = className ? `${styles.frame} ${className}` : styles.frame;
  const picture = (
    <Picture image={image} className={styles.screenImage} priority={priority} phoneCrop={crop?.phoneImage} />
  );
  if (!crop) return <span className={frame}>{picture}</span>;
  if (!cropBelow) {
    return (
      <ScreenCrop region={crop} image={image} className={frame}>
        {picture}
      </ScreenCrop>
    );
  }
  return (
    <span className={frame}>
      <ScreenCrop region={crop} image={image}>
        {picture}
      </ScreenCrop>
      {/* A second region of the screen (the same file again when it has no image of its own); the first one carries the alt text. */}
      <ScreenCrop region={cropBelow} image={image} className={styles.phoneOnly}>
        <Picture image={{ ...image, alt: "" }} className={styles.screenImage} phoneCrop={cropBelow.phoneImage} />
      </ScreenCrop>
    </span>
  );
}
