import { customerEntries, customerPath, listedCustomers } from "#shared/content/customers.ts";
import { type ProductEntry, productPath, products } from "#shared/content/products.ts";
import { whitepapers } from "#shared/content/whitepapers.ts";
import { type Device, devices } from "~/content/devices";
import { devicePreview } from "~/content/devices-media";
import { withHeroArt } from "~/content/hero-art-media";
import { homeContent } from "~/content/home";
import { platformGroups } from "~/content/partners";
import { productGlyph } from "~/content/product-media";
import { whitepaperCover } from "~/content/resources-media";
import { devicesSchema, homeContentSchema, platformGroupsSchema, whitepaperSlidesSchema } from "~/content/schemas/home";
import type { VectorImage } from "~/content/types";
import { repositoryDocuments, SEO_TEXTS } from "~/lib/page-content.server";
import { parseContent, seoFor } from "~/lib/page-data.server";

/** The home page's lines about each product, keyed by slug (app/content/home.ts). */
export interface HomeProductCopy {
  extra: Readonly<Record<string, readonly string[]>>;
}

function copyOf<Copy>(record: Readonly<Record<string, Copy>>, slug: string, field: string): Copy {
  const copy = record[slug];
  if (!copy) throw new Error(`Invalid content in home page (app/content/home.ts): ${field}.${slug} is missing`);
  return copy;
}

/**
 * "Our Products": one item per product of `list`, in its order, with the registry's name, tagline,
 * path and gradient, its glyph and the home page's copy.
 */
export function homeProductItems<Slug extends string>(
  list: readonly (ProductEntry & { slug: Slug })[],
  copy: HomeProductCopy,
  glyph: (slug: Slug) => VectorImage,
) {
  return list.map((product) => ({
    slug: product.slug,
    name: product.name,
    tagline: product.tagline,
    path: productPath(product.slug),
    gradient: product.gradient,
    glyph: glyph(product.slug),
    extra: copyOf(copy.extra, product.slug, "products.extra"),
  }));
}

/** The documents the home page shows. */
export const HOME_DOCUMENTS = {
  home: ["page:home", homeContent as unknown],
  devices: ["section:devices", devices as readonly Device[]],
  seo: SEO_TEXTS,
} as const;

/** Everything the home page renders; shared by the home route and the not-found route. */
export function homeData(documents = repositoryDocuments(HOME_DOCUMENTS)) {
  const content = parseContent(homeContentSchema, documents.home, "home page (app/content/home.ts)");
  const items = homeProductItems(products, { extra: content.products.extra }, productGlyph);
  return {
    seo: seoFor("/", { texts: documents.seo }),
    content: {
      hero: withHeroArt("home", content.hero),
      products: {
        eyebrow: content.products.eyebrow,
        title: content.products.title,
        tagline: content.products.tagline,
        items,
        customers: {
          label: content.products.customersLabel,
          list: listedCustomers(customerEntries).map(({ slug, name }) => ({ name, path: customerPath(slug) })),
        },
      },
      devices: {
        ...content.devices,
        list: parseContent(
          devicesSchema,
          documents.devices.map((device) => ({ ...device, image: devicePreview(device.id, device.alt) })),
          "device showcase (app/content/devices.ts)",
        ),
      },
      partners: {
        ...content.partners,
        groups: parseContent(
          platformGroupsSchema,
          platformGroups(),
          "platforms and standards (shared/content/partners.ts)",
        ),
      },
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
          "whitepaper carousel (shared/content/whitepapers.ts)",
        ),
      },
      contact: content.contact,
    },
  };
}

export type HomeData = ReturnType<typeof homeData>;
export type HomeContentData = HomeData["content"];
