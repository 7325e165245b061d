import type { MetaDescriptor } from "react-router";
import { siteConfig } from "~/config/site";
import { canonicalPathFor, findPageRoute, type PageRoute } from "~/site/route-table";

export function absoluteUrl(path: string): string {
  return `${siteConfig.siteUrl}${path === "/" ? "/" : path}`;
}

export function documentTitle(title: string): string {
  return `${title} | ${siteConfig.brand}`;
}

/** Meta tags for a page of the route table: title, description, canonical, sharing. */
export function pageMeta(path: string, overrides: Partial<Pick<PageRoute, "title" | "description">> = {}): MetaDescriptor[] {
  const page = findPageRoute(path);
  if (!page) throw new Error(`No page in the route table for ${path}`);
  const title = documentTitle(overrides.title ?? page.title);
  const description = overrides.description ?? page.description;
  const url = absoluteUrl(page.path);
  const shareImage = absoluteUrl(`/share/${page.kind}.png`);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: page.kind === "article" ? "article" : "website" },
    { property: "og:site_name", content: siteConfig.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: shareImage },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: shareImage },
  ];
}

/** Meta for a route module that serves several paths (articles, legal pages, customer stories). */
export function metaForPath(pathname: string): MetaDescriptor[] {
  return pageMeta(canonicalPathFor(pathname) ?? "/");
}
