import type { CSSProperties, ReactNode } from "react";
import type { CropRegion } from "~/content/types";
import styles from "./ScreenCrop.module.css";

/**
 * A wide product screen that shows whole from 640 px and, on phones, only `region` of it, enlarged
 * to the frame's width: the whole screen in 330 px would set its text at 3–5 px. The frame takes the
 * region's proportions; the image inside keeps its own (no distortion).
 */
export function ScreenCrop({
  region,
  image,
  className,
  children,
}: {
  region: CropRegion;
  /** The intrinsic size of the image inside. */
  image: { width: number; height: number };
  className?: string;
  children: ReactNode;
}) {
  const style = {
    "--crop-x": region.x,
    "--crop-y": region.y,
    "--crop-w": region.w,
    "--crop-ratio": `${Math.round(region.w * image.width)} / ${Math.round(region.h * image.height)}`,
  } as CSSProperties;
  return (
    <span className={className ? `${styles.crop} ${className}` : styles.crop} style={style}>
      {children}
    </span>
  );
}
