import { customerEntries } from "#shared/content/customers.ts";
import { productPath, productSlugs } from "#shared/content/products.ts";
import { whitepapers } from "#shared/content/whitepapers.ts";
import { articles } from "~/content/blog";
import { legalDocuments } from "~/content/legal";

/**
 * Where each previewable document shows on the site: the page a preview link opens. Only
 * documents whose pages' loaders read them through `pageDocuments` (app/lib/page-content.server.ts)
 * (the site layout's loader for the navigation and footer) are listed, so a preview never claims
 * to show a draft that the page ignores. Not listed: the share images, which the build draws.
 */
export const PREVIEW_PATHS: Readonly<Record<string, string>> = {
  "page:home": "/",
  "section:devices": "/",
  "page:about": "/about",
  "section:about-timeline": "/about",
  "page:solutions": "/solutions",
  "page:ott-app-development": "/ott-app-development",
  "page:products": "/products",
  // The closing call to action of every product page: previewed on the first.
  "section:product-cta": productPath("vivre"),
  ...Object.fromEntries(productSlugs.map((slug) => [`product:${slug}`, productPath(slug)])),
  "page:customers": "/customers",
  ...Object.fromEntries(customerEntries.map((entry) => [`story:${entry.slug}`, `/${entry.slug}`])),
  "page:partners": "/partners",
  "page:resources": "/resources",
  "section:blog": "/resources",
  ...Object.fromEntries(whitepapers.map((paper) => [`whitepaper:${paper.id}`, "/resources"])),
  ...Object.fromEntries(articles.map((article) => [`article:${article.body}`, article.path])),
  ...Object.fromEntries(Object.entries(legalDocuments).map(([path, legal]) => [`legal:${legal.body}`, path])),
  "page:bookmeeting": "/bookmeeting",
  "section:search-suggestions": "/search",
  // Every page's SEO text: previewed on the home page (its title and description are in the page's head).
  seo: "/",
  // The frame of every public page: previewed on the home page.
  navigation: "/",
  footer: "/",
};

export function previewPathOf(documentId: string): string | undefined {
  return Object.hasOwn(PREVIEW_PATHS, documentId) ? PREVIEW_PATHS[documentId] : undefined;
}
