import { blogCard } from "~/components/blog/articles.server";
import type { BlogCardData } from "~/components/blog/types";
import { resourcesPage } from "~/content/resources";
import { whitepaperCover } from "~/content/resources-media";
import type { BlogContent } from "~/content/schemas/blog";
import { type ResourcesPageContent, resourcesPageSchema } from "~/content/schemas/resources";
import { type DocumentSources, registrySource, repositoryDocuments, SEO_TEXTS } from "~/lib/page-content.server";
import { parseContent, seoFor } from "~/lib/page-data.server";
import { itemListJsonLd } from "~/lib/structured-data.server";

type Whitepapers = ResourcesPageContent["whitepapers"];
type WhitepaperItem = Whitepapers["items"][number];

/** The documents the Resources page shows (app/content/documents/registry.ts shapes them). */
interface ResourcesDocuments {
  page: Omit<ResourcesPageContent, "blog" | "whitepapers"> & { whitepapers: Omit<Whitepapers, "items"> };
  blog: Omit<BlogContent, "articles">;
  seo: (typeof SEO_TEXTS)[1];
  /** One per whitepaper, by its id. */
  whitepapers: Readonly<Record<string, Omit<WhitepaperItem, "cover"> & { coverAlt: string }>>;
}

/** The page, the blog section, each whitepaper's entry and the SEO text. */
export function resourcesDocuments() {
  const papers = resourcesPage.whitepapers.items.map((paper) => [
    paper.id,
    registrySource<ResourcesDocuments["whitepapers"][string]>(`whitepaper:${paper.id}`),
  ]);
  return {
    page: registrySource<ResourcesDocuments["page"]>("page:resources"),
    blog: registrySource<ResourcesDocuments["blog"]>("section:blog"),
    seo: SEO_TEXTS,
    ...Object.fromEntries(papers),
  } as DocumentSources<Omit<ResourcesDocuments, "whitepapers">> & {
    readonly [id: string]: readonly [string, unknown];
  };
}

/** The page; `studioCards` are the published articles created in the studio, listed first (newest first). */
export function resourcesData(
  documents: Readonly<Record<string, unknown>> = repositoryDocuments(resourcesDocuments()),
  studioCards: readonly BlogCardData[] = [],
) {
  const { page, blog: blogSection, seo } = documents as unknown as Omit<ResourcesDocuments, "whitepapers">;
  const items = resourcesPage.whitepapers.items.map((item) => {
    const { coverAlt, ...paper } = documents[item.id] as ResourcesDocuments["whitepapers"][string];
    return { ...paper, cover: whitepaperCover(item.id, coverAlt) };
  });
  const { blog, ...content } = parseContent(
    resourcesPageSchema,
    {
      ...page,
      whitepapers: { ...page.whitepapers, items },
      blog: { ...blogSection, articles: resourcesPage.blog.articles },
    },
    "resources page",
  );
  const cards = [...studioCards, ...blog.articles.map(blogCard)];
  const articleList = itemListJsonLd(
    blog.title,
    cards.map((card) => ({ path: card.path, name: card.title })),
  );
  return {
    seo: seoFor("/resources", { texts: seo, extraJsonLd: [articleList] }),
    content: {
      ...content,
      blog: {
        title: blog.title,
        intro: blog.intro,
        featuredTitle: blog.featuredTitle,
        initialCount: blog.initialCount,
        step: blog.step,
        cards,
      },
    },
  };
}

export type ResourcesData = ReturnType<typeof resourcesData>;
