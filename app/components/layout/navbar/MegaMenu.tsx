import { Link } from "react-router";
import { products } from "#shared/content/products.ts";
import { Picture } from "~/components/ui";
import { productMenuItems } from "~/content/navigation";
import { productCardImage } from "~/content/product-media";
import styles from "./MegaMenu.module.css";

export const MEGA_MENU_ID = "products-mega-menu";

interface MegaMenuProps {
  open: boolean;
  /** Shown in the page flow (forced open on /products) instead of over the content. */
  inline: boolean;
  onNavigate: () => void;
  onPointerEnter?: () => void;
}

const items = productMenuItems(products);

/** Full-width panel of the product cards under the Products item. */
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
        {items.map((item) => (
          <li key={item.slug}>
            <Link to={item.href} className={styles.card} onClick={onNavigate} prefetch="intent">
              <Picture image={productCardImage(item.slug, "")} className={styles.image} />
              <span className={styles.title}>{item.title}</span>
              <span className={styles.tagline}>{item.tagline}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
