import { LINE_ICONS } from "#shared/icons/line-icons.ts";
import { aboutContent } from "~/content/about";
import { aboutVideo } from "~/content/about-media";
import { withHeroArt } from "~/content/hero-art-media";
import { aboutPageSchema } from "~/content/schemas/about";
import { companyTimeline } from "~/content/timeline";
import { repositoryDocuments, SEO_TEXTS } from "~/lib/page-content.server";
import { parseContent, seoFor } from "~/lib/page-data.server";

/** The documents the about page shows. */
export const ABOUT_DOCUMENTS = {
  about: ["page:about", aboutContent],
  timeline: ["section:about-timeline", companyTimeline],
  seo: SEO_TEXTS,
} as const;

export function aboutPageData(documents = repositoryDocuments(ABOUT_DOCUMENTS)) {
  const { hero, history, values, life, careers } = documents.about;
  const content = parseContent(
    aboutPageSchema,
    {
      hero: withHeroArt("about", hero),
      history: { ...history, timeline: documents.timeline },
      values: { title: values.title, intro: values.intro, items: values.items },
      life: { ...life, video: aboutVideo() },
      careers,
    },
    "about page",
  );
  const valueItems = content.values.items.map(({ icon, ...item }) => ({ ...item, iconPath: LINE_ICONS[icon] }));
  return {
    seo: seoFor("/about", { texts: documents.seo }),
    content: { ...content, values: { ...content.values, items: valueItems } },
  };
}

export type AboutPageData = ReturnType<typeof aboutPageData>["content"];
