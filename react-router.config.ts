import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/site/route-table";

export default {
  ssr: true,
  prerender: prerenderPaths,
} satisfies Config;
