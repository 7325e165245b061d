import type { ComponentProps } from "react";
import { Grid } from "./Grid";

interface CardGridProps extends ComponentProps<"ul"> {
  /** Columns from the xl breakpoint (1200 px). */
  columns: 2 | 3 | 4;
  /** Columns from the md breakpoint (800 px); one column below, unless `smallColumns` is given. */
  tabletColumns?: 2 | 3;
  /** Columns from the sm breakpoint (640 px), for short items that would leave half a tablet empty. */
  smallColumns?: 2 | 3;
}

/** A list of cards in a responsive grid: one column on phones, more on tablets and desktops. */
export function CardGrid({ columns, tabletColumns = 2, smallColumns, ...list }: CardGridProps) {
  return <Grid as="ul" cols={{ sm: smallColumns, md: tabletColumns, xl: columns }} {...list} />;
}
