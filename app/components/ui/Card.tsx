import type { ComponentProps, ReactNode } from "react";
import styles from "./Card.module.css";

interface CardProps extends Omit<ComponentProps<"article">, "title"> {
  title?: ReactNode;
  /** Heading level of the title inside the page outline. */
  titleLevel?: 2 | 3 | 4;
  media?: ReactNode;
  interactive?: boolean;
}

/** A raised surface with an optional image, title and body. */
export function Card({ title, titleLevel = 3, media, interactive = false, className, children, ...props }: CardProps) {
  const Title = `h${titleLevel}` as const;
  return (
    <article
      className={[styles.card, interactive ? styles.interactive : "", className ?? ""].filter(Boolean).join(" ")}
      {...props}
    >
      {media ? <div className={styles.media}>{media}</div> : null}
      {title ? <Title className={styles.title}>{title}</Title> : null}
      {children ? <div className={styles.body}>{children}</div> : null}
    </article>
  );
}
