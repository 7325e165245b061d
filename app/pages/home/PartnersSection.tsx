import { PlatformGroups } from "~/components/sections/PlatformGroups";
import { Section } from "~/components/ui";
import type { HomeContentData } from "./home-data.server";

/** "Our partners" (#swu): the platforms and standards the products are built and certified for, by kind. */
export function PartnersSection({ partners }: { partners: HomeContentData["partners"] }) {
  return (
    <Section id="swu" eyebrow={partners.eyebrow} title={partners.title} intro={partners.subtitle}>
      <PlatformGroups groups={partners.groups} />
    </Section>
  );
}
