import { whitepapers } from "#shared/content/whitepapers.ts";
import { devices } from "~/content/devices";
import { devicePreview } from "~/content/devices-media";
import { homeContent } from "~/content/home";
import { whitepaperCover } from "~/content/home-media";
import { partnerLogos } from "~/content/partners";
import { productCardImage } from "~/content/product-media";
import { productBySlug } from "~/content/products";
import { devicesSchema, homeContentSchema, partnersSchema, whitepaperSlidesSchema } from "~/content/schemas/home";
import { parseContent, seoFor } from "~/lib/page-data.server";

/** Everything the home page renders; shared by the home route and the not-found route. */
export function homeData() {
  const content = parseContent(homeContentSchema, homeContent, "home page");
  return {
    seo: seoFor("/"),
    content: {
      hero: content.hero,
      products: {
        ...content.products,
        items: content.products.items.map((item) => {
          const product = productBySlug(item.slug);
          return {
            ...item,
            name: product.name,
            tagline: product.tagline,
            path: product.path,
            gradient: product.gradient,
          };
        }),
      },
      devices: {
        ...content.devices,
        list: parseContent(
          devicesSchema,
          devices.map((device) => ({ ...device, image: devicePreview(device.id, device.alt) })),
          "device showcase",
        ),
      },
      carousel: {
        ...content.carousel,
        cards: content.carousel.cards.map((card) => {
          const product = productBySlug(card.slug);
          return {
            title: product.name,
            description: card.description,
            details: card.details,
            image: productCardImage(card.slug, ""),
            href: product.path,
            linkLabel: `Explore ${product.name}`,
          };
        }),
      },
      partners: { ...content.partners, logos: parseContent(partnersSchema, partnerLogos(), "partner marquee") },
      whitepapers: {
        ...content.whitepapers,
        papers: parseContent(
          whitepaperSlidesSchema,
          whitepapers.map((paper) => ({
            id: paper.id,
            title: paper.title,
            summary: paper.summary,
            cover: whitepaperCover(paper.id, ""),
          })),
          "whitepaper carousel",
        ),
      },
      contact: content.contact,
    },
  };
}

export type HomeData = ReturnType<typeof homeData>;
export type HomeContentData = HomeData["content"];
