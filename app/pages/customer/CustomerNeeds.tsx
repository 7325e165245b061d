import { Picture, Section } from "~/components/ui";
import type { CustomerStory } from "~/content/schemas/customers";
import styles from "./CustomerNeeds.module.css";
import { ProductLinks } from "./ProductLinks";

type Need = NonNullable<CustomerStory["overview"]>["needs"][number];

/**
 * What a kind of business needs and the products that meet it: the first need large with its
 * product screen, the others beside it (stacked on phones).
 */
export function CustomerNeeds({ title, intro, needs }: { title: string; intro: string; needs: readonly Need[] }) {
  return (
    <Section id="overview" title={title} intro={intro}>
      <ul className={styles.needs}>
        {needs.map((need, index) => (
          <li key={need.title} className={index === 0 ? `${styles.need} ${styles.lead}` : styles.need}>
            {need.image ? (
              <div className={styles.media}>
                <Picture image={need.image} className={styles.image} />
              </div>
            ) : null}
            <div className={styles.body}>
              <h3 className={styles.title}>{need.title}</h3>
              <p>{need.text}</p>
              <ProductLinks products={need.products} />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
