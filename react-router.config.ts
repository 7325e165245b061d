import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/site/route-table";

export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: prerenderPaths,
} satisfies Config;
