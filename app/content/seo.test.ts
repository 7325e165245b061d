import { describe, expect, it } from "vitest";
import { pageRoutes } from "#shared/site/route-table.ts";
import { seoTextSchema } from "./schemas/seo";
import { pageSeo } from "./seo";

describe("SEO text", () => {
  it("exists and fits search-result limits for every page", () => {
    for (const route of pageRoutes) {
      const result = seoTextSchema.safeParse(pageSeo[route.path]);
      expect(result.success, `${route.path}: ${result.error?.message}`).toBe(true);
    }
  });

  it("is unique per page", () => {
    const titles = pageRoutes.map((route) => pageSeo[route.path]?.title);
    const descriptions = pageRoutes.map((route) => pageSeo[route.path]?.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});
