import { pagesBySection } from "#shared/site/site-sections.ts";
import { popularPagePaths, popularSearches } from "~/content/search";
import { repositoryDocuments, SEO_TEXTS } from "~/lib/page-content.server";
import { seoFor } from "~/lib/page-data.server";

/** The documents the search page shows. */
export const SEARCH_DOCUMENTS = {
  suggestions: ["section:search-suggestions", { popularSearches: popularSearches as readonly string[] }],
  seo: SEO_TEXTS,
} as const;

/**
 * The search page's pre-rendered content: every page, grouped by section (what visitors see
 * without JavaScript), each page's description (shown under a result whose excerpt only repeats
 * its heading; kept out of the index, where it would change the ranking), the popular searches and
 * the popular pages (shown as cards before anything is typed).
 */
export function searchPageData(documents = repositoryDocuments(SEARCH_DOCUMENTS)) {
  const sections = pagesBySection();
  const descriptions = Object.fromEntries(
    sections.flatMap(({ pages }) =>
      pages.map(({ path }) => [path, seoFor(path, { texts: documents.seo }).description]),
    ),
  );
  const pages = new Map(sections.flatMap(({ pages }) => pages.map((page) => [page.path, page] as const)));
  const popularPages = popularPagePaths.flatMap((path) => {
    const page = pages.get(path);
    return page ? [{ ...page, description: descriptions[path] ?? "" }] : [];
  });
  return {
    seo: seoFor("/search", { texts: documents.seo }),
    popularPages,
    sections,
    descriptions,
    popularSearches: documents.suggestions.popularSearches,
  };
}

export type SearchPageData = ReturnType<typeof searchPageData>;
