import { LogoMarquee } from "~/components/media/LogoMarquee";
import { Section } from "~/components/ui";
import type { HomeContentData } from "./home-data.server";

/** "Our partners": the platforms and standards the products are built and certified for. */
export function PartnersSection({ partners }: { partners: HomeContentData["partners"] }) {
  return (
    <Section id="swu" title={partners.title} intro={partners.subtitle} centered>
      <LogoMarquee logos={partners.logos} label="Platforms and standards" />
    </Section>
  );
}
