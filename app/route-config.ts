import { index, layout, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { CONSOLE_ROOT, consoleApis, consoleLayout, consolePages } from "#shared/console/routes.ts";
import { collectionEntryRoute, type PageRoute, perRequestRoutes, siteLayoutRoute } from "#shared/site/route-table.ts";

/** Stable route id of a page: "home", "product-vivre", "terms", … */
function routeId(path: string): string {
  return path === "/" ? "home" : path.slice(1).replaceAll(/[^a-z0-9]+/g, "-");
}

const inConsole = (path: string) => path.slice(CONSOLE_ROOT.length + 1);

/** The console's JSON endpoints answered by resource routes: one route per module (it serves every method of its path). */
function consoleApiRoutes(): RouteConfigEntry[] {
  const byFile = new Map(consoleApis.flatMap((api) => (api.file ? [[api.file, api.path] as const] : [])));
  return [...byFile].map(([file, path]) => route(inConsole(path), file, { id: routeId(path) }));
}

/** The staff console: one layout route (session, access check, navigation) around its pages. */
function consoleRoutes(): RouteConfigEntry {
  return route(consoleLayout.path, consoleLayout.file, { id: consoleLayout.id }, [
    ...consolePages.map((page) =>
      page.path === CONSOLE_ROOT
        ? index(page.file, { id: page.id })
        : route(inConsole(page.path), page.file, { id: page.id }),
    ),
    ...consoleApiRoutes(),
    route("*", "routes/console.not-found.tsx", { id: "console-not-found" }),
  ]);
}

/**
 * The router's entries: inside the site's layout (its frame: navigation and footer documents), the
 * pages of the route table, the per-request pages and the catch-all (the studio's articles and
 * stories, and the not-found page); beside it, the console with its own layout.
 */
export function routeConfig(pages: readonly PageRoute[]): RouteConfigEntry[] {
  return [
    layout(siteLayoutRoute.file, { id: siteLayoutRoute.id }, [
      // Studio entries in the table (pulled into the repository) are the dynamic route's pages.
      ...pages
        .filter((page) => page.file !== collectionEntryRoute.file)
        .map((page) => route(page.path, page.file, { id: routeId(page.path) })),
      ...perRequestRoutes.map((page) => route(page.path, page.file, { id: page.id })),
      route(collectionEntryRoute.path, collectionEntryRoute.file, { id: collectionEntryRoute.id }),
    ]),
    consoleRoutes(),
  ];
}
