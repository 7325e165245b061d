import type { ReactNode } from "react";
import { DialogTrigger, ModalDialog } from "~/components/dialog/ModalDialog";
import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink, CardGrid, Section } from "~/components/ui";
import styles from "./PartnersPage.module.css";
import type { PartnersData } from "./partners-data.server";

const SOLUTION = "solution-partners";
const TECHNOLOGY = "technology-partners";
const PREVIEW_LOGOS = 4;

type Content = PartnersData["content"];

/** The partners chooser: two choices, each opening its panel as a modal dialog. */
export function PartnersPage({ content }: { content: Content }) {
  return (
    <>
      <PageHero title={content.title} lead={content.intro} />
      <Section id="choose" title={content.chooserTitle} spacing="tight">
        <CardGrid columns={2}>
          <Choice dialogId={SOLUTION} {...content.solution.choice}>
            <ul className={styles.chips}>
              {content.solution.benefits.map((benefit) => (
                <li key={benefit.title}>{benefit.title}</li>
              ))}
            </ul>
          </Choice>
          <Choice dialogId={TECHNOLOGY} {...content.technology.choice}>
            <ul className={styles.preview}>
              {content.technology.logos.slice(0, PREVIEW_LOGOS).map((logo) => (
                <li key={logo.name}>
                  <img src={logo.logo.src} alt={logo.name} width={logo.logo.width} height={logo.logo.height} />
                </li>
              ))}
              <li className={styles.more}>+{content.technology.logos.length - PREVIEW_LOGOS} more</li>
            </ul>
          </Choice>
        </CardGrid>
      </Section>
      <SolutionPanel content={content.solution} />
      <TechnologyPanel content={content.technology} />
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
        <span className={styles.arrow} aria-hidden="true">
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
      <ul className={styles.benefits}>
        {content.benefits.map((benefit) => (
          <li key={benefit.title} className={styles.benefit}>
            <h4 className={styles.benefitTitle}>{benefit.title}</h4>
            <p>{benefit.description}</p>
          </li>
        ))}
      </ul>
      <h3 className={styles.subTitle}>{content.audienceTitle}</h3>
      <ul className={styles.audience}>
        {content.audience.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
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
      <ul className={styles.logos}>
        {content.logos.map((logo) => (
          <li key={logo.name} className={styles.logo}>
            <img src={logo.logo.src} alt={logo.name} width={logo.logo.width} height={logo.logo.height} loading="lazy" />
          </li>
        ))}
      </ul>
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
