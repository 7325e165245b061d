import type { ReactNode } from "react";
import { Container } from "~/components/ui";
import styles from "./ReadingSurface.module.css";

/**
 * The light reading surface of long-form pages (articles, legal documents): a sticky table
 * of contents beside the text on wide screens, above it on narrow ones.
 */
export function ReadingSurface({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.surface}>
      <Container className={aside ? styles.withAside : styles.single}>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
        <div className={styles.main}>{children}</div>
      </Container>
    </div>
  );
}
