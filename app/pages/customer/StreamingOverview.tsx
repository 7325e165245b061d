import { PlatformGroups } from "~/components/sections/PlatformGroups";
import { Picture, Section } from "~/components/ui";
import type { CustomerStory } from "~/content/schemas/customers";
import styles from "./CustomerStoryPage.module.css";
import { ProductLinks } from "./ProductLinks";

type Overview = NonNullable<CustomerStory["overview"]>;

/** Without a published story: the parts of a streaming business the products cover, then the platforms. */
export function StreamingOverview({ overview }: { overview: Overview }) {
  return (
    <>
      <Section id="overview" title={overview.title} intro={overview.intro}>
        <ol className={styles.pillars}>
          {overview.pillars.map((pillar, index) => (
            <li key={pillar.title} className={styles.pillar}>
              {pillar.image ? <Picture image={pillar.image} className={styles.pillarImage} /> : null}
              <span className={styles.pillarNumber} aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className={styles.pillarTitle}>{pillar.title}</h3>
              <p>{pillar.text}</p>
              <ProductLinks products={pillar.products} />
            </li>
          ))}
        </ol>
      </Section>
      <Section id="platforms" title={overview.platforms.title} intro={overview.platforms.intro} tone="raised">
        <PlatformGroups groups={overview.platforms.groups} />
      </Section>
    </>
  );
}
