import { ScrollReveal } from "~/components/motion/ScrollReveal";
import { CtaBanner } from "~/components/sections/CtaBanner";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { HeroArt } from "~/components/sections/HeroArt";
import { PageHero } from "~/components/sections/PageHero";
import { StorySection } from "~/components/sections/StorySection";
import { Tabs } from "~/components/tabs";
import { ButtonLink, LineIcon, Picture, Section } from "~/components/ui";
import styles from "./SolutionsPage.module.css";
import type { SolutionsPageData } from "./solutions-data.server";

/** /solutions: T.P.X, custom apps, monetisation, value, aggregation, why us and editorial tools. */
export function SolutionsPage({ content }: { content: SolutionsPageData }) {
  const { hero, cta, tpx, custom, monetisation, value, aggregation, why, editorial } = content;
  return (
    <ScrollReveal offset={150} durationMs={1000}>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        media={<HeroArt image={hero.image} />}
        actions={
          <>
            <ButtonLink href="/bookmeeting">Book a meeting</ButtonLink>
            <ButtonLink href="/ott-app-development" variant="secondary">
              OTT app development
            </ButtonLink>
          </>
        }
      />
      <StorySection id="tpx" story={tpx} />
      <StorySection id="custom-ott" story={custom} reverse tone="raised" />
      <Section id="monetisation" eyebrow={monetisation.eyebrow} title={monetisation.title} intro={monetisation.intro}>
        <FeatureGrid
          items={monetisation.cards.map(({ iconPath, ...card }) => ({
            ...card,
            marker: <LineIcon path={iconPath} />,
          }))}
          smallColumns={2}
          variant="list"
          reveal
        />
        <div className={styles.value}>
          <h3 className={styles.valueTitle}>{value.title}</h3>
          <FeatureGrid
            items={value.cards.map(({ iconPath, ...card }) => ({
              ...card,
              marker: <LineIcon path={iconPath} size={26} />,
            }))}
            headingLevel={4}
            variant="tiles"
            reveal
          />
        </div>
      </Section>
      <StorySection id="aggregation" story={aggregation} tone="raised" />
      <StorySection id="why" story={why} reverse />
      <Section id="editorial" eyebrow={editorial.eyebrow} title={editorial.title} intro={editorial.intro} tone="raised">
        <Tabs
          label="Editorial curation tools by platform"
          defaultKey="vivre"
          tabs={editorial.tabs.map((tab) => ({
            key: tab.key,
            label: tab.label,
            panel: (
              <div className={styles.panel}>
                <Picture image={tab.image} className={styles.panelImage} />
                <div className={styles.panelText}>
                  <h3>{tab.title}</h3>
                  <p>{tab.description}</p>
                </div>
              </div>
            ),
          }))}
        />
      </Section>
      <CtaBanner
        afterBand
        title={cta.title}
        text={cta.text}
        actions={<ButtonLink href="/bookmeeting">Book a meeting</ButtonLink>}
      />
    </ScrollReveal>
  );
}
