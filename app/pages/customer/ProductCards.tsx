import { Link } from "react-router";
import { CardGrid } from "~/components/ui";
import type { ProductCard } from "~/content/schemas/customers";
import styles from "./CustomerStoryPage.module.css";

/** Products as linked cards: logo, tagline and a link to the product's page. */
export function ProductCards({ products }: { products: readonly ProductCard[] }) {
  return (
    <CardGrid columns={4}>
      {products.map((product) => (
        <li key={product.path} className={styles.product}>
          <img
            src={product.logo.src}
            alt={`${product.name} logo`}
            width={product.logo.width}
            height={product.logo.height}
            loading="lazy"
            className={styles.productLogo}
          />
          <p>{product.tagline}</p>
          <Link to={product.path} className={styles.productLink}>
            Explore {product.name} <span aria-hidden="true">→</span>
          </Link>
        </li>
      ))}
    </CardGrid>
  );
}
