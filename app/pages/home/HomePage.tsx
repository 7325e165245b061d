import { ScrollReveal } from "~/components/motion/ScrollReveal";
import { ContactSection } from "./ContactSection";
import { DeferredMeetingForm } from "./DeferredMeetingForm";
import { DeviceShowcase } from "./DeviceShowcase";
import { HomeHero } from "./HomeHero";
import type { HomeData } from "./home-data.server";
import { OurProducts } from "./OurProducts";
import { PartnersSection } from "./PartnersSection";
import { useHashScroll } from "./use-hash-scroll";
import { WhitepapersIntro } from "./WhitepapersIntro";

/**
 * The home page. Section ids the spec's hash links use: #wwd (Our Products), #ott-products (the
 * product list in it: the page shows the products once), #swu (Our Partners) and #contact (Book a Meeting).
 */
export function HomePage({ content }: { content: HomeData["content"] }) {
  useHashScroll();
  return (
    <ScrollReveal offset={150} durationMs={1000}>
      <HomeHero hero={content.hero} />
      <OurProducts products={content.products} />
      <DeviceShowcase devices={content.devices} />
      <PartnersSection partners={content.partners} />
      <WhitepapersIntro whitepapers={content.whitepapers} />
      <ContactSection contact={content.contact} form={<DeferredMeetingForm />} />
    </ScrollReveal>
  );
}
