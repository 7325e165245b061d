import { type RouteConfig, route } from "@react-router/dev/routes";
import { notFoundRoute, pageRoutes, perRequestRoutes } from "#shared/site/route-table.ts";

function routeId(path: string): string {
  return path === "/" ? "home" : path.slice(1).replaceAll(/[^a-z0-9]+/g, "-");
}

export default [
  ...pageRoutes.map((page) => route(page.path, page.file, { id: routeId(page.path) })),
  ...perRequestRoutes.map((page) => route(page.path, page.file, { id: page.id })),
  route("*", notFoundRoute.file, { id: "not-found" }),
] satisfies RouteConfig;
