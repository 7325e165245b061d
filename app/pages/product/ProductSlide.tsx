import { Link } from "react-router";
import { Picture } from "~/components/ui";
import type { ResponsiveImage } from "~/content/types";
import styles from "./ProductPage.module.css";

interface ProductSlideProps {
  image: ResponsiveImage;
  caption: string;
  /** Clicking the slide follows this link (an in-page anchor or a path). */
  href?: string;
}

/** One screen of a product carousel: the screenshot and its caption, optionally a link. */
export function ProductSlide({ image, caption, href }: ProductSlideProps) {
  const body = (
    <>
      <span className={styles.frame}>
        <Picture image={image} className={styles.slideImage} />
      </span>
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
