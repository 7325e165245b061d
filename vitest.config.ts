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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
