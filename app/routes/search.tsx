import type { ShouldRevalidateFunctionArgs } from "react-router";
import { pageDocuments } from "~/lib/page-content.server";
import { pageMeta } from "~/lib/seo";
import { SearchPage } from "~/pages/search/SearchPage";
import { SEARCH_DOCUMENTS, searchPageData } from "~/pages/search/search-data.server";
import type { Route } from "./+types/search";

export async function loader({ context }: Route.LoaderArgs) {
  return searchPageData(await pageDocuments(context, SEARCH_DOCUMENTS));
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

/** The query in the URL changes as the visitor types; the page's data does not depend on it. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <SearchPage
      sections={loaderData.sections}
      descriptions={loaderData.descriptions}
      popularSearches={loaderData.popularSearches}
      popularPages={loaderData.popularPages}
    />
  );
}
