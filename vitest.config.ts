import { defineConfig } from "vitest/config";
import { readSettings } from "./server/settings/settings.ts";

export default defineConfig({
  define: { __SITE_SETTINGS__: JSON.stringify(readSettings().site) },
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "shared/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/unit/**/*.test.{ts,tsx}",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    // Most files wait on databases, mail and HTTP servers rather than compute: four workers on a
    // 2-core machine took the suite from 202 s to 135 s (the default is one worker there).
    maxWorkers: 4,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
