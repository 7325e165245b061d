/**
 * The Partners page: the solution-partner programme and the technology the products are built for.
 * Technology entries are platforms and standards, not claimed partner companies; the logos and
 * names come from content/partners.ts (shared with the home page and the customer pages).
 */
import { hubHeroArt } from "./hub-media";
import { partnerLogos, platformGroups } from "./partners";
import type { PartnersPageContent } from "./schemas/partners-program";

export const partnersPage: PartnersPageContent = {
  title: "Partners",
  intro:
    "We work with companies that bring streaming, hospitality and advertising projects to their own customers, and we build our products on the platforms and standards the industry runs on.",
  hero: {
    eyebrow: "Partner programme",
    links: [
      { label: "What solution partners get", href: "#programme" },
      { label: "See the technology", href: "#technology" },
    ],
    art: hubHeroArt("partners"),
  },
  chooserTitle: "Two ways to partner",
  chooserIntro:
    "One programme for companies that sell and deliver projects, one for the technology our products are built on.",
  solution: {
    choice: {
      title: "Solution partners",
      description:
        "Deliver Horizon products to your own customers as a system integrator, reseller or service provider.",
    },
    intro:
      "Solution partners combine Horizon products with their own services to deliver complete projects: an OTT launch for a broadcaster, in-room entertainment for a hotel group, or an advertising set-up for a media company.",
    benefitsTitle: "What partners get",
    programmeTitle: "What solution partners get",
    benefits: [
      {
        title: "Product training",
        icon: "video",
        description:
          "Hands-on sessions with our product and engineering teams on VIVRE, S.A.R.A., Blinks, the Hospitality Suite, AdPilot and ReelCraft.",
      },
      {
        title: "Demo environments",
        icon: "layout",
        description:
          "Access to demo set-ups so your team can show our products to prospects and prepare integrations early.",
      },
      {
        title: "Pre-sales support",
        icon: "message",
        description:
          "Our solution architects join your discovery calls and help shape proposals, integrations and timelines.",
      },
      {
        title: "Technical enablement",
        icon: "code",
        description:
          "Documentation, standard APIs and pre-built SDKs, plus a direct line to our engineers during projects.",
      },
    ],
    audienceTitle: "Who it is for",
    audience: [
      "System integrators delivering broadcast, OTT or IPTV projects",
      "Hospitality technology providers serving hotels and hotel groups",
      "Agencies and consultancies building streaming or advertising products for clients",
      "Device and set-top box vendors looking for an app and platform layer",
    ],
    cta: {
      text: "Tell us about your business and the customers you serve; we will get back to you to discuss the next steps.",
      action: "Book a meeting",
    },
    stepsTitle: "How partnering works",
    stepsIntro: "From a first conversation to your first delivery with our products, with our team beside yours.",
    steps: [
      {
        title: "A first conversation",
        description:
          "Tell us about your business, the customers you serve and the projects you see coming, in a meeting or a message.",
      },
      {
        title: "Learn the products",
        description:
          "Your team gets product training and a demo environment, so you can show the products and plan integrations early.",
      },
      {
        title: "Win the first project",
        description:
          "Our solution architects join your discovery calls and help shape the proposal, the integrations and the timeline.",
      },
      {
        title: "Deliver together",
        description:
          "You lead the project; our engineers stay on a direct line for the integration with the standard APIs and SDKs.",
      },
    ],
  },
  technology: {
    choice: {
      title: "Technology partners",
      description: "The device platforms, streaming formats, DRM systems and ad standards our products are built for.",
    },
    sectionTitle: "Built for the platforms and standards the industry runs on",
    intro:
      "Our apps and platforms are built for and tested on these device platforms, streaming formats, DRM systems and advertising standards.",
    note: "Platforms and standards our products are built and certified for. Names and marks belong to their owners.",
    offer: {
      title: "What technology partners get",
      points: [
        "Your platform or standard weighed for our products and the apps we build",
        "Testing on real devices in our device lab, not only in emulators",
        "A direct line to our engineers while we integrate and certify",
      ],
      applyTitle: "How to apply",
      apply:
        "Book a meeting and tell us about your platform or standard and the customers who ask for it. We will tell you plainly whether it fits our roadmap, and when.",
    },
    logos: partnerLogos(),
    groups: platformGroups(),
    cta: {
      text: "Need support for another platform or standard?",
      action: "Book a meeting",
    },
  },
  closing: {
    title: "Bring Horizon to your customers",
    text: "Tell us who you serve and what they need; we will show you the products and how partnering would work.",
    action: "Book a meeting",
  },
};
