import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { notFoundRoute, type PageRoute, perRequestRoutes } from "#shared/site/route-table.ts";

/** Stable route id of a page: "home", "product-vivre", "terms", … */
function routeId(path: string): string {
  return path === "/" ? "home" : path.slice(1).replaceAll(/[^a-z0-9]+/g, "-");
}

/** The router's entries for the pages of the route table, the per-request pages, then the catch-all. */
export function routeConfig(pages: readonly PageRoute[]): RouteConfigEntry[] {
  return [
    ...pages.map((page) => route(page.path, page.file, { id: routeId(page.path) })),
    ...perRequestRoutes.map((page) => route(page.path, page.file, { id: page.id })),
    route("*", notFoundRoute.file, { id: "not-found" }),
  ];
}
