import { whitepapers } from "#shared/content/whitepapers.ts";

/*
 * Where a document shows, in words for the content list. Apart from preview-paths.ts, whose page data (products,
 * stories, articles) would otherwise load with the list and be split into chunks the public pages load too.
 */

/**
 * Where a document shows, for the content list, when that is not one page: the site's frame and its SEO text are
 * on every page, the product pages' closing call to action on each of them.
 */
const PLACES: Readonly<Record<string, string>> = {
  seo: "Site-wide",
  navigation: "Site-wide",
  footer: "Site-wide",
  "section:product-cta": "All product pages",
};

/** Where a document shows on the site, in words for a list: "Site-wide", "All product pages" or its page's address. */
export function placeOf(documentId: string, path: string | null): string | null {
  return PLACES[documentId] ?? (path && `${path}${whereOnPage(documentId)}`);
}

/** A whitepaper's card on its page ("· card 2"), so two papers on one page are told apart. */
function whereOnPage(documentId: string): string {
  const card = whitepapers.findIndex((paper) => `whitepaper:${paper.id}` === documentId);
  return card === -1 ? "" : ` · card ${card + 1}`;
}
