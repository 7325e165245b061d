import { Link } from "react-router";
import { Prose } from "~/components/prose/Prose";
import { ReadingSurface } from "~/components/prose/ReadingSurface";
import { TableOfContents } from "~/components/prose/TableOfContents";
import { Container, Eyebrow, Heading } from "~/components/ui";
import styles from "./LegalPage.module.css";
import type { LegalData } from "./legal-data.server";

export function LegalPage({ content }: { content: LegalData["content"] }) {
  return (
    <article aria-labelledby="legal-title" className={styles.page}>
      <header className={styles.header}>
        <Container className={`${styles.headerLayout} ${styles.column}`}>
          <div>
            <Eyebrow>Legal</Eyebrow>
            <Heading level={1} size="section" id="legal-title" className={styles.title}>
              {content.title}
            </Heading>
            <p className={styles.summary}>{content.summary}</p>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{content.date.kind}</dt>
              <dd>
                <time dateTime={content.date.iso}>{content.date.label}</time>
              </dd>
            </div>
            <div className={styles.factsWide}>
              <dt>Questions</dt>
              <dd>
                <Link to="/bookmeeting#request" className={styles.factsLink}>
                  Send us a message <span aria-hidden="true">→</span>
                </Link>
              </dd>
            </div>
          </dl>
        </Container>
      </header>
      <ReadingSurface aside={<TableOfContents entries={content.document.toc} />} className={styles.column}>
        <div className={styles.measure}>
          <Prose html={content.document.html} />
          <p className={styles.related} data-pagefind-ignore="">
            See also our{" "}
            <Link to={content.related.path} className={styles.relatedLink}>
              {content.related.label}
            </Link>
            .
          </p>
        </div>
      </ReadingSurface>
    </article>
  );
}
