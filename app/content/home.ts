/**
 * Copy of the home page (server-only; the loader validates it with schemas/home.ts).
 * Product names, taglines and order come from the registry (shared/content/products.ts);
 * the per-product lines here are keyed by slug. Figures only from the specification.
 */
import type { ProductSlug } from "#shared/content/products.ts";
import { BOOK_MEETING_LABEL, MEETING_MAIL_SUBJECT } from "./vocabulary";

export const homeContent = {
  hero: {
    eyebrow: "OTT platforms · Smart TV apps · AI",
    title: "Streaming software for operators, hotels and media companies",
    lead: "Since 2017 we have built OTT platforms, Smart TV apps, AI recommendations, hotel entertainment and ad technology in Bengaluru, for businesses that stream to TVs, phones, set-top boxes and hotel rooms.",
    demo: { label: BOOK_MEETING_LABEL, subject: MEETING_MAIL_SUBJECT },
    secondary: { label: "Explore our products", href: "/products" },
    imageAlt: "A streaming app on a Smart TV and a phone, with VIVRE, S.A.R.A. and AdPilot at work around it",
  },
  products: {
    eyebrow: "What we do",
    title: "Our products",
    tagline:
      "We design, develop and integrate multiscreen solutions: the platforms, apps and AI that let you launch a streaming service, grow its audience and earn from it.",
    extra: {
      vivre: [
        "Real-time control of your apps' UI/UX on top of your content management platform.",
        "Templates, custom widgets and pre-built SDKs for 12+ platforms.",
      ],
      sara: [
        "An AI recommendation engine with usage insights, search statistics and trend analysis.",
        "Gamified monetisation and push notifications through simple APIs.",
      ],
      blink: [
        "A mobile-first cloud platform for user-generated, short-form video.",
        "Ultra-low latency video, moderation, contests, ads and commerce tools.",
      ],
      hospitality: [
        "Live TV, movies, pay per view and local content with DRM in every guest room.",
        "Room service, bills and feedback on the TV, with PMS-ready APIs.",
      ],
      adpilot: [
        "Multi-channel ad management from one unified dashboard.",
        "AI decisioning, targeting, smart bidding and real-time optimisation.",
      ],
      reelcraft: [
        "Video creation and editing with auto-reframing, smart summaries and chapters.",
        "Multi-language dubbing and quality control before you publish.",
      ],
    } satisfies Record<ProductSlug, string[]>,
    customersLabel: "Teams we work with",
  },
  devices: {
    eyebrow: "Every screen",
    title: "OTT frontend application",
    intro:
      "One app experience on every screen your viewers use: native frontends that we build, certify and maintain, all driven by the same back office.",
  },
  partners: {
    eyebrow: "Our partners",
    title: "Built for the platforms and standards you use",
    subtitle: "Devices, streaming formats, DRM and ad standards our apps and players are built and certified for.",
  },
  whitepapers: {
    eyebrow: "Resources",
    title: "Insights, strategies and best practices",
    intro:
      "Our whitepapers: how gamification and AI lift engagement, and how discovery and personalisation keep viewers watching.",
    cta: { label: "Explore whitepapers", href: "/resources" },
  },
  contact: {
    eyebrow: "Contact",
    title: "Book a meeting",
    intro: "Tell us what you are building, and our team will get back to you to set up a call or a demo.",
    next: {
      title: "What happens next",
      steps: [
        {
          title: "We read your request",
          text: "A person from our product team reads what you are building.",
        },
        {
          title: "We write back",
          text: "We suggest a time and tell you who will join from our side.",
        },
        {
          title: "A demo on your use case",
          text: "We show the products that fit, on your viewers' devices, and answer your questions.",
        },
      ],
      schedule: { text: "Rather pick a time yourself?", label: "Pick a time", href: "/bookmeeting#schedule" },
    },
  },
};

export type HomeContent = typeof homeContent;
