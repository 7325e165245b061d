import { LINE_ICONS } from "#shared/icons/line-icons.ts";
import { withHeroArt } from "~/content/hero-art-media";
import { solutionsPageSchema } from "~/content/schemas/solutions";
import { solutionsContent } from "~/content/solutions";
import { solutionIllustration } from "~/content/solutions-media";
import { repositoryDocuments, SEO_TEXTS } from "~/lib/page-content.server";
import { parseContent, seoFor } from "~/lib/page-data.server";

function withImage<T extends { image: { file: string; alt: string } }>(block: T) {
  return { ...block, image: solutionIllustration(block.image.file, block.image.alt) };
}

/** The documents the solutions page shows. */
export const SOLUTIONS_DOCUMENTS = { solutions: ["page:solutions", solutionsContent], seo: SEO_TEXTS } as const;

export function solutionsPageData(documents = repositoryDocuments(SOLUTIONS_DOCUMENTS)) {
  const { hero, cta, tpx, custom, monetisation, value, aggregation, why, editorial } = documents.solutions;
  const content = parseContent(
    solutionsPageSchema,
    {
      hero: withHeroArt("solutions", hero),
      cta,
      tpx: withImage(tpx),
      custom: withImage(custom),
      monetisation,
      value,
      aggregation: withImage(aggregation),
      why: withImage(why),
      editorial: { ...editorial, tabs: editorial.tabs.map(withImage) },
    },
    "solutions page",
  );
  // Icons resolved here, so the page's code does not carry the whole icon set.
  const withIconPath = <T extends { icon: keyof typeof LINE_ICONS }>({ icon, ...card }: T) => ({
    ...card,
    iconPath: LINE_ICONS[icon],
  });
  return {
    seo: seoFor("/solutions", { texts: documents.seo }),
    content: {
      ...content,
      monetisation: { ...content.monetisation, cards: content.monetisation.cards.map(withIconPath) },
      value: { ...content.value, cards: content.value.cards.map(withIconPath) },
    },
  };
}

export type SolutionsPageData = ReturnType<typeof solutionsPageData>["content"];
