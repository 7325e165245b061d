import { productBySlug, productPath } from "#shared/content/products.ts";
import { withHeroArt } from "~/content/hero-art-media";
import { productGlyph, productScreen } from "~/content/product-media";
import { productPages } from "~/content/product-pages";
import { productsPage } from "~/content/products-page";
import { productsPageSchema } from "~/content/schemas/products-page";
import { solutionIllustration, solutionLogoImage } from "~/content/solutions-media";
import { repositoryDocuments, SEO_TEXTS } from "~/lib/page-content.server";
import { parseContent, seoFor } from "~/lib/page-data.server";

/** The documents the Products page shows. */
export const PRODUCTS_DOCUMENTS = { page: ["page:products", productsPage], seo: SEO_TEXTS } as const;

/**
 * The Products page: each entry with its slideshow images. A product shows its four UI screens
 * (1400 x 1000, twice the 700 x 500 box, so they stay sharp), not its small card visual.
 */
export function productsPageData(documents = repositoryDocuments(PRODUCTS_DOCUMENTS)) {
  const productsPage = documents.page;
  const entries = productsPage.entries.map((entry) => {
    if (entry.kind === "offering") {
      return {
        key: entry.key,
        kind: entry.kind,
        name: entry.name,
        summary: entry.summary,
        logo: solutionLogoImage(entry.logo),
        gradient: entry.gradient,
        description: entry.description,
        points: entry.points,
        href: entry.href,
        images: entry.images.map((image) => solutionIllustration(image.file, image.alt)),
      };
    }
    const product = productBySlug(entry.slug);
    const screens = productPages[entry.slug].screens;
    return {
      key: entry.slug,
      kind: entry.kind,
      name: product.name,
      summary: entry.summary,
      // The mark alone: the gradient heading beside it already names the product.
      logo: productGlyph(entry.slug),
      gradient: product.gradient,
      description: entry.description,
      points: entry.points,
      href: productPath(product.slug),
      images: ([1, 2, 3, 4] as const).map((n) => productScreen(entry.slug, n, screens[n - 1] ?? "")),
    };
  });
  return {
    seo: seoFor("/products", { texts: documents.seo }),
    content: parseContent(
      productsPageSchema,
      {
        hero: withHeroArt("products", productsPage.hero),
        moreLabel: productsPage.moreLabel,
        cta: productsPage.cta,
        entries,
      },
      "products page (app/content/products-page.ts)",
    ),
  };
}

export type ProductsPageData = ReturnType<typeof productsPageData>["content"];
