/**
 * `/feed.xml` as a generated file of the site: the Atom feed (shared/content/atom-feed.ts) of the
 * article pages among the rendered pages, read from each page's structured data (its JSON-LD
 * Article: headline, description, dates, author), so the feed says exactly what the pages say.
 * The build writes it with the pre-rendered pages (scripts/postbuild.ts); a publish with the
 * pages of its generation.
 */
import { atomFeed, BLOG_FEED, FEED_CONTENT_TYPE, FEED_PATH, type FeedArticle } from "#shared/content/atom-feed.ts";
import type { SiteSnapshot } from "./site-snapshot.ts";

/** One file of a generation, by URL path. */
export interface GeneratedFile {
  path: string;
  body: string;
  contentType: string;
}

export interface RenderedPage {
  path: string;
  html: string;
}

const JSON_LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

/** The page's JSON-LD BlogPosting as a feed entry, or undefined when it has none. */
export function feedArticleOf(page: RenderedPage): FeedArticle | undefined {
  for (const match of page.html.matchAll(JSON_LD)) {
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(match[1] ?? "") as Record<string, unknown>;
    } catch {
      continue;
    }
    if (data["@type"] !== "BlogPosting" || typeof data.datePublished !== "string") continue;
    const author = (data.author as { name?: unknown } | undefined)?.name;
    return {
      path: page.path,
      title: String(data.headline ?? ""),
      summary: String(data.description ?? ""),
      author: typeof author === "string" ? author : BLOG_FEED.author,
      published: data.datePublished,
      ...(typeof data.dateModified === "string" ? { updated: data.dateModified } : {}),
    };
  }
  return undefined;
}

/** The generation's `/feed.xml`: every article page of the snapshot that was rendered. */
export function feedArtefact(
  { pages, snapshot }: { pages: readonly RenderedPage[]; snapshot: Pick<SiteSnapshot, "routes"> },
  origin: string,
): GeneratedFile[] {
  const articlePaths = new Set(snapshot.routes.filter((route) => route.kind === "article").map((route) => route.path));
  const articles = pages.filter((page) => articlePaths.has(page.path)).flatMap((page) => feedArticleOf(page) ?? []);
  return [
    {
      path: FEED_PATH,
      body: atomFeed({ origin, ...BLOG_FEED }, articles),
      contentType: `${FEED_CONTENT_TYPE}; charset=utf-8`,
    },
  ];
}
