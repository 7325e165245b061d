import type { ComponentProps } from "react";
import styles from "./CardGrid.module.css";

interface CardGridProps extends ComponentProps<"ul"> {
  /** Columns from 1200 px. */
  columns: 2 | 3 | 4;
  /** Columns from 800 px (one column below). */
  tabletColumns?: 2 | 3;
}

/** A list of cards in a responsive grid: one column on phones, more on tablets and desktops. */
export function CardGrid({ columns, tabletColumns = 2, className, ...list }: CardGridProps) {
  const classes = [styles.grid, styles[`tablet${tabletColumns}`], styles[`desktop${columns}`], className];
  return <ul {...list} className={classes.filter(Boolean).join(" ")} />;
}
