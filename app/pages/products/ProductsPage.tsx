import { ScrollReveal } from "~/components/motion/ScrollReveal";
import { CtaBanner } from "~/components/sections/CtaBanner";
import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink, Container } from "~/components/ui";
import { ProductEntry } from "./ProductEntry";
import styles from "./ProductsPage.module.css";
import type { ProductsPageData } from "./products-data.server";

/** /products: a large heading, then every product in alternating left/right rows. */
export function ProductsPage({ data }: { data: ProductsPageData }) {
  return (
    <ScrollReveal offset={150} durationMs={1000}>
      <PageHero eyebrow={data.hero.eyebrow} title={data.hero.title} lead={data.hero.lead} />
      <Container>
        <ul className={styles.list}>
          {data.entries.map((entry, index) => (
            <li key={entry.key}>
              <ProductEntry entry={entry} reverse={index % 2 === 1} moreLabel={data.moreLabel} />
            </li>
          ))}
        </ul>
      </Container>
      <CtaBanner
        title={data.cta.title}
        text={data.cta.text}
        actions={<ButtonLink href="/bookmeeting">Book a meeting</ButtonLink>}
      />
    </ScrollReveal>
  );
}
