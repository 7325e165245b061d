import { humanize } from "./change-labels";

/** A kind of document as the studio names it (the list's panels, its kind filter, the editor's breadcrumb): in the plural, as the site's menus do. */
const KIND_NAMES: Record<string, string> = {
  page: "Pages",
  product: "Products",
  story: "Customer stories",
  article: "Articles",
  legal: "Legal",
  whitepaper: "Whitepapers",
  seo: "SEO",
  section: "Sections",
};

export function kindName(kind: string): string {
  return KIND_NAMES[kind] ?? humanize(kind);
}

/** One document's kind in the singular (the content list's Kind column). */
const KIND_NAME: Record<string, string> = {
  page: "Page",
  product: "Product",
  story: "Customer story",
  article: "Article",
  legal: "Legal",
  whitepaper: "Whitepaper",
  seo: "SEO",
  section: "Section",
};

export function kindOfOne(kind: string): string {
  return KIND_NAME[kind] ?? humanize(kind);
}
