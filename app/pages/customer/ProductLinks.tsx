import { Link } from "react-router";
import type { ProductCard } from "~/content/schemas/customers";
import styles from "./CustomerStoryPage.module.css";

/** Products as a compact list: each logo links to the product's page. */
export function ProductLinks({ products }: { products: readonly ProductCard[] }) {
  return (
    <ul className={styles.productLinks}>
      {products.map((product) => (
        <li key={product.path}>
          <Link to={product.path} className={styles.productLink}>
            <img
              src={product.logo.src}
              alt=""
              width={product.logo.width}
              height={product.logo.height}
              loading="lazy"
              className={styles.productLogo}
            />
            <span className={styles.productText}>
              <span className="visually-hidden">{product.name}: </span>
              {product.tagline}
            </span>
            <span aria-hidden="true" className={styles.productArrow}>
              →
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
