import type { ReactNode } from "react";
import { Container } from "~/components/ui";
import styles from "./ReadingSurface.module.css";

/**
 * The light reading surface of long-form pages (articles, legal documents): a sticky table
 * of contents beside the text on wide screens, above it on narrow ones. `className` goes to the
 * container, e.g. to narrow it to the page's own column.
 */
export function ReadingSurface({
  aside,
  className,
  children,
}: {
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.surface}>
      <Container className={[aside ? styles.withAside : styles.single, className].filter(Boolean).join(" ")}>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
        <div className={styles.main}>{children}</div>
      </Container>
    </div>
  );
}
