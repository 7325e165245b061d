import { BlogList } from "~/components/blog/BlogList";
import { HubHero } from "~/components/sections/HubHero";
import { Heading, Section } from "~/components/ui";
import styles from "./ResourcesPage.module.css";
import type { ResourcesData } from "./resources-data.server";
import { WhitepaperSignup } from "./WhitepaperSignup";

export function ResourcesPage({ content }: { content: ResourcesData["content"] }) {
  return (
    <>
      <HubHero title={content.title} lead={content.intro} hero={content.hero} />
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
