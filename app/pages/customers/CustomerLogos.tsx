import { Link } from "react-router";
import { Grid } from "~/components/ui";
import type { Columns } from "~/components/ui/Grid";
import type { Customer } from "~/content/schemas/customers";
import styles from "./CustomerLogos.module.css";

/**
 * The customers' wordmarks in a ruled wall (below the hero, so loaded lazily), each linking to the
 * customer's page, with no line under a name (what a company does is on its page: a wall with some
 * tiles labelled and one not reads as a gap). `compact` is the strip a story page ends with.
 */
export function CustomerLogos({
  customers,
  cols = { base: 2, md: 3 },
  compact = false,
  allCustomers = false,
}: {
  customers: readonly Customer[];
  cols?: Columns;
  compact?: boolean;
  /** A last tile leading to the Customers page (it evens out a strip of five into rows of two or three). */
  allCustomers?: boolean;
}) {
  return (
    <Grid as="ul" cols={cols} gap={0} className={compact ? `${styles.wall} ${styles.compact}` : styles.wall}>
      {customers.map((customer) => (
        <li key={customer.slug} className={styles.cell}>
          <Link to={customer.path} className={styles.tile}>
            {customer.logo ? (
              <img
                src={customer.logo.src}
                alt={customer.name}
                width={customer.logo.width}
                height={customer.logo.height}
                className={styles.logo}
                loading="lazy"
              />
            ) : (
              customer.name
            )}
            <span className={styles.more} aria-hidden="true" data-pagefind-ignore="">
              View page →
            </span>
          </Link>
        </li>
      ))}
      {allCustomers ? (
        <li className={styles.cell}>
          <Link to="/customers" className={`${styles.tile} ${styles.allTile}`}>
            {/* One grid item: the tile's grid would set a bare text run and the arrow on two rows. */}
            <span>
              All customers <span aria-hidden="true">→</span>
            </span>
          </Link>
        </li>
      ) : null}
    </Grid>
  );
}
