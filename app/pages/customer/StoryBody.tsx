import { Figures } from "~/components/sections/Figures";
import { Container, Picture, Section } from "~/components/ui";
import type { Customer, Story } from "~/content/schemas/customers";
import styles from "./CustomerStoryPage.module.css";
import { ProductLinks } from "./ProductLinks";

/**
 * A published story, each part only when present: the results as a band of figures, the challenge
 * and solution beside an "at a glance" panel (the customer, its business, the products used),
 * screens of the service, and the customer's quote.
 */
export function StoryBody({ story, customer }: { story: Story; customer: Customer }) {
  return (
    <>
      {story.results ? (
        <section className={styles.resultsBand} aria-labelledby="results-title">
          <Container>
            <h2 id="results-title" className="visually-hidden">
              Results
            </h2>
            <Figures items={story.results} />
          </Container>
        </section>
      ) : null}
      {story.challenge || story.solution || story.products ? (
        <Section id="story" title="The story">
          <div className={styles.storyLayout}>
            <aside className={styles.glance} aria-labelledby="glance-title">
              <h3 id="glance-title" className={styles.glanceTitle}>
                At a glance
              </h3>
              <dl className={styles.glanceFacts}>
                <div>
                  <dt>Customer</dt>
                  <dd>{customer.name}</dd>
                </div>
                {customer.kind ? (
                  <div>
                    <dt>Business</dt>
                    <dd>{customer.kind}</dd>
                  </div>
                ) : null}
              </dl>
              {story.products ? (
                <>
                  <h4 className={styles.glanceTitle}>Products used</h4>
                  <ProductLinks products={story.products} />
                </>
              ) : null}
            </aside>
            <div className={styles.chapters}>
              {story.challenge ? <Chapter title="The challenge" paragraphs={story.challenge} /> : null}
              {story.solution ? <Chapter title="The solution" paragraphs={story.solution} /> : null}
            </div>
          </div>
        </Section>
      ) : null}
      {story.screens ? (
        <Section id="screens" title="The service" tone="raised">
          <ul className={styles.screens}>
            {story.screens.map((screen) => (
              <li key={screen.image.webp}>
                <figure className={styles.screen}>
                  <Picture image={screen.image} className={styles.screenImage} />
                  <figcaption>{screen.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {story.quote ? (
        <Section id="quote" aria-label="Quote">
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
