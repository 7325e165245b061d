import { Link } from "react-router";
import { Picture, ScreenCrop } from "~/components/ui";
import type { CropRegion, ResponsiveImage } from "~/content/types";
import styles from "./ProductPage.module.css";

interface ProductSlideProps {
  image: ResponsiveImage;
  caption: string;
  /** Clicking the slide follows this link (an in-page anchor or a path). */
  href?: string;
  /** The part of the screen shown on phones, where the whole screen would set its text at 3–5 px. */
  crop?: CropRegion;
  /** A second part, shown under `crop` on phones only: two regions stacked make the phone's composition. */
  cropBelow?: CropRegion;
}

/** One screen of a product carousel: the screenshot and its caption, optionally a link. */
export function ProductSlide({ image, caption, href, crop, cropBelow }: ProductSlideProps) {
  const picture = <Picture image={image} className={styles.slideImage} />;
  const body = (
    <>
      {crop && cropBelow ? (
        <span className={styles.frame}>
          <ScreenCrop region={crop} image={image}>
            {picture}
          </ScreenCrop>
          {/* The same file again (one download), a second region of the screen; the first one carries the alt text. */}
          <ScreenCrop region={cropBelow} image={image} className={styles.phoneOnly}>
            <Picture image={{ ...image, alt: "" }} className={styles.slideImage} />
          </ScreenCrop>
        </span>
      ) : crop ? (
        <ScreenCrop region={crop} image={image} className={styles.frame}>
          {picture}
        </ScreenCrop>
      ) : (
        <span className={styles.frame}>{picture}</span>
      )}
      <span className={styles.caption}>{caption}</span>
    </>
  );
  if (!href) return <figure className={styles.slide}>{body}</figure>;
  return href.startsWith("#") ? (
    <a href={href} className={styles.slide}>
      {body}
    </a>
  ) : (
    <Link to={href} className={styles.slide}>
      {body}
    </Link>
  );
}
