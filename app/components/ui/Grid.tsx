import type { ComponentProps, ElementType } from "react";
import styles from "./Grid.module.css";
import { classNames, cssVariables, type Space, space } from "./layout-props";

/** Equal columns from each named breakpoint (tokens.css) on; `base` below the first. Add a breakpoint here and in the stylesheet when a page needs it. */
export type Columns = Partial<Record<"base" | "sm" | "md" | "lg" | "xl", number>>;

type GridProps<T extends ElementType> = {
  as?: T;
  cols: Columns;
  /** Between the cells; `--space-5` by default. */
  gap?: Space;
} & Omit<ComponentProps<T>, "as">;

/** `none` rather than one `1fr` track: a single column sized as a plain block would be. */
const tracks = (count: number | undefined) =>
  count === undefined ? undefined : count === 1 ? "none" : `repeat(${count}, minmax(0, 1fr))`;

/** Equal columns that grow in number with the screen, as Mantine's SimpleGrid; a `ul` or `ol` loses its bullets. */
export function Grid<T extends ElementType = "div">({ as, cols, gap, className, style, ...props }: GridProps<T>) {
  const Element: ElementType = as ?? "div";
  const list = Element === "ul" || Element === "ol";
  return (
    <Element
      {...props}
      className={classNames(styles.grid, list && styles.list, className)}
      style={cssVariables(
        {
          "--grid-base": tracks(cols.base),
          "--grid-sm": tracks(cols.sm),
          "--grid-md": tracks(cols.md),
          "--grid-lg": tracks(cols.lg),
          "--grid-xl": tracks(cols.xl),
          "--grid-gap": space(gap),
        },
        style,
      )}
    />
  );
}
