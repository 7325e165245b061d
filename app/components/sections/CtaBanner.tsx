import type { ReactNode } from "react";
import { Container } from "~/components/ui";
import styles from "./CtaBanner.module.css";

interface CtaBannerProps {
  title: string;
  text: string;
  /** Buttons or links. */
  actions: ReactNode;
  id?: string;
}

/** A closing call to action: a heading, one sentence and the next steps (repeated across pages, so not searched). */
export function CtaBanner({ title, text, actions, id = "next-step" }: CtaBannerProps) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} data-pagefind-ignore="">
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
