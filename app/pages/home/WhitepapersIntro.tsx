import { Carousel, SLIDESHOW_INTERVAL_MS } from "~/components/carousel";
import { ButtonLink, Eyebrow, Heading, Picture, Section, Split } from "~/components/ui";
import type { HomeContentData } from "./home-data.server";
import styles from "./WhitepapersIntro.module.css";

/** The whitepapers carousel introduction: an invitation and the two covers, linking to Resources. */
export function WhitepapersIntro({ whitepapers }: { whitepapers: HomeContentData["whitepapers"] }) {
  return (
    <Section id="whitepapers" tone="raised" aria-labelledby="whitepapers-title">
      <Split columns="minmax(0, 5fr) minmax(0, 7fr)" wideGap={8}>
        <div className={styles.text} data-reveal="">
          <Eyebrow>{whitepapers.eyebrow}</Eyebrow>
          <Heading level={2} id="whitepapers-title">
            {whitepapers.title}
          </Heading>
          <p className={styles.intro}>{whitepapers.intro}</p>
          <ButtonLink href={whitepapers.cta.href}>{whitepapers.cta.label}</ButtonLink>
        </div>
        <Carousel
          label="Whitepapers"
          slideLabels={whitepapers.papers.map((paper) => paper.title)}
          className={styles.carousel}
          autoplayMs={SLIDESHOW_INTERVAL_MS}
        >
          {whitepapers.papers.map((paper) => (
            <Split as="article" key={paper.id} from="sm" columns="200px 1fr" gap={5} className={styles.paper}>
              <Picture image={paper.cover} className={styles.cover} />
              <div>
                <h3 className={styles.paperTitle}>{paper.title}</h3>
                <p>{paper.summary}</p>
              </div>
            </Split>
          ))}
        </Carousel>
      </Split>
    </Section>
  );
}
