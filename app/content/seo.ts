/**
 * Title and meta description of every page (customer stories are generated below, one per
 * entry of shared/content/customers.ts).
 * Server-only: loaders read it, so this text never ships in JavaScript bundles.
 */
import { customerEntries, customerPath } from "#shared/content/customers.ts";
import type { SeoText } from "./schemas/seo";

export const pageSeo: Record<string, SeoText> = {
  "/": {
    title: "OTT platforms, Smart TV apps and streaming software",
    description:
      "OTT platforms, Smart TV apps, AI recommendations, hotel streaming and ad tech for operators, hotels and media companies. Built in Bengaluru since 2017.",
  },
  "/about": {
    title: "About us",
    description:
      "Horizon has built streaming software in Bengaluru since 2017: OTT platforms, ed-tech, enterprise UX tools, AI automation and a new R&D centre.",
  },
  "/solutions": {
    title: "OTT solutions and monetisation",
    description:
      "Launch a templated OTT platform or a custom app, monetise with SVOD, TVOD, AVOD and ads, aggregate content and curate it with editorial tools.",
  },
  "/ott-app-development": {
    title: "OTT app development for Smart TVs",
    description:
      "Nearly a decade of Smart TV app development and certification across Tizen, webOS, Android TV and Roku. Book a meeting with our team.",
  },
  "/products": {
    title: "Products",
    description:
      "VIVRE, S.A.R.A., Blinks, the Hospitality Suite, AdPilot and ReelCraft: Horizon's software for streaming operators, hotels and media companies.",
  },
  "/product/vivre": {
    title: "VIVRE: real-time UI/UX control for OTT",
    description:
      "VIVRE augments your content management platform with real-time frontend control, AI playlists, custom widgets and monetisation across 12+ platforms.",
  },
  "/product/sara": {
    title: "S.A.R.A.: AI recommendations and content discovery",
    description:
      "S.A.R.A. is an AI recommendation engine for streaming: content discovery, gamified monetisation, usage insights, push notifications and trend analysis.",
  },
  "/product/blink": {
    title: "Blinks: short-form video cloud platform",
    description:
      "Blinks is a mobile-first, user-generated short-video cloud platform with ultra-low latency playback, moderation, live broadcasting, ads and commerce.",
  },
  "/product/hospitality": {
    title: "Hospitality Suite: in-room streaming for hotels",
    description:
      "The Horizon Hospitality Suite brings live TV, movies, pay per view and hotel services to guest rooms, with PMS-ready APIs and up to 2x guest revenue.",
  },
  "/product/adpilot": {
    title: "AdPilot: multi-channel ad management",
    description:
      "AdPilot unifies ad campaigns across channels: one dashboard, real-time optimisation, AI decisioning, targeting, smart bidding and ad analytics.",
  },
  "/product/reelcraft": {
    title: "ReelCraft: AI video creation and metadata",
    description:
      "ReelCraft creates and edits video with AI: auto-reframing to vertical, smart summaries, chapterisation, multi-language dubbing and quality control.",
  },
  "/customers": {
    title: "Customers",
    description:
      "Streaming operators and media companies work with Horizon. Read their stories and see the platforms we have built together.",
  },
  "/resources": {
    title: "Resources: whitepapers and blog",
    description:
      "Download Horizon whitepapers on streaming strategy and read our blog on gamification, content discovery, personalisation and test automation.",
  },
  "/gamification": {
    title: "Gamification and AI in streaming",
    description:
      "How gamification and AI raise engagement and revenue in streaming: market figures, five examples, benefits and the role of AI.",
  },
  "/contentdiscoverysearch": {
    title: "Content discovery through search",
    description:
      "Text, image and voice search for streaming services, and how to join search with recommendations so viewers find what to watch.",
  },
  "/blogpagepersonalization": {
    title: "Personalisation in streaming",
    description:
      "How streaming services personalise home screens, artwork and notifications, and what data and models it takes to do it well.",
  },
  "/blogpageautomation": {
    title: "Multiscreen quality and test automation",
    description:
      "Keeping a streaming app working on every TV, phone and set-top box: device labs, automated tests, visual checks and release gates.",
  },
  "/smart-tv-app-certification": {
    title: "Smart TV app certification on four platforms",
    description:
      "What Tizen, webOS, Android TV and Roku store reviews check, the issues that most often send a streaming app back, and how to plan a launch.",
  },
  "/avod-vast-ad-insertion": {
    title: "AVOD with VAST: client-side vs server-side ads",
    description:
      "How VAST and VMAP deliver ads in ad-supported streaming, how client-side and server-side ad insertion differ, and how to choose per device.",
  },
  "/hotel-in-room-streaming": {
    title: "In-room streaming for hotels",
    description:
      "What a modern hotel guest TV needs: live TV and movies, casting, room service and bills on screen, and PMS integration across properties.",
  },
  "/terms": {
    title: "Terms and Conditions",
    description:
      "The terms that govern your use of the Horizon website: access, intellectual property, submitted media, disclaimers and indemnity.",
  },
  "/privacy": {
    title: "Data Protection and Privacy Policy",
    description:
      "How Horizon collects, uses, protects and retains personal data, your rights as a data subject and how to contact us about privacy.",
  },
  "/partners": {
    title: "Partners",
    description:
      "Become a Horizon solution partner, and see the device platforms, streaming formats, DRM systems and ad standards our products are built for.",
  },
  "/bookmeeting": {
    title: "Book a meeting",
    description:
      "Pick a time with the Horizon sales team for a demo of our OTT, hospitality, recommendation or ad products, or send us a message.",
  },
  "/search": {
    title: "Search the Horizon website",
    description:
      "Search every Horizon page, product, article and whitepaper, or browse the full list of pages grouped by section.",
  },
};

for (const customer of customerEntries) {
  pageSeo[customerPath(customer.slug)] = {
    title: `${customer.name}: customer story`,
    description: customer.placeholder
      ? "A placeholder for a future customer story of Horizon, the Bengaluru streaming software company."
      : `${customer.name} on Horizon's customer pages, with an overview of the streaming platforms Horizon builds in Bengaluru for operators and media companies.`,
  };
}
