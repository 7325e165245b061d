/**
 * The Products page (/products): every product of the registry (shared/content/products.ts),
 * in this page's order, and, in the same form, the templated platform T.P.X, whose View More
 * leads to its section on the Solutions page. Server-only; validated by schemas/products-page.ts.
 */
import type { ProductSlug } from "#shared/content/products.ts";

export interface CatalogueProductEntry {
  kind: "product";
  slug: ProductSlug;
  /** Paragraphs of the description. */
  description: string[];
}

export interface CatalogueOfferingEntry {
  kind: "offering";
  key: string;
  name: string;
  gradient: { start: string; end: string };
  description: string[];
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
      description: [
        "VIVRE is a SaaS platform that augments your content management platform with real-time frontend UI/UX control. Change layouts, rails, widgets and promotions and see them live in your apps without a new release.",
        "AI playlist creation, custom widgets, templates, scheduling of content blackouts and pre-built SDKs for 12+ platforms, all from one account with multiple projects.",
      ],
    },
    {
      kind: "product",
      slug: "hospitality",
      description: [
        "The Hospitality Suite aggregates entertainment and hotel services on the in-room TV: live TV, movies, pay per view, ad-supported video and local content protected with DRM.",
        "Guests order room service, see their bill and give feedback from the TV. PMS-ready APIs, CRM integrations and multi-property management run behind it, on set-top boxes, dongles and Android TV, with revenue from guests up to 2x.",
      ],
    },
    {
      kind: "product",
      slug: "sara",
      description: [
        "S.A.R.A. is an AI recommendation engine for content discovery and AI-powered UX. It ranks rows and titles for every viewer, using context and mood as well as history.",
        "Analytics, push notifications, search statistics and trend analysis show your team what viewers want, and gamified monetisation turns that into revenue, all through APIs.",
      ],
    },
    {
      kind: "product",
      slug: "blink",
      description: [
        "Blinks is a user-generated, short-form video cloud platform built mobile-first around three pillars: create, share and discover.",
        "Ultra low latency playback, content moderation, live broadcasting, video filters and audio effects, contests and gamification, with ad and commerce tools for high advertisement revenues.",
      ],
    },
    {
      kind: "product",
      slug: "adpilot",
      description: [
        "AdPilot is multi-channel ad management: promote, analyse and monetise from one unified dashboard, with real-time optimization and performance.",
        "Ingest images, videos and GIFs, deliver across platforms, and let AI decisioning, targeting and smart bidding do the rest, with ad analytics, group recommendations and smart notifications.",
      ],
    },
    {
      kind: "product",
      slug: "reelcraft",
      description: [
        "ReelCraft is video creation and editing with AI, to promote content, enrich metadata and commercialise every clip.",
        "Effects and easy sharing, auto-reframing of horizontal video to vertical, smart summaries and metadata, chapterization, multi-language dubbing, smart search and quality control.",
      ],
    },
    {
      kind: "offering",
      key: "tpx",
      name: "T.P.X",
      gradient: { start: "#A78BFA", end: "#34D399" },
      description: [
        "Template Platform Xpress (T.P.X) is our templated OTT platform: choose a template, bring your catalogue and branding, switch on the monetisation models you need and publish apps for web, mobile and TV.",
        "It is the quickest way to launch a streaming service, and it grows with you into a custom OTT application when you need one.",
      ],
      href: "/solutions#tpx",
      images: [
        { file: "tpx", alt: "T.P.X platform builder with templates for web, mobile and TV apps" },
        { file: "editorial-tpx", alt: "T.P.X editorial tools for curating rails and featured titles" },
        { file: "custom-app", alt: "A custom OTT application shown on a TV, a phone and a tablet" },
      ],
    },
  ] satisfies (CatalogueProductEntry | CatalogueOfferingEntry)[],
};
