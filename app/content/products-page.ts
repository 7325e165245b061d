/**
 * The Products page (/products): every product of the registry (shared/content/products.ts),
 * in this page's order, and, in the same form, the templated platform T.P.X, whose View More
 * leads to its section on the Solutions page. Server-only; validated by schemas/products-page.ts.
 */
import type { ProductSlug } from "#shared/content/products.ts";

export interface CatalogueProductEntry {
  kind: "product";
  slug: ProductSlug;
  /** What it is, in one line, for the page's "at a glance" index. */
  summary: string;
  /** Paragraphs of the description. */
  description: string[];
  /** Four key points, shown as a checklist under the description. */
  points: string[];
}

export interface CatalogueOfferingEntry {
  kind: "offering";
  key: string;
  name: string;
  /** What it is, in one line, for the page's "at a glance" index. */
  summary: string;
  gradient: { start: string; end: string };
  description: string[];
  points: string[];
  /** Its logo under app/assets/solutions/ (SVG), drawn like the product logos. */
  logo: string;
  href: string;
  /** Illustrations under app/assets/solutions/ shown in the slideshow, with their alt texts. */
  images: { file: string; alt: string }[];
}

export const productsPage = {
  hero: {
    eyebrow: "Products",
    title: "Software for every part of your streaming business",
    lead: "Six products that work on their own or together: frontend control, AI discovery, short-form video, hotel entertainment, advertising and AI video tools, plus a templated platform to launch quickly.",
    imageAlt:
      "The six products, VIVRE, S.A.R.A., Blinks, Hospitality Suite, AdPilot and ReelCraft, around one platform dashboard",
  },
  /** Each entry's button to its page. */
  moreLabel: "View More",
  cta: {
    title: "Not sure where to start?",
    text: "Tell us about your service and we will suggest the products that fit, and how they work together.",
  },
  entries: [
    {
      kind: "product",
      slug: "vivre",
      summary: "Change your apps' screens live, without a release",
      description: [
        "VIVRE is a SaaS platform that augments your content management platform with real-time frontend UI/UX control. Change layouts, rails, widgets and promotions and see them live in your apps without a new release, from one account with multiple projects.",
      ],
      points: [
        "Real-time updates and immersive UI",
        "AI playlist creation and custom widgets",
        "Scheduling of content blackouts",
        "Pre-built SDKs for 12+ platforms",
      ],
    },
    {
      kind: "product",
      slug: "hospitality",
      summary: "Live TV, movies and hotel services on the room TV",
      description: [
        "The Hospitality Suite aggregates entertainment and hotel services on the in-room TV, on set-top boxes, dongles and Android TV, with multi-property management behind it and revenue from guests up to 2x.",
      ],
      points: [
        "Live TV, movies and pay per view",
        "Local content with DRM",
        "PMS-ready APIs and CRM integrations",
        "Room service, bills and feedback",
      ],
    },
    {
      kind: "product",
      slug: "sara",
      summary: "Recommendations, search insights and notifications",
      description: [
        "S.A.R.A. is an AI recommendation engine for content discovery and AI-powered UX. It ranks rows and titles for every viewer, using context and mood as well as history, and gamified monetisation turns what viewers want into revenue.",
      ],
      points: ["AI-powered recommendations", "Push notifications", "Search statistics", "Trend analysis"],
    },
    {
      kind: "product",
      slug: "blink",
      summary: "A short-video community inside your own app",
      description: [
        "Blinks is a user-generated, short-form video cloud platform built mobile-first around three pillars: create, share and discover, with video filters and audio effects, and with ad and commerce tools built in.",
      ],
      points: ["Ultra-low latency playback", "Content moderation", "Live broadcasting", "Contests and gamification"],
    },
    {
      kind: "product",
      slug: "adpilot",
      summary: "Campaigns for apps, web and TV in one dashboard",
      description: [
        "AdPilot is multi-channel ad management: promote, analyse and monetise from one unified dashboard, delivering across platforms with targeting, group recommendations and smart notifications.",
      ],
      points: ["Real-time optimisation", "Images, videos and GIFs", "AI decisioning and smart bidding", "Ad analytics"],
    },
    {
      kind: "product",
      slug: "reelcraft",
      summary: "Edit, reframe, describe and dub video with AI",
      description: [
        "ReelCraft is video creation and editing with AI, to promote content, enrich metadata and commercialise every clip, with effects, easy sharing and smart search.",
      ],
      points: [
        "Auto-reframing to vertical",
        "Smart summaries and chapters",
        "Multi-language dubbing",
        "Quality control",
      ],
    },
    {
      kind: "offering",
      key: "tpx",
      name: "T.P.X",
      summary: "Launch a streaming service from ready templates",
      gradient: { start: "#A78BFA", end: "#34D399" },
      description: [
        "Template Platform Xpress (T.P.X) is our templated OTT platform and the quickest way to launch a streaming service. It grows with you into a custom OTT application when you need one.",
      ],
      points: [
        "Ready-made app templates",
        "Your catalogue and branding",
        "The monetisation models you need",
        "Apps for web, mobile and TV",
      ],
      logo: "tpx-logo",
      href: "/solutions#tpx",
      images: [
        { file: "tpx", alt: "T.P.X platform builder with templates for web, mobile and TV apps" },
        { file: "editorial-tpx", alt: "T.P.X editorial tools for curating rails and featured titles" },
        { file: "custom-app", alt: "A custom OTT application shown on a TV, a phone and a tablet" },
      ],
    },
  ] satisfies (CatalogueProductEntry | CatalogueOfferingEntry)[],
};
