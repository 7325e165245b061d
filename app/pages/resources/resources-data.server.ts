import { blogCard } from "~/components/blog/articles.server";
import { resourcesPage } from "~/content/resources";
import { resourcesPageSchema } from "~/content/schemas/resources";
import { parseContent, seoFor } from "~/lib/page-data.server";

export function resourcesData() {
  const { blog, ...page } = parseContent(resourcesPageSchema, resourcesPage, "resources page");
  return {
    seo: seoFor("/resources"),
    content: {
      ...page,
      blog: {
        title: blog.title,
        intro: blog.intro,
        featuredTitle: blog.featuredTitle,
        initialCount: blog.initialCount,
        step: blog.step,
        cards: blog.articles.map(blogCard),
      },
    },
  };
}

export type ResourcesData = ReturnType<typeof resourcesData>;
