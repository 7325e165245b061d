import { pagesBySection } from "#shared/site/site-sections.ts";
import { popularSearches } from "~/content/search";
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
 * its heading; kept out of the index, where it would change the ranking), and the popular searches.
 */
export function searchPageData(documents = repositoryDocuments(SEARCH_DOCUMENTS)) {
  const sections = pagesBySection();
  const descriptions = Object.fromEntries(
    sections.flatMap(({ pages }) =>
      pages.map(({ path }) => [path, seoFor(path, { texts: documents.seo }).description]),
    ),
  );
  return {
    seo: seoFor("/search", { texts: documents.seo }),
    sections,
    descriptions,
    popularSearches: documents.suggestions.popularSearches,
  };
}

export type SearchPageData = ReturnType<typeof searchPageData>;
