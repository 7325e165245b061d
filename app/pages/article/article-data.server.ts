import { canonicalPathFor } from "#shared/site/route-table.ts";
import { articleDocument, blogCard, relatedArticles } from "~/components/blog/articles.server";
import { publicationDate } from "~/components/prose/publication-date";
import { articleByPath, blog } from "~/content/blog";
import { articleMetaSchema } from "~/content/schemas/blog";
import { parseContent, seoFor } from "~/lib/page-data.server";

/** Everything an article page renders: metadata, the body as HTML, its outline and related cards. */
export function articleData(pathname: string) {
  const path = canonicalPathFor(pathname) ?? pathname;
  const meta = articleByPath(path);
  if (!meta) throw new Error(`No article in the blog catalogue for ${path}`);
  const article = parseContent(articleMetaSchema, meta, `article ${path}`);
  const document = articleDocument(article);
  return {
    seo: seoFor(path, {
      article: { datePublished: article.publishedAt, headline: article.title, image: article.image.webp },
    }),
    content: {
      title: article.title,
      summary: article.summary,
      topic: article.topic,
      author: article.author,
      image: article.image,
      published: publicationDate(article.publishedAt),
      document,
      cta: blog.articleCta,
      related: relatedArticles(path).map(blogCard),
    },
  };
}

export type ArticleData = ReturnType<typeof articleData>;
