import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "#shared/site/route-table.ts";
import { readSettings } from "./server/settings/settings.ts";

export default {
  ssr: true,
  buildDirectory: readSettings().server.buildDir,
  prerender: prerenderPaths,
} satisfies Config;
