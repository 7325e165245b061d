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
 * without JavaScript), and the popular searches beside the field.
 */
export function searchPageData(documents = repositoryDocuments(SEARCH_DOCUMENTS)) {
  return {
    seo: seoFor("/search", { texts: documents.seo }),
    sections: pagesBySection(),
    popularSearches: documents.suggestions.popularSearches,
  };
}

export type SearchPageData = ReturnType<typeof searchPageData>;
