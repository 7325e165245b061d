import type { ReactNode } from "react";
import { CardGrid } from "~/components/ui";
import { KeepCompoundsTogether } from "~/components/ui/KeepTogether";
import styles from "./FeatureGrid.module.css";

export interface FeatureItem {
  title: string;
  description: string;
  /** Anchor id, so slides and links can point at a card. */
  id?: string;
  /** Small visual above the title (an icon or a number). */
  marker?: ReactNode;
}

/**
 * How the items look: `cards` are raised cards; `list` is a compact list with a small marker
 * beside each title and hairlines between rows (short on phones); `tiles` are large gradient
 * tiles for a few headline points.
 */
export type FeatureGridVariant = "cards" | "list" | "tiles";

interface FeatureGridProps {
  items: readonly FeatureItem[];
  /** Columns on wide screens; the grid steps down at 1200 and 800 px. */
  columns?: 2 | 3 | 4;
  /** Columns from 800 px (two by default); one below. */
  tabletColumns?: 2 | 3;
  /** Columns from 640 px, for short items (one column below 800 px otherwise). */
  smallColumns?: 2 | 3;
  /** Document level of the card titles. */
  headingLevel?: 3 | 4;
  /** Number the cards (01, 02, …) when they have no marker of their own. */
  numbered?: boolean;
  /** Marks each card for the scroll-reveal animation. */
  reveal?: boolean;
  variant?: FeatureGridVariant;
}

function DefaultMarker({ index, numbered }: { index: number; numbered: boolean }) {
  return numbered ? (
    <span className={styles.number} aria-hidden="true">
      {String(index + 1).padStart(2, "0")}
    </span>
  ) : (
    <span className={styles.bar} aria-hidden="true" />
  );
}

/** A responsive grid of title + description items, as cards, a compact list or large tiles. */
export function FeatureGrid({
  items,
  columns = 3,
  tabletColumns,
  smallColumns,
  headingLevel = 3,
  numbered = false,
  reveal = false,
  variant = "cards",
}: FeatureGridProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <CardGrid
      columns={columns}
      tabletColumns={tabletColumns}
      smallColumns={smallColumns}
      className={styles[`${variant}Grid`]}
    >
      {items.map((item, index) => (
        <li key={item.title} id={item.id} className={styles[variant]} data-reveal={reveal ? "" : undefined}>
          {item.marker ? (
            <div className={styles.marker}>{item.marker}</div>
          ) : (
            <DefaultMarker index={index} numbered={numbered} />
          )}
          <Title className={styles.title}>
            <KeepCompoundsTogether text={item.title} />
          </Title>
          <p className={styles.description}>{item.description}</p>
        </li>
      ))}
    </CardGrid>
  );
}
