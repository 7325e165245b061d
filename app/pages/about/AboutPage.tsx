import { LoopingVideo } from "~/components/media/LoopingVideo";
import { ScrollReveal } from "~/components/motion/ScrollReveal";
import { CtaBanner } from "~/components/sections/CtaBanner";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { Figures } from "~/components/sections/Figures";
import { HeroArt } from "~/components/sections/HeroArt";
import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink, LineIcon, Section, Split } from "~/components/ui";
import { BOOK_MEETING_PATH, mailtoLink, siteConfig } from "~/config/site";
import styles from "./AboutPage.module.css";
import type { AboutPageData } from "./about-data.server";
import { Timeline } from "./Timeline";

/** /about: history timeline, values, a looping video of how we work, and the apply-now link. */
export function AboutPage({ content }: { content: AboutPageData }) {
  const { hero, history, values, life, careers } = content;
  return (
    <ScrollReveal offset={150} durationMs={1000}>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        media={<HeroArt image={hero.image} />}
        actions={
          <>
            <ButtonLink href="/products">See our products</ButtonLink>
            <ButtonLink href="#careers" variant="secondary">
              Join us
            </ButtonLink>
          </>
        }
      />
      <Section id="history" title={history.title} intro={history.intro}>
        <Timeline steps={history.timeline} />
      </Section>
      {/* The four habits in one row under their heading on wide screens (beside it, they left a void under it). */}
      <Section id="values" tone="raised" title={values.title} intro={values.intro}>
        <FeatureGrid
          items={values.items.map(({ iconPath, ...item }) => ({ ...item, marker: <LineIcon path={iconPath} /> }))}
          columns={4}
          tabletColumns={2}
          smallColumns={2}
          variant="list"
          reveal
        />
      </Section>
      <Section id="how-we-work" title={life.title}>
        <Split columns="minmax(0, 7fr) minmax(0, 5fr)">
          <LoopingVideo media={life.video} subject="video about how we work" className={styles.video} ambient />
          <div className={styles.lifeText} data-reveal="">
            {life.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
        </Split>
        {life.figures ? (
          <div className={styles.figures} data-reveal="">
            <Figures items={life.figures} />
          </div>
        ) : null}
      </Section>
      <CtaBanner
        id="careers"
        title={careers.title}
        text={siteConfig.email.hr ? careers.text : careers.withoutAddress.text}
        actions={
          siteConfig.email.hr ? (
            <ButtonLink href={mailtoLink(siteConfig.email.hr, careers.apply.subject)}>{careers.apply.label}</ButtonLink>
          ) : (
            <ButtonLink href={`${BOOK_MEETING_PATH}#request`}>{careers.withoutAddress.label}</ButtonLink>
          )
        }
      />
    </ScrollReveal>
  );
}
