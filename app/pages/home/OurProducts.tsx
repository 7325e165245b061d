import type { CSSProperties } from "react";
import { Link } from "react-router";
import { GradientText } from "~/components/sections/GradientText";
import { CardGrid, Section } from "~/components/ui";
import type { HomeContentData } from "./home-data.server";
import styles from "./OurProducts.module.css";

/**
 * "Our products": the tagline and a compact index of every product (its gradient mark, name,
 * tagline and extra lines). The 3D carousel further down is the page's one visual showcase.
 */
export function OurProducts({ products }: { products: HomeContentData["products"] }) {
  return (
    <Section id="wwd" eyebrow={products.eyebrow} title={products.title} intro={products.tagline}>
      <CardGrid columns={3} className={styles.index}>
        {products.items.map((item) => (
          <li
            key={item.slug}
            className={styles.item}
            style={{ "--from": item.gradient.start, "--to": item.gradient.end } as CSSProperties}
            data-reveal=""
          >
            <span className={styles.mark} aria-hidden="true" />
            <h3 className={styles.name}>
              <Link to={item.path} className={styles.link}>
                <GradientText gradient={item.gradient}>{item.name}</GradientText>
              </Link>
            </h3>
            <p className={styles.tagline}>{item.tagline}</p>
            {item.extra.map((line) => (
              <p key={line} className={styles.extra}>
                {line}
              </p>
            ))}
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
