import { pagesBySection } from "#shared/site/site-sections.ts";
import { seoFor } from "~/lib/page-data.server";

/** The search page's pre-rendered content: every page, grouped by section (what visitors see without JavaScript). */
export function searchPageData() {
  return { seo: seoFor("/search"), sections: pagesBySection() };
}

export type SearchPageData = ReturnType<typeof searchPageData>;
