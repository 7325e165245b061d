/**
 * What the site consists of at one content revision: the pages to render, the old addresses that
 * redirect (301) and the addresses that are gone (410). Today the pages are the route table's;
 * collections of articles and stories extend it from the content.
 */
import { buildPageRoutes, type PageRoute, siteCatalogue } from "#shared/site/route-table.ts";
import type { PublishedContent } from "./published-content.ts";

/** The published content a snapshot is made from (one revision). */
export type ContentStore = PublishedContent;

export interface SiteSnapshot {
  /** The content revision it was made from (monotonic). */
  revision: number;
  /** Pages to render (static table + collection entries). */
  routes: PageRoute[];
  /** 301s (old slugs). */
  redirects: { from: string; to: string }[];
  /** 410s (unpublished collection entries). */
  gone: string[];
}

export async function siteSnapshot(store: ContentStore): Promise<SiteSnapshot> {
  return { revision: store.revision, routes: buildPageRoutes(siteCatalogue), redirects: [], gone: [] };
}
