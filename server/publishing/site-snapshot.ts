/**
 * The site's routes at one content revision: the pages to render (the route table's static pages
 * plus the studio's published articles and customer stories), the 301s of entries' old addresses
 * and the 410s of unpublished entries. A generation of the site is rendered from one snapshot, and
 * the build's route table is the same function of the repository alone (its entries are those
 * `content:pull` brought into it; the database's entry of the same id wins).
 */
import { DEFAULT_LOCALE } from "#shared/console/content.ts";
import { entryPath } from "#shared/content/collections.ts";
import { repositoryEntries, repositoryEntriesBeside } from "#shared/content/repository-entries.ts";
import { buildPageRoutes, type CollectionRoute, type PageRoute, siteCatalogue } from "#shared/site/route-table.ts";
import type { PublishedContent } from "./published-content.ts";

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

/** What the snapshot reads: the published content of one revision, with the collections' entries at it. */
export type ContentStore = PublishedContent;

/** An entry's label in breadcrumbs and structured data: an article's title, a story's customer name. */
function labelOf(content: unknown, fallback: string): string {
  const fields = (content ?? {}) as { title?: unknown; name?: unknown };
  const label = fields.title ?? fields.name;
  return typeof label === "string" && label.trim() !== "" ? label : fallback;
}

export async function siteSnapshot(store: ContentStore): Promise<SiteSnapshot> {
  const { revision, collections } = store;
  if (!collections) return { revision, routes: buildPageRoutes(siteCatalogue), redirects: [], gone: [] };
  const [stored, articles, stories] = await Promise.all([
    collections.list(),
    collections.published("article", DEFAULT_LOCALE),
    collections.published("story", DEFAULT_LOCALE),
  ]);
  const fromRepository = repositoryEntries.filter((entry) => !stored.some((known) => known.id === entry.id));
  const live: CollectionRoute[] = [
    ...[...articles, ...stories].map((entry) => ({
      collection: entry.collection,
      slug: entry.slug,
      label: labelOf(entry.content, entry.slug),
    })),
    ...fromRepository.map(({ collection, slug, label }) => ({ collection, slug, label })),
  ];
  const entries = [...stored, ...repositoryEntriesBeside(stored)];
  const redirects = entries
    .filter((entry) => entry.state === "published")
    .flatMap((entry) => entry.oldSlugs.map((old) => ({ from: entryPath(old), to: entryPath(entry.slug) })));
  const gone = entries
    .filter((entry) => entry.state === "unpublished")
    .flatMap((entry) => [entry.slug, ...entry.oldSlugs].map(entryPath));
  return {
    revision,
    routes: buildPageRoutes({ ...siteCatalogue, entries: live }),
    redirects: redirects.sort((a, b) => a.from.localeCompare(b.from)),
    gone: gone.sort(),
  };
}
