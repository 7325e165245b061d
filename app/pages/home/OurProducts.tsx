import type { CSSProperties } from "react";
import { Link } from "react-router";
import { GradientText } from "~/components/sections/GradientText";
import { Grid, Section } from "~/components/ui";
import type { HomeContentData } from "./home-data.server";
import styles from "./OurProducts.module.css";

/**
 * "Our Products": the tagline and every product once, as cards (its glyph, name, tagline and extra
 * lines), each leading to the product's page. The list is the #ott-products target of the spec's links.
 */
export function OurProducts({ products }: { products: HomeContentData["products"] }) {
  return (
    <Section id="wwd" eyebrow={products.eyebrow} title={products.title} intro={products.tagline}>
      <Grid as="ul" id="ott-products" cols={{ sm: 2, xl: 3 }} className={styles.index}>
        {products.items.map((item) => (
          <li
            key={item.slug}
            className={styles.item}
            style={{ "--from": item.gradient.start, "--to": item.gradient.end } as CSSProperties}
            data-reveal=""
          >
            <img
              src={item.glyph.src}
              alt=""
              width={item.glyph.width}
              height={item.glyph.height}
              loading="lazy"
              className={styles.glyph}
            />
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
            <span className={styles.more} aria-hidden="true" data-pagefind-ignore="">
              {`Explore ${item.name} →`}
            </span>
          </li>
        ))}
      </Grid>
      {/* The customers by name only, in the site's type: no logos or claims beyond their own pages. */}
      <nav className={styles.customers} aria-labelledby="home-customers-label" data-reveal="">
        <p id="home-customers-label" className={styles.customersLabel}>
          {products.customers.label}
        </p>
        {/* Six names: two or three to a row until all fit on one, so no name is left alone on a line. */}
        <Grid as="ul" cols={{ base: 2, sm: 3, xl: 6 }}>
          {products.customers.list.map((customer) => (
            <li key={customer.path}>
              <Link to={customer.path} className={styles.customer}>
                {customer.name}
              </Link>
            </li>
          ))}
        </Grid>
      </nav>
    </Section>
  );
}
