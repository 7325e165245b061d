/**
 * Pages and list items of the articles and customer stories created in the studio, read through
 * the router context: from a generation's published content while publishing renders the site
 * (one revision for every page), else from the collection store (a request the server answers with
 * React Router). Pre-rendering has neither (no database), so the build shows the repository's
 * articles and stories alone, with the entries `content:pull` brought into it
 * (./repository-entries.server.ts), which are beneath the database's in the other two.
 */
import type { RouterContextProvider } from "react-router";
import type { CollectionEntry, PublishedCollections } from "#shared/console/collections.ts";
import { DEFAULT_LOCALE } from "#shared/console/content.ts";
import { entryPath } from "#shared/content/collections.ts";
import { consoleServicesContext, contentPreviewContext, publishedContentContext } from "#shared/server-context.ts";
import { entryRoute } from "#shared/site/route-table.ts";
import { cardOf } from "~/components/blog/articles.server";
import type { BlogCardData } from "~/components/blog/types";
import { compiledDocument } from "~/components/prose/mdx-source.server";
import { productCard } from "~/content/customer-stories";
import {
  type ArticleEntryContent,
  articleEntrySchema,
  type StoryEntryContent,
  storyEntrySchema,
} from "~/content/documents/collection-entries";
import type { Customer, CustomerStory } from "~/content/schemas/customers";
import { seoFor } from "~/lib/page-data.server";
import { articleFacts, articlePageData } from "~/pages/article/article-data.server";
import { type EntrySource, withRepositoryEntries } from "./repository-entries.server";

type Context = Readonly<RouterContextProvider>;

/** Where the database's entries and their content are read; undefined while pre-rendering (no database at build). */
function servicesOf(context: Context) {
  const published = context.get(publishedContentContext);
  if (published) return published.collections && { collections: published.collections, content: published };
  try {
    return context.get(consoleServicesContext);
  } catch {
    return undefined;
  }
}

/** The entries a page shows: the database's (when there is one) over the repository's. */
function entriesOf(context: Context): EntrySource {
  const services = servicesOf(context);
  return withRepositoryEntries(
    services && {
      collections: services.collections,
      publishedContent: async (id, locale) => (await services.content.read({ id, locale }))?.published?.content,
    },
  );
}

export type EntryAtPath =
  | { kind: "article"; entry: CollectionEntry; content: ArticleEntryContent }
  | { kind: "story"; entry: CollectionEntry; content: StoryEntryContent }
  | { kind: "redirect"; to: string }
  | { kind: "gone" }
  | { kind: "none" };

/** The entry's content as its page shows it, or undefined when it no longer fits the schema. */
function parsed(entry: CollectionEntry, content: unknown): EntryAtPath | undefined {
  if (entry.collection === "article") {
    const result = articleEntrySchema.safeParse(content);
    return result.success ? { kind: "article", entry, content: result.data } : undefined;
  }
  const result = storyEntrySchema.safeParse(content);
  return result.success ? { kind: "story", entry, content: result.data } : undefined;
}

/**
 * What `/<slug>` shows among the studio's entries: a published entry (or, on a preview link's
 * request for it, its draft, even before its first publish), a redirect from an old address, a
 * 410 for an unpublished one, or nothing.
 */
export async function entryAt(context: Context, slug: string): Promise<EntryAtPath> {
  const services = servicesOf(context);
  const preview = services && context.get(contentPreviewContext);
  if (preview) {
    const entry = await services.collections.find(preview.documentId);
    if (entry?.slug === slug) {
      const stored = await services.content.read({ id: entry.id, locale: preview.locale });
      const shown = parsed(entry, stored?.draft?.content ?? stored?.published?.content);
      if (shown) return shown;
    }
  }
  const entries = entriesOf(context);
  const address = await entries.collections.resolve(slug);
  if (address.kind !== "entry") return address;
  return parsed(address.entry, await entries.publishedContent(address.entry.id, DEFAULT_LOCALE)) ?? { kind: "none" };
}

/** The article page of an entry. */
export async function articleEntryData(entry: CollectionEntry, article: ArticleEntryContent) {
  const path = entryPath(entry.slug);
  const route = entryRoute({ collection: "article", slug: entry.slug, label: article.title });
  const seo = seoFor(path, {
    page: { route, title: article.title, description: article.summary },
    article: articleFacts(article),
  });
  return articlePageData({ ...article, path }, await compiledDocument(article.text), seo);
}

/** The customer-story page of an entry: only the parts the editor wrote. */
export function storyEntryData(entry: CollectionEntry, story: StoryEntryContent) {
  const path = entryPath(entry.slug);
  const { name, products, ...parts } = story;
  const content: CustomerStory = {
    customer: { slug: entry.slug, name, path },
    eyebrow: "Customer story",
    story: { ...parts, ...(products ? { products: products.map(productCard) } : {}) },
    paragraphs: [story.summary],
    placeholder: false,
  };
  const route = entryRoute({ collection: "story", slug: entry.slug, label: name });
  return {
    seo: seoFor(path, { page: { route, title: `${name}: customer story`, description: story.summary } }),
    content,
  };
}

async function publishedOf(collections: PublishedCollections, collection: "article" | "story") {
  const entries = await collections.published(collection, DEFAULT_LOCALE);
  return entries.flatMap((entry) => {
    const shown = parsed(entry, entry.content);
    return shown ? [shown] : [];
  });
}

/** Cards of the published studio articles, newest first (by their publication date). */
export async function publishedArticleCards(context: Context): Promise<BlogCardData[]> {
  const articles = (await publishedOf(entriesOf(context).collections, "article")).flatMap((shown) =>
    shown.kind === "article" ? [{ ...shown.content, path: entryPath(shown.entry.slug) }] : [],
  );
  articles.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.path.localeCompare(b.path));
  return Promise.all(articles.map(async (article) => cardOf(article, await compiledDocument(article.text))));
}

/** The customers of the published studio stories, for the Customers page's list (named, without a wordmark). */
export async function publishedStoryCustomers(context: Context): Promise<Customer[]> {
  return (await publishedOf(entriesOf(context).collections, "story")).flatMap((shown) =>
    shown.kind === "story"
      ? [{ slug: shown.entry.slug, name: shown.content.name, path: entryPath(shown.entry.slug) }]
      : [],
  );
}
