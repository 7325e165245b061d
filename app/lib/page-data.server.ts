import type { z } from "zod";
import { BLOG_FEED, FEED_CONTENT_TYPE, FEED_PATH, linksFeed } from "#shared/content/atom-feed.ts";
import { canonicalPathFor, findPageRoute, type PageRoute } from "#shared/site/route-table.ts";
import { seoTextSchema } from "~/content/schemas/seo";
import { pageSeo } from "~/content/seo";
import type { PageSeo } from "./seo";
import { type ArticleFacts, structuredDataFor } from "./structured-data.server";

/**
 * Validates content against its schema. Loaders call this, and every page is pre-rendered,
 * so invalid content fails the build with a readable message.
 */
export function parseContent<Schema extends z.ZodType>(schema: Schema, data: unknown, label: string): z.output<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "(root)"}: ${issue.message}`);
    throw new Error(`Invalid content in ${label}:\n${problems.join("\n")}`);
  }
  return result.data;
}

export interface SeoOptions {
  /** Every page's SEO text; the repository's (app/content/seo.ts) unless a preview shows a draft of it. */
  texts?: Readonly<Record<string, unknown>>;
  /** Publication details for blog articles (their JSON-LD Article gets date and author). */
  article?: ArticleFacts;
  /** Further JSON-LD objects for this page. */
  extraJsonLd?: Record<string, unknown>[];
  /** A page the static route table does not hold (an article or story created in the studio): its route and text. */
  page?: { route: PageRoute; title: string; description: string };
}

/**
 * The SEO block of a page of the route table (pathname may be any spelling of it),
 * with its structured data (Organization, BreadcrumbList, SoftwareApplication or Article).
 */
export function seoFor(pathname: string, options: SeoOptions = {}): PageSeo {
  const path = options.page?.route.path ?? canonicalPathFor(pathname);
  const route = options.page?.route ?? (path ? findPageRoute(path) : undefined);
  if (!path || !route) throw new Error(`No page in the route table for ${pathname}`);
  const text = options.page ?? parseContent(seoTextSchema, (options.texts ?? pageSeo)[path], `SEO text of ${path}`);
  return {
    path,
    title: text.title,
    description: text.description,
    kind: route.kind,
    noindex: route.noindex ?? false,
    jsonLd: [
      ...structuredDataFor({ route, title: text.title, description: text.description, article: options.article }),
      ...(options.extraJsonLd ?? []),
    ],
    ...(linksFeed(route) ? { alternates: [{ type: FEED_CONTENT_TYPE, title: BLOG_FEED.title, href: FEED_PATH }] } : {}),
  };
}

/** The page path a loader request is for (data requests arrive as "/astro.data"). */
export function pagePathOf(request: Request): string {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "");
  return pathname === "/_" ? "/" : pathname;
}
