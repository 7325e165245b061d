import { productCardImage, productLogo, productScreen } from "~/content/product-media";
import { productPageCta, productPages } from "~/content/product-pages";
import { type ProductSlug, productBySlug } from "~/content/products";
import { anchorId, productPageSchema, saraPageSchema } from "~/content/schemas/product-pages";
import { parseContent, seoFor } from "~/lib/page-data.server";

/** Everything the product template renders for one product, validated and with image URLs. */
export function productPageData(slug: ProductSlug) {
  const product = productBySlug(slug);
  const page = parseContent(
    slug === "sara" ? saraPageSchema : productPageSchema,
    productPages[slug],
    `product page ${slug}`,
  );
  const content = {
    name: product.name,
    gradient: product.gradient,
    logo: productLogo(slug),
    heroImage: productCardImage(slug, page.screens[0]),
    hero: page.hero,
    highlights: page.highlights,
    carousel: {
      title: page.carousel.title,
      intro: page.carousel.intro,
      autoplayMs: page.carousel.autoplayMs,
      slides: page.carousel.slides.map((slide) => ({
        image: productScreen(slug, slide.screen, page.screens[slide.screen - 1] ?? ""),
        caption: slide.caption,
        href: slide.href,
      })),
    },
    special: {
      title: page.special.title,
      intro: page.special.intro,
      cards: page.special.cards.map((card) => ({ ...card, id: anchorId(card.title) })),
    },
    cta: { title: productPageCta.title.replace("{name}", product.name), text: productPageCta.text },
  };
  return {
    seo: seoFor(product.path),
    content,
  };
}

export type ProductPageData = ReturnType<typeof productPageData>["content"];
