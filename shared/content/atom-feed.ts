/**
 * The blog's Atom 1.0 feed (RFC 4287), `/feed.xml`: a pure function from the article list to
 * the document, so the build and a publish write the same bytes for the same articles.
 */

export const FEED_PATH = "/feed.xml";
export const FEED_CONTENT_TYPE = "application/atom+xml";

/** The blog the feed stands for: its title (also the pages' feed link's), author and list page. */
export const BLOG_FEED = { title: "Horizon blog", author: "Horizon", listPath: "/resources" } as const;

/** Whether a page's head links the feed: the blog list and every article. */
export function linksFeed(page: { path: string; kind: string }): boolean {
  return page.kind === "article" || page.path === BLOG_FEED.listPath;
}

export interface FeedArticle {
  /** Canonical path of the article page. */
  path: string;
  title: string;
  summary: string;
  author: string;
  /** ISO date or date-time the article was published. */
  published: string;
  /** ISO date or date-time it last changed (the published date when never changed). */
  updated?: string;
}

export interface FeedSite {
  /** Absolute origin, without a trailing slash ("https://www.example.com"). */
  origin: string;
  title: string;
  subtitle?: string;
  /** The feed's author when an entry names none, and the publisher of the site. */
  author: string;
  /** Page the feed is the alternate of (the blog list). */
  listPath: string;
}

export function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/** An RFC 3339 date-time; a plain date is taken as midnight UTC. */
function atomDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date for the feed: ${value}`);
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

const element = (name: string, text: string, indent = "  ") => `${indent}<${name}>${escapeXml(text)}</${name}>`;

/** The feed document, articles newest first; `updated` is the newest entry's (stable for the same list). */
export function atomFeed(site: FeedSite, articles: readonly FeedArticle[]): string {
  const entries = [...articles]
    .map((article) => ({
      ...article,
      publishedAt: atomDate(article.published),
      updatedAt: atomDate(article.updated ?? article.published),
    }))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.path.localeCompare(b.path));
  const feedUpdated = entries
    .map((entry) => entry.updatedAt)
    .sort()
    .at(-1);
  const url = (path: string) => `${site.origin}${path}`;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    element("id", url(FEED_PATH)),
    element("title", site.title),
    ...(site.subtitle ? [element("subtitle", site.subtitle)] : []),
    element("updated", feedUpdated || atomDate("1970-01-01")),
    `  <author>${element("name", site.author, "")}</author>`,
    `  <link rel="self" type="${FEED_CONTENT_TYPE}" href="${escapeXml(url(FEED_PATH))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(url(site.listPath))}"/>`,
    ...entries.flatMap((entry) => [
      "  <entry>",
      element("id", url(entry.path), "    "),
      element("title", entry.title, "    "),
      `    <link rel="alternate" type="text/html" href="${escapeXml(url(entry.path))}"/>`,
      element("published", entry.publishedAt, "    "),
      element("updated", entry.updatedAt, "    "),
      `    <author>${element("name", entry.author || site.author, "")}</author>`,
      element("summary", entry.summary, "    "),
      "  </entry>",
    ]),
    "</feed>",
  ];
  return `${lines.join("\n")}\n`;
}
