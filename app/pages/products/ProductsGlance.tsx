import type { CSSProperties } from "react";
import { Container } from "~/components/ui";
import styles from "./ProductsPage.module.css";
import type { ProductsPageData } from "./products-data.server";

/**
 * Every entry of the page in one compact row under the hero: its mark, name and what it is in one
 * line (the open menu above gives the taglines), linking to its band further down, so the long list
 * below can be scanned before it is read.
 */
export function ProductsGlance({ entries }: { entries: ProductsPageData["entries"] }) {
  return (
    <nav className={styles.glance} aria-labelledby="glance-title">
      <Container>
        <h2 id="glance-title" className={styles.glanceTitle}>
          At a glance
        </h2>
        <ul className={styles.glanceList}>
          {entries.map((entry) => (
            <li
              key={entry.key}
              style={{ "--from": entry.gradient.start, "--to": entry.gradient.end } as CSSProperties}
              data-kind={entry.kind}
            >
              <a href={`#${entry.key}`} className={styles.glanceLink}>
                {entry.logo ? (
                  <img src={entry.logo.src} alt="" width={entry.logo.width} height={entry.logo.height} loading="lazy" />
                ) : null}
                <span className={styles.glanceName}>{entry.name}</span>
                <span className={styles.glanceSummary}>{entry.summary}</span>
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
