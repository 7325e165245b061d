import type { ReactNode } from "react";
import styles from "./DataTable.module.css";

/**
 * A table in a frame that scrolls sideways on narrow screens; the frame is a labelled,
 * focusable region so keyboard users can scroll it too. `cardsOnPhones`: below 640 px each
 * row is a card instead, its cells led by their `data-label`.
 */
export function DataTable({
  label,
  cardsOnPhones = false,
  children,
}: {
  label: string;
  cardsOnPhones?: boolean;
  children: ReactNode;
}) {
  const frame = `${styles.tableFrame} ${cardsOnPhones ? styles.cards : ""}`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <div className={frame} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}
