import type { ComponentProps, ElementType } from "react";
import { classNames, cssVariables, type Space, space } from "./layout-props";
import styles from "./Split.module.css";

type SplitProps<T extends ElementType> = {
  as?: T;
  /** The column tracks side by side, e.g. `minmax(0, 5fr) minmax(0, 7fr)`; two equal columns by default. */
  columns?: string;
  /** Named breakpoint (tokens.css) from which the columns stand side by side; stacked below. */
  from?: "sm" | "lg";
  /** Between the blocks; `--space-7` by default. */
  gap?: Space;
  /** The gap once side by side, when it differs. */
  wideGap?: Space;
  /** Cross-axis alignment of the blocks; centred by default. */
  align?: "start" | "center" | "end" | "stretch";
  /** Side by side, the first child goes to the second column. */
  reverse?: boolean;
} & Omit<ComponentProps<T>, "as">;

/** Two blocks (text beside media, a form beside its summary) side by side on wide screens, stacked on narrow ones. */
export function Split<T extends ElementType = "div">({
  as,
  columns,
  from = "lg",
  gap,
  wideGap,
  align,
  reverse = false,
  className,
  style,
  ...props
}: SplitProps<T>) {
  const Element: ElementType = as ?? "div";
  return (
    <Element
      {...props}
      className={classNames(styles.split, styles[from], reverse && styles.reverse, className)}
      style={cssVariables(
        {
          "--split-columns": columns,
          "--split-gap": space(gap),
          "--split-gap-wide": space(wideGap),
          "--split-align": align,
        },
        style,
      )}
    />
  );
}
