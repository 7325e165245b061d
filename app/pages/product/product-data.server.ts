import { productAtPath } from "#shared/content/products.ts";
import { LINE_ICONS } from "#shared/icons/line-icons.ts";
import { canonicalPathFor } from "#shared/site/route-table.ts";
import { productLogo, productPhoneCrop, productScreen } from "~/content/product-media";
import { productPageCta, productPages } from "~/content/product-pages";
import { anchorId, productPageSchema } from "~/content/schemas/product-pages";
import { repositoryDocuments, SEO_TEXTS } from "~/lib/page-content.server";
import { parseContent, seoFor } from "~/lib/page-data.server";

function productOfPage(pathname: string) {
  const path = canonicalPathFor(pathname) ?? pathname;
  const product = productAtPath(path);
  if (!product) throw new Error(`No product in the registry has the page ${path}`);
  return { path, product };
}

/** The documents the product page at `pathname` shows. */
export function productDocuments(pathname: string) {
  const { slug } = productOfPage(pathname).product;
  return {
    page: [`product:${slug}`, productPages[slug]],
    cta: ["section:product-cta", productPageCta],
    seo: SEO_TEXTS,
  } as const;
}

/** Everything the product template renders for the product page at `pathname`, validated and with image URLs. */
export function productPageData(pathname: string, documents = repositoryDocuments(productDocuments(pathname))) {
  const { path, product } = productOfPage(pathname);
  const { slug } = product;
  const page = parseContent(productPageSchema, documents.page, `product page ${slug} (app/content/product-pages.ts)`);
  const content = {
    name: product.name,
    gradient: product.gradient,
    logo: productLogo(slug),
    heroImage: productScreen(slug, page.hero.screen, page.screens[page.hero.screen - 1] ?? ""),
    hero: {
      ...page.hero,
      crop: productPhoneCrop(slug, page.hero.screen, page.hero.crop),
      cropBelow: productPhoneCrop(slug, page.hero.screen, page.hero.cropBelow),
    },
    highlights: page.highlights,
    carousel: {
      title: page.carousel.title,
      intro: page.carousel.intro,
      autoplayMs: page.carousel.autoplayMs,
      slides: page.carousel.slides.map((slide) => ({
        image: productScreen(slug, slide.screen, page.screens[slide.screen - 1] ?? ""),
        caption: slide.caption,
        href: slide.href,
        crop: productPhoneCrop(slug, slide.screen, slide.crop),
        cropBelow: productPhoneCrop(slug, slide.screen, slide.cropBelow),
      })),
    },
    special: {
      title: page.special.title,
      intro: page.special.intro,
      leadStack: page.special.leadStack,
      cards: page.special.cards.map(({ icon, ...card }) => ({
        ...card,
        id: anchorId(card.title),
        iconPath: icon ? LINE_ICONS[icon] : undefined,
      })),
    },
    cta: {
      title: documents.cta.title.replace("{name}", product.name).replace("{subject}", page.ctaSubject),
      text: page.ctaText,
    },
  };
  return {
    seo: seoFor(path, { texts: documents.seo }),
    content,
  };
}

export type ProductPageData = ReturnType<typeof productPageData>["content"];
