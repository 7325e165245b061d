import type { CSSProperties } from "react";
import { ScrollReveal } from "~/components/motion/ScrollReveal";
import { CtaBanner } from "~/components/sections/CtaBanner";
import { HeroArt } from "~/components/sections/HeroArt";
import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink, Container } from "~/components/ui";
import { ProductEntry } from "./ProductEntry";
import { ProductsGlance } from "./ProductsGlance";
import styles from "./ProductsPage.module.css";
import type { ProductsPageData } from "./products-data.server";

/**
 * /products: a large heading, then every product in alternating left/right rows, each on a band lit
 * by its own gradient on the side of its screens, so the rows differ in colour as they alternate, after
 * an "at a glance" index of them all; the templated platform T.P.X, an offering rather than a product,
 * closes the list.
 */
export function ProductsPage({ content }: { content: ProductsPageData }) {
  return (
    <ScrollReveal offset={150} durationMs={1000}>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
        media={<HeroArt image={content.hero.image} />}
      />
      <ProductsGlance entries={content.entries} />
      <ul className={styles.list}>
        {content.entries.map((entry, index) => (
          <li
            key={entry.key}
            id={entry.key}
            className={styles.band}
            data-side={index % 2 === 1 ? "right" : "left"}
            style={{ "--from": entry.gradient.start, "--to": entry.gradient.end } as CSSProperties}
          >
            <Container>
              <ProductEntry entry={entry} reverse={index % 2 === 1} moreLabel={content.moreLabel} />
            </Container>
          </li>
        ))}
      </ul>
      <CtaBanner
        title={content.cta.title}
        text={content.cta.text}
        actions={<ButtonLink href="/bookmeeting">Book a meeting</ButtonLink>}
      />
    </ScrollReveal>
  );
}
