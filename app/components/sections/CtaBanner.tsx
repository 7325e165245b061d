import type { ReactNode } from "react";
import { Container } from "~/components/ui";
import styles from "./CtaBanner.module.css";

interface CtaBannerProps {
  title: string;
  text: string;
  /** Buttons or links. */
  actions: ReactNode;
  id?: string;
  /** Set when the block above ends on its own background or a divider (a raised section, the reading
      surface): nothing above adds bottom padding, so the panel takes the full section gap itself. */
  afterBand?: boolean;
}

/** A closing call to action: a heading, one sentence and the next steps (repeated across pages, so not searched). */
export function CtaBanner({ title, text, actions, id = "next-step", afterBand = false }: CtaBannerProps) {
  return (
    <section
      className={afterBand ? `${styles.section} ${styles.afterBand}` : styles.section}
      aria-labelledby={`${id}-title`}
      data-pagefind-ignore=""
    >
      <Container>
        <div className={styles.panel}>
          <div>
            <h2 id={`${id}-title`} className={styles.title}>
              {title}
            </h2>
            <p className={styles.text}>{text}</p>
          </div>
          <div className={styles.actions}>{actions}</div>
        </div>
      </Container>
    </section>
  );
}
