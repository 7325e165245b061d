import { Link } from "react-router";
import { Picture } from "~/components/ui";
import { productCardImage } from "~/content/product-media";
import { products } from "~/content/products";
import styles from "./MegaMenu.module.css";

export const MEGA_MENU_ID = "products-mega-menu";

interface MegaMenuProps {
  open: boolean;
  /** Shown in the page flow (forced open on /products) instead of over the content. */
  inline: boolean;
  onNavigate: () => void;
  onPointerEnter?: () => void;
}

/** Full-width panel of the six product cards under the Products item. */
export function MegaMenu({ open, inline, onNavigate, onPointerEnter }: MegaMenuProps) {
  return (
    <div
      id={MEGA_MENU_ID}
      className={[styles.panel, inline ? styles.inline : styles.overlay].join(" ")}
      hidden={!open}
      onPointerEnter={onPointerEnter}
      data-testid="mega-menu"
    >
      <ul className={styles.grid} aria-label="Products">
        {products.map((product) => (
          <li key={product.slug}>
            <Link to={product.path} className={styles.card} onClick={onNavigate} prefetch="intent">
              <Picture image={productCardImage(product.slug, "")} className={styles.image} />
              <span className={styles.title}>{product.name}</span>
              <span className={styles.tagline}>{product.tagline}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
