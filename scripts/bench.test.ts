import { describe, expect, it } from "vitest";
import { products } from "#shared/content/products.ts";
import { buildPageRoutes } from "#shared/site/route-table.ts";
import {
  benchPages,
  budgetFailures,
  failingAudits,
  formatTable,
  idleShare,
  type LighthouseResultLike,
  median,
  medianSummary,
  type RunSummary,
  summarise,
} from "./bench.ts";

function lhr(overrides: { performance?: number; lcp?: number; tbt?: number } = {}): LighthouseResultLike {
  return {
    categories: {
      performance: {
        score: overrides.performance ?? 0.99,
        auditRefs: [{ id: "largest-contentful-paint", weight: 25 }],
      },
      accessibility: { score: 1, auditRefs: [{ id: "color-contrast", weight: 7 }] },
      "best-practices": { score: 1, auditRefs: [] },
      seo: {
        score: 0.92,
        auditRefs: [
          { id: "meta-description", weight: 1 },
          { id: "structured-data", weight: 0 },
        ],
      },
    },
    audits: {
      "first-contentful-paint": { id: "first-contentful-paint", title: "FCP", score: 1, numericValue: 900 },
      "largest-contentful-paint": {
        id: "largest-contentful-paint",
        title: "Largest Contentful Paint",
        score: 0.8,
        numericValue: overrides.lcp ?? 1500,
        displayValue: "1.5 s",
      },
      "total-blocking-time": { id: "total-blocking-time", title: "TBT", score: 1, numericValue: overrides.tbt ?? 40 },
      "cumulative-layout-shift": { id: "cumulative-layout-shift", title: "CLS", score: 1, numericValue: 0.001 },
      "color-contrast": { id: "color-contrast", title: "Contrast", score: 1 },
      "meta-description": { id: "meta-description", title: "Document has a meta description", score: 0 },
      "structured-data": { id: "structured-data", title: "Structured data is valid", score: null },
      "network-requests": {
        id: "network-requests",
        title: "Network Requests",
        score: null,
        details: {
          type: "table",
          items: [
            { resourceType: "Document", transferSize: 5000 },
            { resourceType: "Script", transferSize: 60000 },
            { resourceType: "Script", transferSize: 40000 },
            { resourceType: "Image", transferSize: 30000 },
          ],
        },
      },
    },
  };
}

describe("Lighthouse summaries", () => {
  it("reads scores, metrics and transferred bytes from a result", () => {
    expect(summarise(lhr())).toEqual({
      performance: 99,
      accessibility: 100,
      bestPractices: 100,
      seo: 92,
      fcpMs: 900,
      lcpMs: 1500,
      tbtMs: 40,
      cls: 0.001,
      jsBytes: 100000,
      totalBytes: 135000,
    });
  });

  it("takes the median of each value across runs", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    const runs = [lhr({ lcp: 1000 }), lhr({ lcp: 3000 }), lhr({ lcp: 1700 })].map(summarise);
    expect(medianSummary(runs).lcpMs).toBe(1700);
  });

  it("lists audits below full marks, skipping unscored and zero-weight ones outside performance", () => {
    expect(failingAudits(lhr()).map((audit) => `${audit.category}:${audit.id}`)).toEqual([
      "performance:largest-contentful-paint",
      "seo:meta-description",
    ]);
  });
});

describe("Lighthouse budgets", () => {
  const good: RunSummary = { ...summarise(lhr({ lcp: 1100 })), seo: 100 };

  it("passes a page that meets every budget", () => {
    expect(budgetFailures("/", good)).toEqual([]);
  });

  it("names every missed budget", () => {
    const bad: RunSummary = {
      ...good,
      performance: 94,
      seo: 92,
      lcpMs: 1200,
      tbtMs: 150,
      cls: 0.02,
      accessibility: 98,
      jsBytes: 125 * 1024 + 1,
    };
    expect(budgetFailures("/products", bad)).toEqual([
      "/products: performance 94 < 95",
      "/products: accessibility 98 < 100",
      "/products: SEO 92 < 100",
      "/products: LCP 1.20 s ≥ 1.20 s",
      "/products: TBT 150 ms ≥ 150 ms",
      "/products: CLS 0.020 ≥ 0.02",
      "/products: JavaScript 125.0 KB > 125 KB",
    ]);
    // The home page has its own, larger JavaScript budget.
    expect(budgetFailures("/", { ...good, jsBytes: 130 * 1024 })).toEqual([]);
    // A republished home page is named apart and held to the home page's budgets.
    expect(budgetFailures("/ (republished)", { ...good, jsBytes: 130 * 1024 }, "/")).toEqual([]);
    expect(budgetFailures("/ (republished)", { ...good, jsBytes: 141 * 1024 }, "/")).toEqual([
      "/ (republished): JavaScript 141.0 KB > 140 KB",
    ]);
  });

  it("treats a missing metric as a miss", () => {
    expect(budgetFailures("/", { ...good, lcpMs: Number.NaN })).toEqual(["/: LCP NaN ms ≥ 1.20 s"]);
  });

  it("prints a table row per page", () => {
    const table = formatTable([{ path: "/", median: good, budgetFailures: [] }]).split("\n");
    expect(table[0]).toMatch(/^Page\s+Perf\s+A11y\s+BP\s+SEO\s+FCP\s+LCP\s+TBT\s+CLS\s+JS\s+Total\s+Budgets$/);
    expect(table[2]).toMatch(
      /^\/\s+99\s+100\s+100\s+100\s+900 ms\s+1\.10 s\s+40 ms\s+0\.001\s+97\.7 KB\s+131\.8 KB\s+met$/,
    );
  });
});

describe("idleShare", () => {
  const cpu = (idle: number, busy: number) => ({
    model: "test",
    speed: 0,
    times: { user: busy, nice: 0, sys: 0, idle, irq: 0 },
  });

  it("is the idle part of the CPU time that passed, over all cores", () => {
    expect(idleShare([cpu(0, 0), cpu(0, 0)], [cpu(900, 100), cpu(500, 500)])).toBeCloseTo(0.7);
  });

  it("counts no elapsed time as idle", () => {
    expect(idleShare([cpu(10, 10)], [cpu(10, 10)])).toBe(1);
  });
});

describe("the pages measured by default", () => {
  it("takes one indexable page of each route module", () => {
    const [product] = products;
    if (!product) throw new Error("the product registry is empty");
    const catalogue = {
      products: [
        { ...product, slug: "alpha" },
        { ...product, slug: "beta" },
      ],
      customers: [],
    };
    const pages = benchPages(buildPageRoutes(catalogue));
    expect(pages).toContain("/product/alpha");
    expect(pages).not.toContain("/product/beta");
    expect(pages).toEqual(expect.arrayContaining(["/", "/about", "/products", "/resources", "/gamification"]));
    expect(pages).toEqual(expect.arrayContaining(["/solutions", "/ott-app-development", "/customers"]));
    expect(pages).toEqual(expect.arrayContaining(["/partners", "/bookmeeting", "/terms"]));
    expect(pages).not.toContain("/privacy");
    expect(pages).not.toContain("/search");
  });
});
