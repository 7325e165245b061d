/**
 * Schema.org structured data (JSON-LD) for every page, built from the route table, the page's SEO text
 * and the site configuration. seoFor() calls structuredDataFor(), so loaders get it without extra work;
 * pageMeta() renders each object as a <script type="application/ld+json">.
 *
 * Nothing here is invented: no prices, ratings or reviews; contact details come from siteConfig.
 */

import { productAtPath } from "#shared/content/products.ts";
import { findPageRoute, type PageRoute } from "#shared/site/route-table.ts";
import { type SiteConfig, siteConfig } from "~/config/site";
import { absoluteUrl } from "./seo";

export type JsonLd = Record<string, unknown>;

/** Publication details of a blog article, supplied by the article's loader. */
export interface ArticleFacts {
  /** ISO 8601 date, e.g. "2024-05-14". */
  datePublished: string;
  dateModified?: string;
  /** Author's name; empty or missing means the company wrote it. */
  author?: string;
  /** Headline as shown on the page (defaults to the SEO title). */
  headline?: string;
  /** Hero image URL, absolute or site-relative (defaults to the article share image). */
  image?: string;
}

export interface StructuredDataInput {
  route: PageRoute;
  title: string;
  description: string;
  article?: ArticleFacts;
}

/** Site-relative URL of the square logo rendered at build (server/publishing/share-images.ts). */
export const LOGO_PATH = "/share/logo.png";

const ORGANIZATION_ID = `${siteConfig.siteUrl}/#organization`;

function toAbsolute(url: string): string {
  return /^https?:\/\//.test(url) ? url : absoluteUrl(url.startsWith("/") ? url : `/${url}`);
}

/** A short reference to the company, for publisher/author fields on other pages. */
function organizationReference(): JsonLd {
  return {
    "@type": "Organization",
    "@id": ORGANIZATION_ID,
    name: siteConfig.brand,
    url: absoluteUrl("/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(LOGO_PATH), width: 512, height: 512 },
  };
}

/** Schema.org properties of the configured values only (an unset contact value is left out). */
function present(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

function contactPoints(config: SiteConfig): JsonLd[] {
  const { email, phone } = config;
  const points = [
    { contactType: "sales", ...present({ telephone: phone?.href, email: email.sales }) },
    { contactType: "customer support", ...present({ email: email.general }) },
  ];
  return points
    .filter((point) => Object.keys(point).length > 1)
    .map((point) => ({ "@type": "ContactPoint", ...point, availableLanguage: ["English"] }));
}

export function organizationJsonLd(config: SiteConfig = siteConfig): JsonLd {
  const { address, email, phone, social } = config;
  const sameAs = [social.youtube, social.linkedin].filter((url): url is string => Boolean(url));
  const contactPoint = contactPoints(config);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": ORGANIZATION_ID,
    name: config.brand,
    legalName: config.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl(LOGO_PATH),
    foundingDate: String(config.foundingYear),
    ...present({ email: email.general, telephone: phone?.href }),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.streetAddress,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    ...(contactPoint.length > 0 ? { contactPoint } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export function webSiteJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: siteConfig.brand,
    url: absoluteUrl("/"),
    inLanguage: "en-IN",
    publisher: { "@id": ORGANIZATION_ID },
  };
}

/** The chain Home → parent(s) → page, following the route table's `parent` links. */
export function breadcrumbTrail(route: PageRoute): PageRoute[] {
  const trail: PageRoute[] = [route];
  const seen = new Set([route.path]);
  let current = route;
  while (current.parent && !seen.has(current.parent)) {
    const parent = findPageRoute(current.parent);
    if (!parent) throw new Error(`Breadcrumb parent ${current.parent} of ${current.path} is not in the route table`);
    trail.unshift(parent);
    seen.add(parent.path);
    current = parent;
  }
  const home = findPageRoute("/");
  if (home && trail[0]?.path !== "/") trail.unshift(home);
  return trail;
}

export function breadcrumbJsonLd(route: PageRoute): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: breadcrumbTrail(route).map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.label,
      item: absoluteUrl(step.path),
    })),
  };
}

export function softwareApplicationJsonLd(route: PageRoute, description: string): JsonLd {
  const product = productAtPath(route.path);
  if (!product) throw new Error(`No product in the registry has the page ${route.path}`);
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: route.label,
    description,
    url: absoluteUrl(route.path),
    applicationCategory: "BusinessApplication",
    operatingSystem: product.platforms,
    image: absoluteUrl(`/share/${route.kind}.png`),
    publisher: organizationReference(),
  };
}

export function articleJsonLd(input: StructuredDataInput): JsonLd {
  const { route, title, description, article } = input;
  const author = article?.author?.trim();
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article?.headline ?? title,
    description,
    url: absoluteUrl(route.path),
    mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(route.path) },
    image: [toAbsolute(article?.image ?? `/share/${route.kind}.png`)],
    inLanguage: "en-IN",
    ...(article?.datePublished
      ? { datePublished: article.datePublished, dateModified: article.dateModified ?? article.datePublished }
      : {}),
    author: author ? { "@type": "Person", name: author } : organizationReference(),
    publisher: organizationReference(),
  };
}

/** A list page's items in order (the blog's articles, the customers' stories), as an ItemList. */
export function itemListJsonLd(name: string, items: readonly { path: string; name: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: absoluteUrl(item.path),
      name: item.name,
    })),
  };
}

/** Every JSON-LD object a page carries. */
export function structuredDataFor(input: StructuredDataInput): JsonLd[] {
  const { route } = input;
  if (route.kind === "home") return [organizationJsonLd(), webSiteJsonLd()];
  const data: JsonLd[] = [breadcrumbJsonLd(route)];
  if (route.kind === "product") data.push(softwareApplicationJsonLd(route, input.description));
  if (route.kind === "article") data.push(articleJsonLd(input));
  return data;
}
