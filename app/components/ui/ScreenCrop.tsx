import type { CSSProperties, ReactNode } from "react";
import type { PhoneCrop } from "~/content/types";
import styles from "./ScreenCrop.module.css";

/** Where the crop applies: ScreenCrop.module.css's phone query, for a <source> of the region's own image. */
export const PHONE_CROP_MEDIA = "(max-width: 639px)";

/**
 * A wide product screen that shows whole from 640 px and, on phones, only `region` of it, enlarged
 * to the frame's width: the whole screen in 330 px would set its text at 3–5 px. The frame takes the
 * region's proportions; the image inside keeps its own (no distortion). When the region has its own
 * image (`region.phoneImage`, offered to phones by Picture's `phoneCrop`), phones show that file whole.
 */
export function ScreenCrop({
  region,
  image,
  className,
  children,
}: {
  region: PhoneCrop;
  /** The intrinsic size of the image inside. */
  image: { width: number; height: number };
  className?: string;
  children: ReactNode;
}) {
  const whole = region.phoneImage !== undefined;
  const style = {
    "--crop-x": whole ? 0 : region.x,
    "--crop-y": whole ? 0 : region.y,
    "--crop-w": whole ? 1 : region.w,
    "--crop-ratio": `${Math.round(region.w * image.width)} / ${Math.round(region.h * image.height)}`,
  } as CSSProperties;
  return (
    <span className={className ? `${styles.crop} ${className}` : styles.crop} style={style}>
      {children}
    </span>
  );
}
