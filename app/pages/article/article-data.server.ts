import { canonicalPathFor } from "#shared/site/route-table.ts";
import { articleDocumentOf, blogCard, relatedArticles } from "~/components/blog/articles.server";
import { publicationDate } from "~/components/prose/publication-date";
import type { DocumentOutline } from "~/components/prose/types";
import { articleByPath, blog } from "~/content/blog";
import { type ArticleMeta, articleMetaSchema } from "~/content/schemas/blog";
import { registrySource, repositoryDocuments, SEO_TEXTS } from "~/lib/page-content.server";
import { parseContent, seoFor } from "~/lib/page-data.server";

function articleOfPage(pathname: string) {
  const path = canonicalPathFor(pathname) ?? pathname;
  const meta = articleByPath(path);
  if (!meta) throw new Error(`No article in the blog catalogue for ${path}`);
  return { path, meta };
}

/** The documents the article page at `pathname` shows: its metadata with its MDX text, and the SEO text. */
export function articleDocuments(pathname: string) {
  const { body } = articleOfPage(pathname).meta;
  return {
    article: registrySource<ArticleMeta & { text: string }>(`article:${body}`),
    seo: SEO_TEXTS,
  } as const;
}

/** Everything an article page renders: metadata, the body as HTML, its outline and related cards. */
export async function articleData(pathname: string, documents = repositoryDocuments(articleDocuments(pathname))) {
  const { path } = articleOfPage(pathname);
  const article = parseContent(articleMetaSchema, documents.article, `article ${path}`);
  const repositoryText = repositoryDocuments(articleDocuments(path)).article.text;
  const document = await articleDocumentOf(article, documents.article.text, repositoryText);
  return articlePageData(article, document, seoFor(path, { texts: documents.seo, article: articleFacts(article) }));
}

/** What an article's structured data says of it. */
export function articleFacts(article: Pick<ArticleMeta, "publishedAt" | "title" | "image">) {
  return { datePublished: article.publishedAt, headline: article.title, image: article.image.webp };
}

/** An article page from its metadata, rendered body and SEO block (the repository's articles and the studio's). */
export function articlePageData(
  article: Omit<ArticleMeta, "id" | "body">,
  document: DocumentOutline,
  seo: ReturnType<typeof seoFor>,
) {
  return {
    seo,
    content: {
      title: article.title,
      summary: article.summary,
      topic: article.topic,
      author: article.author,
      image: article.image,
      published: publicationDate(article.publishedAt),
      document,
      cta: blog.articleCta,
      related: relatedArticles(article.path).map(blogCard),
    },
  };
}

export type ArticleData = Awaited<ReturnType<typeof articleData>>;
