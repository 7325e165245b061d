import { BlogList } from "~/components/blog/BlogList";
import { HeroIllustration } from "~/components/sections/HeroIllustration";
import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink, Heading, Section } from "~/components/ui";
import styles from "./ResourcesPage.module.css";
import type { ResourcesData } from "./resources-data.server";
import { WhitepaperSignup } from "./WhitepaperSignup";

export function ResourcesPage({ content }: { content: ResourcesData["content"] }) {
  return (
    <>
      <PageHero
        title={content.title}
        lead={content.intro}
        actions={
          <>
            <ButtonLink href="#whitepapers">{content.heroActions.whitepapers}</ButtonLink>
            <ButtonLink href="#blogs" variant="secondary">
              {content.heroActions.blog}
            </ButtonLink>
          </>
        }
        media={<HeroIllustration image={content.heroArt} />}
      />
      <WhitepaperSignup whitepapers={content.whitepapers} signup={content.signup} />
      <Section id="blogs" title={content.blog.title} intro={content.blog.intro}>
        <Heading level={3} size="small" id="featured-title" className={styles.featured}>
          {content.blog.featuredTitle}
        </Heading>
        <BlogList
          cards={content.blog.cards}
          initialCount={content.blog.initialCount}
          step={content.blog.step}
          labelledBy="featured-title"
        />
      </Section>
    </>
  );
}
