import { CardCarousel3D } from "~/components/carousel/CardCarousel3D";
import { ScrollReveal } from "~/components/motion/ScrollReveal";
import { Section } from "~/components/ui";
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
 * The home page. Section ids the spec's hash links use: #wwd (Our products),
 * #ott-products (the product carousel), #swu (Our partners) and #contact (Book a meeting).
 */
export function HomePage({ content }: { content: HomeData["content"] }) {
  useHashScroll();
  return (
    <ScrollReveal offset={150} durationMs={1000}>
      <HomeHero hero={content.hero} />
      <OurProducts products={content.products} />
      <DeviceShowcase devices={content.devices} />
      <Section
        id="ott-products"
        eyebrow={content.carousel.eyebrow}
        title={content.carousel.title}
        intro={content.carousel.intro}
        centered
      >
        <CardCarousel3D label="Our products" cards={content.carousel.cards} radius={500} />
      </Section>
      <PartnersSection partners={content.partners} />
      <WhitepapersIntro whitepapers={content.whitepapers} />
      <ContactSection contact={content.contact} form={<DeferredMeetingForm />} />
    </ScrollReveal>
  );
}
