import { Link } from "react-router";
import { GradientText } from "~/components/sections/GradientText";
import { CardGrid, Section } from "~/components/ui";
import type { HomeContentData } from "./home-data.server";
import styles from "./OurProducts.module.css";

/** "Our Products": the tagline and every product with its tagline and extra lines. */
export function OurProducts({ products }: { products: HomeContentData["products"] }) {
  return (
    <Section id="wwd" eyebrow={products.eyebrow} title={products.title} intro={products.tagline}>
      <CardGrid columns={3}>
        {products.items.map((item) => (
          <li key={item.slug} className={styles.item} data-reveal="">
            <h3 className={styles.name}>
              <Link to={item.path} className={styles.link}>
                <GradientText gradient={item.gradient}>{item.name}</GradientText>
              </Link>
            </h3>
            <p className={styles.tagline}>{item.tagline}</p>
            {item.extra.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
