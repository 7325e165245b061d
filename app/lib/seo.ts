import type { MetaDescriptor } from "react-router";
import type { PageRoute } from "#shared/site/route-table.ts";
import { siteConfig } from "~/config/site";

/** Everything a page's <head> needs, computed on the server by its loader (see page-data.server.ts). */
export interface PageSeo {
  path: string;
  title: string;
  description: string;
  kind: PageRoute["kind"];
  noindex: boolean;
  /** Structured data objects, each rendered as JSON-LD. */
  jsonLd: Record<string, unknown>[];
  /** Alternate versions of the page's content (the blog's Atom feed), as `<link rel="alternate">`. */
  alternates?: { type: string; title: string; href: string }[];
}

export function absoluteUrl(path: string): string {
  return `${siteConfig.siteUrl}${path}`;
}

export function documentTitle(title: string): string {
  return `${title} | ${siteConfig.brand}`;
}

/** Title, description, canonical link, Open Graph, Twitter card and JSON-LD for a page. */
export function pageMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [{ title: siteConfig.brand }];
  const title = documentTitle(seo.title);
  const url = absoluteUrl(seo.path);
  const shareImage = absoluteUrl(`/share/${seo.kind}.png`);
  return [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(seo.alternates ?? []).map((link) => ({ tagName: "link", rel: "alternate", ...link })),
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: seo.kind === "article" ? "article" : "website" },
    { property: "og:site_name", content: siteConfig.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: shareImage },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: shareImage },
    ...seo.jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
