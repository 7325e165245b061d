import { ScrollReveal } from "~/components/motion/ScrollReveal";
import { CtaBanner } from "~/components/sections/CtaBanner";
import { HeroArt } from "~/components/sections/HeroArt";
import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink, Container } from "~/components/ui";
import { ProductEntry } from "./ProductEntry";
import styles from "./ProductsPage.module.css";
import type { ProductsPageData } from "./products-data.server";

/** /products: a large heading, then every product in alternating left/right rows. */
export function ProductsPage({ content }: { content: ProductsPageData }) {
  return (
    <ScrollReveal offset={150} durationMs={1000}>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
        media={<HeroArt image={content.hero.image} />}
      />
      <Container>
        <ul className={styles.list}>
          {content.entries.map((entry, index) => (
            <li key={entry.key}>
              <ProductEntry entry={entry} reverse={index % 2 === 1} moreLabel={content.moreLabel} />
            </li>
          ))}
        </ul>
      </Container>
      <CtaBanner
        title={content.cta.title}
        text={content.cta.text}
        actions={<ButtonLink href="/bookmeeting">Book a meeting</ButtonLink>}
      />
    </ScrollReveal>
  );
}
