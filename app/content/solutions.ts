/**
 * Copy of the Solutions page (server-only; validated by schemas/solutions.ts).
 * Offerings and monetisation models as the specification lists them.
 */
export const solutionsContent = {
  hero: {
    eyebrow: "Solutions",
    title: "Launch, grow and monetise your OTT service",
    lead: "Start fast on a templated platform or build a custom application; choose the monetisation models that fit your audience; bring content together and curate it with editorial tools.",
    imageAlt:
      "A branded streaming app built from a T.P.X template on a tablet and a phone, with its revenue mix across SVOD, AVOD, TVOD and banners",
  },
  tpx: {
    title: "Template Platform Xpress",
    eyebrow: "T.P.X",
    paragraphs: [
      "T.P.X is our templated OTT platform. Pick a template, add your catalogue and branding, switch on the business models you need and publish apps for web, mobile and TV from one back office.",
    ],
    points: [
      "Ready-made layouts for home, detail, player and account screens",
      "Apps for web, Android, iOS and Smart TVs from one configuration",
      "Subscriptions, rentals and ads available from day one",
    ],
    image: { file: "tpx", alt: "T.P.X platform builder with templates for web, mobile and TV apps" },
  },
  custom: {
    title: "Custom OTT application",
    eyebrow: "Built for you",
    paragraphs: [
      "When your service needs its own experience, we design and build a custom OTT application around your brand, your content and your back-end systems, and we certify it on the stores and TV platforms you target.",
    ],
    points: [
      "Product discovery, UX and visual design with your team",
      "Native apps for TVs, phones, tablets, the web and set-top boxes",
      "Integration with your CMS, DRM, payments and analytics",
    ],
    image: { file: "custom-app", alt: "A custom OTT application shown on a TV, a phone and a tablet" },
  },
  monetisation: {
    eyebrow: "Revenue models",
    title: "Monetise your way",
    intro:
      "Combine the models that suit your audience. Our subscription authoring tool lets your team create and change packages without a developer.",
    cards: [
      {
        title: "SVOD subscriptions",
        icon: "calendar",
        description: "Daily, monthly, quarterly and yearly packages, sold in every app and managed in one place.",
      },
      {
        title: "Display ads",
        icon: "layout",
        description: "Banner and native placements around your content, on every screen of the app.",
      },
      {
        title: "Pay per view (TVOD)",
        icon: "receipt",
        description: "Let viewers rent or buy single titles and live events without a subscription.",
      },
      {
        title: "In-video ads (AVOD)",
        icon: "video",
        description: "Pre-roll, mid-roll and post-roll ads served through the VAST standard.",
      },
      {
        title: "Custom banner ads",
        icon: "megaphone",
        description: "Your own promotions and partner banners, placed and scheduled by your team.",
      },
      {
        title: "Tips and donations",
        icon: "heart",
        description: "Let viewers support the creators and channels they love with a tap.",
      },
    ],
  },
  value: {
    title: "Built to pay back",
    cards: [
      {
        title: "Multi-platform apps",
        icon: "tv",
        description: "One platform delivers apps to TVs, phones, tablets, the web and set-top boxes.",
      },
      {
        title: "Cost-efficient",
        icon: "coin",
        description: "Templates, shared components and one back office keep build and running costs down.",
      },
      {
        title: "Real-time analytics",
        icon: "chart",
        description: "See viewing, revenue and app performance as it happens, and act on it the same day.",
      },
    ],
  },
  aggregation: {
    title: "OTT content aggregation",
    eyebrow: "One catalogue",
    paragraphs: [
      "Bring live channels, on-demand libraries and partner OTT services into one catalogue with one search and one set of recommendations, so viewers stop switching between apps.",
    ],
    points: [
      "Ingest from multiple content providers and formats",
      "Normalised metadata, artwork and rights windows",
      "Partner apps presented inside your own experience",
    ],
    image: { file: "aggregation", alt: "Content from many sources flowing into one streaming catalogue" },
  },
  why: {
    title: "Why use our solution",
    eyebrow: "Why us",
    paragraphs: [
      "We have built streaming products since 2017, and we run what we build. That means fewer surprises at launch and a team that knows how the service behaves on real devices.",
    ],
    points: [
      "Nearly a decade of Smart TV app development and certification",
      "Products that work alone or together: VIVRE, S.A.R.A., AdPilot and more",
      "One partner from design and build to operation and growth",
    ],
    image: { file: "why", alt: "A collage of streaming dashboards showing viewing, revenue and app health" },
  },
  cta: {
    title: "Plan your service with us",
    text: "Bring your catalogue, audience and goals; we will map them to a platform, apps and a monetisation plan.",
  },
  editorial: {
    eyebrow: "Editorial control",
    title: "Editorial curation tools",
    intro:
      "Your editors decide what viewers see first. Each platform comes with tools to curate rails, banners and collections.",
    tabs: [
      {
        key: "vivre",
        label: "VIVRE",
        title: "Curate every screen in real time",
        description:
          "With VIVRE, editors arrange rails, hero banners and collections on a live preview and publish them to every platform at once, with schedules and regional variations.",
        image: { file: "editorial-vivre", alt: "VIVRE curation tools with a live preview of a TV home screen" },
      },
      {
        key: "sara",
        label: "T.P.X",
        title: "Curation built into the template platform",
        description:
          "T.P.X includes editorial tools for featured titles, collections and promotions, so a small team can keep a new service fresh from the first day.",
        image: { file: "editorial-tpx", alt: "T.P.X editorial tools for curating rails and featured titles" },
      },
      {
        key: "hospitality",
        label: "Hospitality",
        title: "Programme the in-room screen",
        description:
          "Hotel teams choose the welcome message, featured films, channel line-up and in-room offers for each property, and change them for events and seasons.",
        image: {
          file: "editorial-hospitality",
          alt: "Hospitality Suite curation of the in-room TV welcome screen and featured films",
        },
      },
    ],
  },
};
