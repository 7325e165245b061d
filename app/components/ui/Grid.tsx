import type { ComponentProps, ElementType } from "react";
import styles from "./Grid.module.css";
import { type Breakpoint, classNames, cssVariables, type Space, space } from "./layout-props";

/** Equal columns from each named breakpoint (tokens.css) on; `base` below the first. */
export type Columns = Partial<Record<"base" | Breakpoint, number>>;

type GridProps<T extends ElementType> = {
  as?: T;
  cols: Columns;
  gap?: Space;
} & Omit<ComponentProps<T>, "as">;

/** `none` rather than one `1fr` track: a single column sized as a plain block would be. */
const tracks = (count: number | undefined) =>
  count === undefined ? undefined : count === 1 ? "none" : `repeat(${count}, minmax(0, 1fr))`;

/** Equal columns that grow in number with the screen, as Mantine's SimpleGrid; a `ul` or `ol` loses its bullets. */
export function Grid<T extends ElementType = "div">({ as, cols, gap = 5, className, style, ...props }: GridProps<T>) {
  const Element: ElementType = as ?? "div";
  const list = Element === "ul" || Element === "ol";
  return (
    <Element
      {...props}
      className={classNames(styles.grid, list && styles.list, className)}
      style={cssVariables(
        {
          "--grid-base": tracks(cols.base ?? 1),
          "--grid-xs": tracks(cols.xs),
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
