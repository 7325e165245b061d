import { Link } from "react-router";
import type { PhoneCrop, ResponsiveImage } from "~/content/types";
import styles from "./ProductPage.module.css";
import { ProductScreen } from "./ProductScreen";

interface ProductSlideProps {
  image: ResponsiveImage;
  caption: string;
  /** Clicking the slide follows this link (an in-page anchor or a path). */
  href?: string;
  crop?: PhoneCrop;
  cropBelow?: PhoneCrop;
}

/** One screen of a product carousel: the screenshot and its caption, optionally a link. */
export function ProductSlide({ image, caption, href, crop, cropBelow }: ProductSlideProps) {
  const body = (
    <>
      <ProductScreen image={image} crop={crop} cropBelow={cropBelow} />
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
