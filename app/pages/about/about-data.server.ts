import { LINE_ICONS } from "#shared/icons/line-icons.ts";
import { aboutContent } from "~/content/about";
import { aboutVideo, valuesImage } from "~/content/about-media";
import { withHeroArt } from "~/content/hero-art-media";
import { aboutPageSchema } from "~/content/schemas/about";
import { companyTimeline } from "~/content/timeline";
import { parseContent, seoFor } from "~/lib/page-data.server";

export function aboutPageData() {
  const { hero, history, values, life, careers } = aboutContent;
  const content = parseContent(
    aboutPageSchema,
    {
      hero: withHeroArt("about", hero),
      history: { ...history, timeline: companyTimeline },
      values: { title: values.title, intro: values.intro, items: values.items, image: valuesImage(values.imageAlt) },
      life: { ...life, video: aboutVideo() },
      careers,
    },
    "about page",
  );
  const valueItems = content.values.items.map(({ icon, ...item }) => ({ ...item, iconPath: LINE_ICONS[icon] }));
  return { seo: seoFor("/about"), content: { ...content, values: { ...content.values, items: valueItems } } };
}

export type AboutPageData = ReturnType<typeof aboutPageData>["content"];
