import { Section, Split } from "~/components/ui";
import type { Story } from "~/content/schemas/customers";
import styles from "./CustomerStoryPage.module.css";
import { ProductCards } from "./ProductCards";

/** A published story: results, challenge and solution, products used and a quote, each only when present. */
export function StoryBody({ story }: { story: Story }) {
  return (
    <>
      {story.results ? (
        <Section id="results" title="Results" spacing="tight">
          <dl className={styles.results}>
            {story.results.map((result) => (
              <div key={result.label} className={styles.result}>
                <dt className={styles.resultValue}>{result.value}</dt>
                <dd>{result.label}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}
      {story.challenge || story.solution ? (
        <Section id="story" title="The story" spacing="tight">
          <Split align="stretch">
            {story.challenge ? <Chapter title="The challenge" paragraphs={story.challenge} /> : null}
            {story.solution ? <Chapter title="The solution" paragraphs={story.solution} /> : null}
          </Split>
        </Section>
      ) : null}
      {story.products ? (
        <Section id="products-used" title="Products used" spacing="tight">
          <ProductCards products={story.products} />
        </Section>
      ) : null}
      {story.quote ? (
        <Section id="quote" spacing="tight" aria-label="Quote">
          <figure className={styles.quote}>
            <blockquote>
              <p>{story.quote.text}</p>
            </blockquote>
            <figcaption>
              <strong>{story.quote.name}</strong>, {story.quote.role}
            </figcaption>
          </figure>
        </Section>
      ) : null}
    </>
  );
}

function Chapter({ title, paragraphs }: { title: string; paragraphs: readonly string[] }) {
  return (
    <div className={styles.chapter}>
      <h3 className={styles.chapterTitle}>{title}</h3>
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </div>
  );
}
