import type { ReactNode } from "react";
import styles from "./DataTable.module.css";

/**
 * A table in a frame that scrolls sideways on narrow screens; the frame is a labelled,
 * focusable region so keyboard users can scroll it too. Below 640 px (phones), `cardsOnPhones`
 * makes each row a card, its cells led by their `data-label` (a few rows of several facts each);
 * `linesOnPhones` makes each row two lines for long lists, below 1024 px (tablets too, as the leads inbox's cards): the `data-primary` cell with the
 * `data-aside` cell at its right, then the other cells as one muted line joined by dots (less those marked `data-quiet`; `data-line`
 * for one on a line of its own), and `data-actions` below.
 */
export function DataTable({
  label,
  cardsOnPhones = false,
  linesOnPhones = false,
  inPanel = false,
  children,
}: {
  label: string;
  cardsOnPhones?: boolean;
  linesOnPhones?: boolean;
  /** Inside a console panel: the panel is the frame, so the table draws none of its own (no box in a box). */
  inPanel?: boolean;
  children: ReactNode;
}) {
  const phones = cardsOnPhones ? styles.cards : linesOnPhones ? styles.lines : "";
  const frame = `${styles.tableFrame} ${phones} ${inPanel ? styles.inPanel : ""}`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <div className={frame} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}

/** A cell's "nothing here": a short muted dash in a table, left out of a phone's line of facts. */
export function NoValue() {
  return <span className={styles.noValue}>—</span>;
}
