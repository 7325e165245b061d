import type { ComponentProps, ElementType } from "react";
import { classNames, cssVariables, type Space, space } from "./layout-props";
import styles from "./Stack.module.css";

type StackProps<T extends ElementType> = {
  as?: T;
  /** Between the children; `--space-4` by default. */
  gap?: Space;
  /** Cross-axis alignment; stretched (full width) by default. */
  align?: "start" | "center" | "end" | "stretch";
} & Omit<ComponentProps<T>, "as">;

/** Children one under the other with one gap between them, as Mantine's Stack; no margins on the children. */
export function Stack<T extends ElementType = "div">({ as, gap, align, className, style, ...props }: StackProps<T>) {
  const Element: ElementType = as ?? "div";
  return (
    <Element
      {...props}
      className={classNames(styles.stack, className)}
      style={cssVariables({ "--stack-gap": space(gap), "--stack-align": align }, style)}
    />
  );
}
