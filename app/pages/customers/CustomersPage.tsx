import { CtaBanner } from "~/components/sections/CtaBanner";
import { HubHero } from "~/components/sections/HubHero";
import { ButtonLink, Section } from "~/components/ui";
import { CustomerGallery } from "./CustomerGallery";
import { CustomerLogos } from "./CustomerLogos";
import styles from "./CustomersPage.module.css";
import type { CustomersData } from "./customers-data.server";
import { FeatureRow } from "./FeatureRow";
import { SegmentMatrix } from "./SegmentMatrix";

export function CustomersPage({ content, segments }: Pick<CustomersData, "content" | "segments">) {
  return (
    <>
      <HubHero title={content.title} lead={content.intro} hero={content.hero} />
      <Section id="customers" title={content.logos.title} intro={content.logos.intro} spacing="tight">
        <CustomerLogos customers={content.logos.customers} />
      </Section>
      <Section
        id="segments"
        title={content.segments.title}
        intro={content.segments.intro}
        spacing="tight"
        className={styles.segments}
      >
        <SegmentMatrix segments={segments} />
      </Section>
      <Section id="gallery" title={content.gallery.title} intro={content.gallery.intro} tone="raised">
        <CustomerGallery slides={content.gallery.slides} />
      </Section>
      <Section id="features" title={content.features.title} intro={content.features.intro}>
        <FeatureRow items={content.features.items} />
      </Section>
      <CtaBanner
        id="customers-cta"
        title={content.cta.title}
        text={content.cta.text}
        actions={<ButtonLink href="/bookmeeting">{content.cta.action}</ButtonLink>}
      />
    </>
  );
}
