import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "#shared/site/route-table.ts";

export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: prerenderPaths,
} satisfies Config;
