/**
 * Text of the social share images (Open Graph / Twitter cards), one per page type.
 * Read only by the build step that renders them (server/publishing/share-images.ts) into
 * /share/<kind>.png, and again by a publishing render when this document is published.
 */
import { products } from "#shared/content/products.ts";
import type { ShareImageText } from "#shared/content/share-image-text.ts";
import type { PageRoute } from "#shared/site/route-table.ts";

export type { ShareImageText };

export const shareImageText: Record<PageRoute["kind"], ShareImageText> = {
  home: {
    eyebrow: "Streaming software since 2017",
    headline: "OTT platforms, Smart TV apps and streaming software",
    subline: "For streaming operators, hotels and media companies",
  },
  page: {
    eyebrow: "Horizon",
    headline: "Launch, grow and monetise your streaming service",
    subline: "Templated and custom OTT platforms and apps for every screen",
  },
  product: {
    eyebrow: "Products",
    headline: "Software for streaming, hospitality and advertising",
    subline: products.map((product) => product.name).join(" · "),
  },
  article: {
    eyebrow: "Horizon blog",
    headline: "Notes on building better streaming products",
    subline: "Gamification, content discovery, personalisation and test automation",
  },
  legal: {
    eyebrow: "Legal",
    headline: "Terms of use and privacy",
    subline: "How this website may be used and how we protect your data",
  },
  customer: {
    eyebrow: "Customer stories",
    headline: "Streaming platforms built with our customers",
    subline: "Operators and media companies that work with Horizon",
  },
};
