import { productBySlug, productPath } from "#shared/content/products.ts";
import { withHeroArt } from "~/content/hero-art-media";
import { productCardImage, productLogo, productScreen } from "~/content/product-media";
import { productPages } from "~/content/product-pages";
import { productsPage } from "~/content/products-page";
import { productsPageSchema } from "~/content/schemas/products-page";
import { solutionIllustration } from "~/content/solutions-media";
import { parseContent, seoFor } from "~/lib/page-data.server";

/** The Products page: each entry with its slideshow images (card visual + four UI screens). */
export function productsPageData() {
  const entries = productsPage.entries.map((entry) => {
    if (entry.kind === "offering") {
      return {
        key: entry.key,
        name: entry.name,
        gradient: entry.gradient,
        description: entry.description,
        href: entry.href,
        images: entry.images.map((image) => solutionIllustration(image.file, image.alt)),
      };
    }
    const product = productBySlug(entry.slug);
    const screens = productPages[entry.slug].screens;
    return {
      key: entry.slug,
      name: product.name,
      logo: productLogo(entry.slug),
      gradient: product.gradient,
      description: entry.description,
      href: productPath(product.slug),
      images: [
        productCardImage(entry.slug, `${product.name}: ${product.tagline}`),
        ...([1, 2, 3, 4] as const).map((n) => productScreen(entry.slug, n, screens[n - 1] ?? "")),
      ],
    };
  });
  return {
    seo: seoFor("/products"),
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
