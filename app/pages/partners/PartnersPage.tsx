import type { ReactNode } from "react";
import { DialogTrigger, ModalDialog } from "~/components/dialog/ModalDialog";
import { CtaBanner } from "~/components/sections/CtaBanner";
import { HubHero } from "~/components/sections/HubHero";
import { PlatformGroups } from "~/components/sections/PlatformGroups";
import { ButtonLink, CardGrid, CheckList, Grid, LineIcon, Section, Split } from "~/components/ui";
import { PartnerSteps } from "./PartnerSteps";
import styles from "./PartnersPage.module.css";
import type { PartnersData } from "./partners-data.server";

const SOLUTION = "solution-partners";
const TECHNOLOGY = "technology-partners";
const PREVIEW_LOGOS = 5;

type Content = PartnersData["content"];

/**
 * The Partners page: the chooser (two choices, each opening its panel as a modal dialog), then the
 * programme, how partnering works and the platforms and standards the products are built for.
 */
export function PartnersPage({ content }: { content: Content }) {
  const { solution, technology } = content;
  return (
    <>
      <HubHero title={content.title} lead={content.intro} hero={content.hero} />
      <Section id="choose" title={content.chooserTitle} intro={content.chooserIntro} spacing="tight">
        <CardGrid columns={2}>
          <Choice dialogId={SOLUTION} {...solution.choice}>
            <div className={styles.choiceList}>
              <CheckList items={solution.benefits.map((benefit) => benefit.title)} columns={2} />
            </div>
          </Choice>
          <Choice dialogId={TECHNOLOGY} {...technology.choice}>
            <ul className={styles.preview}>
              {technology.logos.slice(0, PREVIEW_LOGOS).map((logo) => (
                <li key={logo.name}>
                  <img
                    src={logo.logo.src}
                    alt={logo.name}
                    width={logo.logo.width}
                    height={logo.logo.height}
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
            <p className={styles.count}>{technology.logos.length} platforms and standards</p>
          </Choice>
        </CardGrid>
      </Section>
      <Section id="programme" title={solution.programmeTitle} intro={solution.intro} tone="raised">
        <Split columns="minmax(0, 2fr) minmax(0, 1fr)" gap={5} align="stretch">
          <Grid as="ul" cols={{ sm: 2 }} gap={4} className={styles.benefits}>
            {solution.benefits.map((benefit) => (
              <li key={benefit.title} className={styles.benefitCard}>
                <span className={styles.benefitIcon}>
                  <LineIcon path={benefit.iconPath} />
                </span>
                <h3 className={styles.benefitCardTitle}>{benefit.title}</h3>
                <p>{benefit.description}</p>
              </li>
            ))}
          </Grid>
          <div className={styles.audienceCard}>
            <h3 className={styles.audienceTitle}>{solution.audienceTitle}</h3>
            <CheckList items={solution.audience} tone="soft" />
          </div>
        </Split>
      </Section>
      <Section id="steps" title={solution.stepsTitle} intro={solution.stepsIntro}>
        <PartnerSteps steps={solution.steps} />
      </Section>
      <Section id="technology" title={technology.sectionTitle} intro={technology.intro} tone="raised">
        <Split columns="minmax(0, 2fr) minmax(0, 1fr)" gap={5} align="stretch" className={styles.offer}>
          <div className={styles.offerCard}>
            <h3 className={styles.audienceTitle}>{technology.offer.title}</h3>
            <CheckList items={technology.offer.points} tone="soft" />
          </div>
          <div className={styles.audienceCard}>
            <h3 className={styles.audienceTitle}>{technology.offer.applyTitle}</h3>
            <p>{technology.offer.apply}</p>
          </div>
        </Split>
        <PlatformGroups groups={technology.groups} className={styles.platformTiles} />
        <p className={styles.note}>{technology.note}</p>
      </Section>
      <CtaBanner
        afterBand
        id="partners-cta"
        title={content.closing.title}
        text={content.closing.text}
        actions={<ButtonLink href="/bookmeeting#request">{content.closing.action}</ButtonLink>}
      />
      <SolutionPanel content={solution} />
      <TechnologyPanel content={technology} />
    </>
  );
}

interface ChoiceProps {
  dialogId: string;
  title: string;
  description: string;
  /** A glimpse of what the panel holds. */
  children: ReactNode;
}

function Choice({ dialogId, title, description, children }: ChoiceProps) {
  return (
    <li className={styles.choice}>
      <DialogTrigger dialogId={dialogId} className={styles.trigger} aria-describedby={`${dialogId}-choice`}>
        {title}
        <span className={styles.arrow} aria-hidden="true" data-pagefind-ignore="">
          →
        </span>
      </DialogTrigger>
      <p id={`${dialogId}-choice`} className={styles.choiceText}>
        {description}
      </p>
      {children}
    </li>
  );
}

function SolutionPanel({ content }: { content: Content["solution"] }) {
  return (
    <ModalDialog id={SOLUTION} title={content.choice.title} description={content.intro}>
      <h3 className={styles.subTitle}>{content.benefitsTitle}</h3>
      <Grid as="ul" cols={{ sm: 2 }} gap={4}>
        {content.benefits.map((benefit) => (
          <li key={benefit.title} className={styles.benefit}>
            <h4 className={styles.benefitTitle}>{benefit.title}</h4>
            <p>{benefit.description}</p>
          </li>
        ))}
      </Grid>
      <h3 className={styles.subTitle}>{content.audienceTitle}</h3>
      <CheckList items={content.audience} tone="soft" />
      <div className={styles.panelCta}>
        <p>{content.cta.text}</p>
        <ButtonLink href="/bookmeeting">{content.cta.action}</ButtonLink>
      </div>
    </ModalDialog>
  );
}

function TechnologyPanel({ content }: { content: Content["technology"] }) {
  return (
    <ModalDialog id={TECHNOLOGY} title={content.choice.title} description={content.intro}>
      <Grid as="ul" cols={{ base: 2, sm: 3, md: 4 }} gap={3}>
        {content.logos.map((logo) => (
          <li key={logo.name} className={styles.logo}>
            <img src={logo.logo.src} alt={logo.name} width={logo.logo.width} height={logo.logo.height} loading="lazy" />
          </li>
        ))}
      </Grid>
      <p className={styles.note}>{content.note}</p>
      <div className={styles.panelCta}>
        <p>{content.cta.text}</p>
        <ButtonLink href="/bookmeeting" variant="secondary">
          {content.cta.action}
        </ButtonLink>
      </div>
    </ModalDialog>
  );
}
