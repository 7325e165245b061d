import { useId, useRef, useState } from "react";
import { Carousel } from "~/components/carousel";
import { Container, Heading, Picture, Split } from "~/components/ui";
import { DeferredForm, deferFormCode } from "~/forms/deferred-form";
import type { ResourcesData } from "./resources-data.server";
import styles from "./WhitepaperSignup.module.css";

const whitepaperForm = deferFormCode(() => import("~/forms/WhitepaperForm").then((module) => module.WhitepaperForm));

type Content = ResourcesData["content"];

interface WhitepaperSignupProps {
  whitepapers: Content["whitepapers"];
  signup: Content["signup"];
}

/**
 * The whitepaper carousel beside the sign-up form. The carousel's current slide is the
 * selected whitepaper (slide 1 → whitepaper1, slide 2 → whitepaper2); the choice is marked
 * on the slide and in the form, and announced.
 */
export function WhitepaperSignup({ whitepapers, signup }: WhitepaperSignupProps) {
  const [selected, setSelected] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);
  const signupTitleId = useId();
  const current = whitepapers.items[selected] ?? whitepapers.items[0]!;

  function choose(index: number) {
    setSelected(index);
    formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }

  return (
    <section id="whitepapers" className={styles.section} aria-labelledby="whitepapers-title">
      <Split as={Container} columns="minmax(0, 1.05fr) minmax(0, 1fr)" wideGap={8} align="start">
        <div className={styles.papers}>
          <div className={styles.picker}>
            <Heading level={2} id="whitepapers-title">
              {whitepapers.title}
            </Heading>
            <p className={styles.intro}>{whitepapers.intro}</p>
            <Carousel
              label="Available whitepapers"
              slideLabels={whitepapers.items.map((paper) => paper.title)}
              onSelect={setSelected}
              className={styles.carousel}
            >
              {whitepapers.items.map((paper, index) => (
                // Search indexes each paper as a record of its own (scripts/search-index.ts), leading here by its id.
                <article
                  key={paper.id}
                  id={paper.id}
                  className={styles.paper}
                  data-selected={index === selected ? "" : undefined}
                  data-pagefind-ignore=""
                >
                  <Picture image={paper.cover} className={styles.cover} />
                  <div className={styles.paperText}>
                    {index === selected ? <span className={styles.badge}>Selected</span> : null}
                    <h3 className={styles.paperTitle}>{paper.title}</h3>
                    <p className={styles.subtitle}>{paper.subtitle}</p>
                    <p className={styles.summary}>{paper.summary}</p>
                    <button type="button" className={styles.choose} onClick={() => choose(index)}>
                      Download this whitepaper <span aria-hidden="true">→</span>
                    </button>
                  </div>
                </article>
              ))}
            </Carousel>
          </div>
          <section className={styles.inside} aria-labelledby="inside-title" data-pagefind-ignore="">
            <h3 id="inside-title" className={styles.insideTitle}>
              <span>{whitepapers.insideTitle}</span>
              <span className={styles.insidePaper}>{current.title}</span>
            </h3>
            <ol className={styles.chapters}>
              {current.chapters.map((chapter) => (
                <li key={chapter}>{chapter}</li>
              ))}
            </ol>
          </section>
        </div>
        <section className={styles.signup} aria-labelledby={signupTitleId} id="signup">
          <Heading level={2} size="card" id={signupTitleId}>
            {signup.title}
          </Heading>
          <p className={styles.signupText}>{signup.text}</p>
          {/* Announced, not shown: the form's own choice of paper and the slide's badge show it. */}
          <p className="visually-hidden" aria-live="polite">
            Selected whitepaper: <strong>{current.title}</strong>
          </p>
          <div ref={formRef}>
            <DeferredForm
              code={whitepaperForm}
              formProps={{
                whitepaperId: current.id,
                onWhitepaperChange: (id: string) =>
                  setSelected(
                    Math.max(
                      0,
                      whitepapers.items.findIndex((paper) => paper.id === id),
                    ),
                  ),
              }}
            />
          </div>
        </section>
      </Split>
    </section>
  );
}
