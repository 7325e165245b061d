import type { ReactNode } from "react";
import styles from "../console.module.css";

/**
 * A table in a frame that scrolls sideways on narrow screens; the frame is a labelled,
 * focusable region so keyboard users can scroll it too.
 */
export function DataTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <div className={styles.tableFrame} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}
