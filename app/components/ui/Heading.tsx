import { Children, type ComponentProps, cloneElement, Fragment, isValidElement, type ReactNode } from "react";
import styles from "./Heading.module.css";

type Level = 1 | 2 | 3 | 4;
type Size = "hero" | "section" | "card" | "small";

/** Words joined by a hyphen ("real-time", "multi-channel"). */
const HYPHENATED_COMPOUND = /(\S+-\S+)/;

/**
 * Wraps every hyphenated compound in a heading's text in a span that does not break, so a
 * headline never splits "real-/time" across lines (a non-breaking hyphen character would be
 * missing from the font's core subset).
 */
export function keepCompoundsTogether(children: ReactNode): ReactNode {
  return Children.map(children, (child) => {
    if (isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment)
      return cloneElement(child, undefined, keepCompoundsTogether(child.props.children));
    if (typeof child !== "string" || !HYPHENATED_COMPOUND.test(child)) return child;
    return child.split(HYPHENATED_COMPOUND).map((part, index) =>
      index % 2 === 1 ? (
        <span key={index} className={styles.compound}>
          {part}
        </span>
      ) : (
        part
      ),
    );
  });
}

/** A heading whose document level and visual size are chosen separately. */
export function Heading({
  level,
  size = level === 1 ? "hero" : level === 2 ? "section" : "card",
  className,
  children,
  ...props
}: ComponentProps<"h2"> & { level: Level; size?: Size }) {
  const Tag = `h${level}` as const;
  return (
    <Tag className={[styles[size], className ?? ""].filter(Boolean).join(" ")} {...props}>
      {keepCompoundsTogether(children)}
    </Tag>
  );
}

/** A short label above a heading. */
export function Eyebrow(props: ComponentProps<"span">) {
  return <span className={styles.eyebrow} {...props} />;
}
