import type { ReactNode } from "react";
import { CheckList, Container, Eyebrow, Heading, Split } from "~/components/ui";
import styles from "./PageHero.module.css";

interface PageHeroProps {
  title: ReactNode;
  /** A mark above the eyebrow, e.g. a product's logo. */
  mark?: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  actions?: ReactNode;
  /** A few short facts under the actions (e.g. "30-minute slots"). */
  facts?: readonly string[];
  /** Visual beside the text on wide screens. */
  media?: ReactNode;
  /** A title of more than about eight words (the product pages): set a step smaller, so it keeps to
      three lines on wide screens and four on phones, beside a wider visual (the product's screen). */
  longTitle?: boolean;
}

/** The top block of an inner page: one h1, an optional lead paragraph, actions and visual. */
export function PageHero({ title, mark, eyebrow, lead, actions, facts, media, longTitle = false }: PageHeroProps) {
  const text = (
    <div className={styles.text}>
      {mark}
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Heading level={1} className={longTitle ? styles.longTitle : undefined}>
        {title}
      </Heading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {actions ? (
        <div className={styles.actions} data-pagefind-ignore="">
          {actions}
        </div>
      ) : null}
      {facts && facts.length > 0 ? (
        <div className={styles.facts}>
          <CheckList items={facts} columns="inline" />
        </div>
      ) : null}
    </div>
  );
  return (
    <div className={styles.hero}>
      {media ? (
        <Split as={Container} columns={longTitle ? "1fr 1.1fr" : "1.1fr 1fr"}>
          {text}
          <div className={styles.media}>{media}</div>
        </Split>
      ) : (
        <Container>{text}</Container>
      )}
    </div>
  );
}
