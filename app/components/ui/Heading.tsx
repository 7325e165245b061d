import type { ComponentProps } from "react";
import styles from "./Heading.module.css";

type Level = 1 | 2 | 3 | 4;
type Size = "hero" | "section" | "card" | "small";

/** A heading whose document level and visual size are chosen separately. */
export function Heading({
  level,
  size = level === 1 ? "hero" : level === 2 ? "section" : "card",
  className,
  ...props
}: ComponentProps<"h2"> & { level: Level; size?: Size }) {
  const Tag = `h${level}` as const;
  return <Tag className={[styles[size], className ?? ""].filter(Boolean).join(" ")} {...props} />;
}

/** A short label above a heading; left out of search excerpts, where it would run into the heading. */
export function Eyebrow(props: ComponentProps<"span">) {
  return <span className={styles.eyebrow} data-pagefind-ignore="" {...props} />;
}
