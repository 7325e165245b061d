import { ScrollReveal } from "~/components/motion/ScrollReveal";
import { HeroArt } from "~/components/sections/HeroArt";
import { PageHero } from "~/components/sections/PageHero";
import { StorySection } from "~/components/sections/StorySection";
import { ButtonLink, CardGrid, LineIcon, Section } from "~/components/ui";
import { keepTermsTogether } from "~/lib/no-break";
import { MeetingScheduler } from "~/scheduler/MeetingScheduler";
import styles from "./OttAppDevelopmentPage.module.css";
import type { OttPageData } from "./ott-data.server";

/** /ott-app-development: why OTT apps, the platforms, how we certify, and the demo booking. */
export function OttAppDevelopmentPage({ content }: { content: OttPageData }) {
  const { hero, why, platforms, certification, demo } = content;
  return (
    <ScrollReveal offset={150} durationMs={1000}>
      <PageHero
        eyebrow={hero.eyebrow}
        title={keepTermsTogether(hero.title)}
        lead={hero.lead}
        media={<HeroArt image={hero.image} />}
        actions={
          <>
            <ButtonLink href="#demo">Book a meeting</ButtonLink>
            <ButtonLink href="/solutions" variant="secondary">
              Our OTT solutions
            </ButtonLink>
          </>
        }
      />
      <StorySection id="why-ott-apps" story={why} />
      <Section id="platforms" title={platforms.title} intro={platforms.intro} tone="raised">
        <CardGrid columns={4} smallColumns={2}>
          {platforms.cards.map((card) => (
            <li key={card.title} className={styles.platform} data-reveal="">
              <h3 className={styles.platformName}>
                <span className={styles.glyph}>
                  <LineIcon path={card.iconPath} size={24} />
                </span>
                {/* The name as the heading's text, so search weighs it as one; the wordmark draws it. */}
                <span className="visually-hidden">{card.title}</span>
                <img
                  src={card.wordmark.src}
                  alt=""
                  width={card.wordmark.width}
                  height={card.wordmark.height}
                  loading="lazy"
                />
              </h3>
              <dl className={styles.facts}>
                {card.facts.map((fact) => (
                  <div key={fact.label}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </CardGrid>
      </Section>
      <StorySection id="certification" story={certification} reverse />
      {/* Tight: the story above already ends on a full section gap, so a normal one doubled it. */}
      <Section
        id="demo"
        eyebrow={demo.eyebrow}
        title={keepTermsTogether(demo.title)}
        intro={demo.intro}
        spacing="tight"
        className={styles.demo}
      >
        <div className={styles.scheduler}>
          <MeetingScheduler headingLevel={3} />
        </div>
      </Section>
    </ScrollReveal>
  );
}
