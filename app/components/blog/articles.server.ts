import { documentComponents } from "~/components/prose/mdx-components.server";
import { compiledDocument } from "~/components/prose/mdx-source.server";
import { publicationDate } from "~/components/prose/publication-date";
import { type MdxDocument, renderMdx } from "~/components/prose/render-mdx.server";
import type { DocumentOutline } from "~/components/prose/types";
import { siteConfig } from "~/config/site";
import { articles } from "~/content/blog";
import type { ArticleMeta } from "~/content/schemas/blog";
import type { BlogCardData } from "./types";

const bodies = import.meta.glob<MdxDocument>("/app/content/articles/*.mdx", { eager: true, import: "default" });

const rendered = new Map<string, DocumentOutline>();

/** The article's body as HTML with its table of contents (rendered once per process). */
export function articleDocument(article: ArticleMeta): DocumentOutline {
  const cached = rendered.get(article.body);
  if (cached) return cached;
  const body = bodies[`/app/content/articles/${article.body}.mdx`];
  if (!body) throw new Error(`Missing article body app/content/articles/${article.body}.mdx`);
  const outline = renderMdx(body, { siteConfig }, documentComponents);
  rendered.set(article.body, outline);
  return outline;
}

/**
 * The body of an article whose MDX text may be a draft (a staff preview): the build's rendering
 * when the text is the repository's, else the text compiled now.
 */
export async function articleDocumentOf(article: ArticleMeta, text: string, repositoryText: string) {
  if (text === repositoryText) return articleDocument(article);
  return compiledDocument(text);
}

type CardSource = Pick<ArticleMeta, "path" | "title" | "summary" | "topic" | "image" | "publishedAt">;

export function blogCard(article: ArticleMeta): BlogCardData {
  return cardOf(article, articleDocument(article));
}

/** A card from an article's metadata and its rendered body (for its reading time). */
export function cardOf(article: CardSource, outline: DocumentOutline) {
  return {
    path: article.path,
    title: article.title,
    summary: article.summary,
    topic: article.topic,
    image: article.image,
    published: publicationDate(article.publishedAt),
    readingMinutes: outline.readingMinutes,
  } satisfies BlogCardData;
}

/** The next `count` articles after the given one, wrapping around the catalogue. */
export function relatedArticles(path: string, count = 3): ArticleMeta[] {
  const index = articles.findIndex((article) => article.path === path);
  return Array.from({ length: Math.min(count, articles.length - 1) }, (_, offset) => {
    return articles[(index + 1 + offset) % articles.length]!;
  });
}
