import type { RouteConfig } from "@react-router/dev/routes";
import { pageRoutes } from "#shared/site/route-table.ts";
import { routeConfig } from "./route-config";

export default routeConfig(pageRoutes) satisfies RouteConfig;
