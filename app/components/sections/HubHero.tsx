import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui";
import type { HubHeroContent } from "~/content/schemas/hero";
import { HeroIllustration } from "./HeroIllustration";
import styles from "./HubHero.module.css";
import { PageHero } from "./PageHero";

/** The split hero of a hub page: headline, lead and two actions beside its drawn illustration. */
export function HubHero({
  title,
  lead,
  hero,
  illustrationOnPhones = true,
}: {
  title: ReactNode;
  lead: ReactNode;
  hero: HubHeroContent;
  /** False where the page itself shows the same thing just below (Book a meeting's calendar). */
  illustrationOnPhones?: boolean;
}) {
  const [primary, secondary] = hero.links;
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={title}
      lead={lead}
      actions={
        <>
          <ButtonLink href={primary.href}>{primary.label}</ButtonLink>
          <ButtonLink href={secondary.href} variant="secondary">
            {secondary.label}
          </ButtonLink>
        </>
      }
      facts={hero.facts}
      media={
        illustrationOnPhones ? (
          <HeroIllustration image={hero.art} />
        ) : (
          <div className={styles.fromXs}>
            <HeroIllustration image={hero.art} />
          </div>
        )
      }
    />
  );
}
