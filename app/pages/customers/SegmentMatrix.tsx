import { Link } from "react-router";
import type { Segment } from "~/content/schemas/customers";
import styles from "./SegmentMatrix.module.css";

/** Who builds what: one row per kind of business, its products as logo links to their pages. */
export function SegmentMatrix({ segments }: { segments: readonly Segment[] }) {
  return (
    <ul className={styles.matrix}>
      {segments.map((segment) => (
        <li key={segment.audience} className={styles.row}>
          <h3 className={styles.audience}>{segment.audience}</h3>
          <ul className={styles.products} aria-label={`Products for ${segment.audience.toLowerCase()}`}>
            {segment.products.map((product) => (
              <li key={product.path}>
                <Link to={product.path} className={styles.product}>
                  <img
                    src={product.glyph.src}
                    alt=""
                    width={product.glyph.width}
                    height={product.glyph.height}
                    loading="lazy"
                    className={styles.glyph}
                  />
                  {product.name}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
