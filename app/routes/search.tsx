import type { ShouldRevalidateFunctionArgs } from "react-router";
import { pageMeta } from "~/lib/seo";
import { SearchPage } from "~/pages/search/SearchPage";
import { searchPageData } from "~/pages/search/search-data.server";
import type { Route } from "./+types/search";

export function loader() {
  return searchPageData();
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

/** The query in the URL changes as the visitor types; the page's data does not depend on it. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SearchPage sections={loaderData.sections} />;
}
