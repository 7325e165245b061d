import { Picture, ScreenCrop, Section } from "~/components/ui";
import { KeepCompoundsTogether } from "~/components/ui/KeepTogether";
import type { CustomerStory } from "~/content/schemas/customers";
import styles from "./CustomerNeeds.module.css";
import { ProductLinks } from "./ProductLinks";

type Need = NonNullable<CustomerStory["overview"]>["needs"][number];

/**
 * What a kind of business needs and the products that meet it: the first need across the width
 * with its product screen, the others side by side under it (all stacked below 1024 px).
 */
export function CustomerNeeds({ title, intro, needs }: { title: string; intro: string; needs: readonly Need[] }) {
  return (
    <Section id="overview" title={<KeepCompoundsTogether text={title} />} intro={intro}>
      <ul className={styles.needs}>
        {needs.map((need, index) => (
          <li key={need.title} className={index === 0 ? `${styles.need} ${styles.lead}` : styles.need}>
            {need.image ? (
              <div className={styles.media}>
                {need.crop ? (
                  <ScreenCrop region={need.crop} image={need.image}>
                    <Picture image={need.image} className={styles.image} />
                  </ScreenCrop>
                ) : (
                  <Picture image={need.image} className={styles.image} />
                )}
              </div>
            ) : null}
            <div className={styles.body}>
              <h3 className={styles.title}>
                <KeepCompoundsTogether text={need.title} />
              </h3>
              <p>{need.text}</p>
              <ProductLinks products={need.products} />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
