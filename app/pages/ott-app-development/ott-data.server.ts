import { withHeroArt } from "~/content/hero-art-media";
import { ottContent } from "~/content/ott";
import { ottIllustration } from "~/content/ott-media";
import { partnerWordmark } from "~/content/partners";
import { ottPageSchema } from "~/content/schemas/ott";
import { parseContent, seoFor } from "~/lib/page-data.server";

export function ottPageData() {
  const { hero, why, platforms, certification, demo } = ottContent;
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
  return { seo: seoFor("/ott-app-development"), content };
}

export type OttPageData = ReturnType<typeof ottPageData>["content"];
