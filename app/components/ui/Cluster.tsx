import type { ComponentProps, ElementType } from "react";
import styles from "./Cluster.module.css";
import { classNames, cssVariables, type Space, space } from "./layout-props";

type ClusterProps<T extends ElementType> = {
  as?: T;
  /** Between the children, across and down; `--space-3` by default. */
  gap?: Space;
  /** Cross-axis alignment; centred by default (`end` lines up buttons with labelled fields). */
  align?: "start" | "center" | "end" | "baseline";
  /** Main-axis distribution; packed at the start by default. */
  justify?: "start" | "end" | "space-between";
} & Omit<ComponentProps<T>, "as">;

/** Children side by side, wrapping onto more lines when they do not fit (buttons, filters, badges), as Mantine's Group. */
export function Cluster<T extends ElementType = "div">({
  as,
  gap,
  align,
  justify,
  className,
  style,
  ...props
}: ClusterProps<T>) {
  const Element: ElementType = as ?? "div";
  return (
    <Element
      {...props}
      className={classNames(styles.cluster, className)}
      style={cssVariables(
        { "--cluster-gap": space(gap), "--cluster-align": align, "--cluster-justify": justify },
        style,
      )}
    />
  );
}
