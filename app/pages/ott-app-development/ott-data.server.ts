import { LINE_ICONS } from "#shared/icons/line-icons.ts";
import { withHeroArt } from "~/content/hero-art-media";
import { ottContent } from "~/content/ott";
import { ottIllustration } from "~/content/ott-media";
import { partnerWordmark } from "~/content/partners";
import { ottPageSchema } from "~/content/schemas/ott";
import { repositoryDocuments, SEO_TEXTS } from "~/lib/page-content.server";
import { parseContent, seoFor } from "~/lib/page-data.server";

/** The documents the OTT app development page shows. */
export const OTT_DOCUMENTS = { ott: ["page:ott-app-development", ottContent], seo: SEO_TEXTS } as const;

export function ottPageData(documents = repositoryDocuments(OTT_DOCUMENTS)) {
  const { hero, why, platforms, certification, demo } = documents.ott;
  const content = parseContent(
    ottPageSchema,
    {
      hero: withHeroArt("ott", hero),
      why: { ...why, image: ottIllustration(why.image.file, why.image.alt) },
      platforms: {
        ...platforms,
        cards: platforms.cards.map(({ platform, ...card }) => ({ ...card, wordmark: partnerWordmark(platform) })),
      },
      certification: { ...certification, image: ottIllustration(certification.image.file, certification.image.alt) },
      demo,
    },
    "OTT app development page",
  );
  // The page draws each platform's glyph from its path; the icon set itself stays out of the page's code.
  const cards = content.platforms.cards.map(({ icon, ...card }) => ({ ...card, iconPath: LINE_ICONS[icon] }));
  return {
    seo: seoFor("/ott-app-development", { texts: documents.seo }),
    content: { ...content, platforms: { ...content.platforms, cards } },
  };
}

export type OttPageData = ReturnType<typeof ottPageData>["content"];
