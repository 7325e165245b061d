import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  canonicalPathFor,
  findPageRoute,
  notFoundRoute,
  pageRoutes,
  prerenderPaths,
  redirectTargetFor,
} from "#shared/site/route-table.ts";

const specRoutes = [
  "/",
  "/about",
  "/Astro",
  "/product/blink",
  "/product/adpilot",
  "/product/reelcraft",
  "/product/hospitality",
  "/product/Sara",
  "/product/Vivre",
  "/Dialog",
  "/DishTv",
  "/Emiratus",
  "/Kaltura",
  "/Reshet",
  "/Products",
  "/Solutions",
  "/Xyz",
  "/Terms",
  "/Privacy",
  "/ott-app-development",
  "/Customers",
  "/resources",
  "/gamification",
  "/contentDiscoverySearch",
  "/BlogPagePersonalization",
  "/BlogPageAutomation",
  "/terms&conditions",
  "/PrivacyPolicy",
  "/bookMeeting",
];

describe("route table", () => {
  it("has unique, lower-case canonical paths without trailing slashes", () => {
    const paths = pageRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const routePath of paths) {
      expect(routePath).toBe(routePath.toLowerCase());
      expect(routePath === "/" || !routePath.endsWith("/")).toBe(true);
    }
  });

  it("reaches every path of the specification's route table", () => {
    for (const specPath of specRoutes) {
      expect(canonicalPathFor(specPath), specPath).toBeDefined();
    }
  });

  it("points every route at an existing route module", () => {
    for (const route of pageRoutes) {
      expect(existsSync(path.join("app", route.file)), route.file).toBe(true);
    }
  });

  it("allows POST exactly on the routes whose module exports an action", () => {
    for (const route of [...pageRoutes, notFoundRoute]) {
      const exportsAction = /\bas action\b|export (async )?function action\b/.test(
        readFileSync(path.join("app", route.file), "utf8"),
      );
      expect(route.acceptsFormPosts === true, route.file).toBe(exportsAction);
    }
  });

  it("pre-renders every page", () => {
    expect(prerenderPaths).toEqual(pageRoutes.map((route) => route.path));
  });

  it("gives breadcrumb parents that exist", () => {
    for (const route of pageRoutes) {
      if (route.parent) expect(findPageRoute(route.parent), route.path).toBeDefined();
    }
  });
});

describe("canonical redirects", () => {
  it.each([
    ["/Products", "/products"],
    ["/PRODUCTS", "/products"],
    ["/product/Sara", "/product/sara"],
    ["/product/Vivre", "/product/vivre"],
    ["/contentDiscoverySearch", "/contentdiscoverysearch"],
    ["/bookMeeting", "/bookmeeting"],
    ["/about/", "/about"],
    ["/terms&conditions", "/terms"],
    ["/terms%26conditions", "/terms"],
    ["/Terms&Conditions", "/terms"],
    ["/PrivacyPolicy", "/privacy"],
    ["/privacypolicy", "/privacy"],
  ])("redirects %s to %s", (from, to) => {
    expect(redirectTargetFor(from)).toBe(to);
  });

  it.each(["/", "/products", "/product/sara", "/terms"])("leaves the canonical %s alone", (canonical) => {
    expect(redirectTargetFor(canonical)).toBeUndefined();
  });

  it.each(["/nope", "/product/unknown", "/%E0%A4%A", "/products/extra"])("does not redirect unknown %s", (unknown) => {
    expect(redirectTargetFor(unknown)).toBeUndefined();
    expect(canonicalPathFor(unknown)).toBeUndefined();
  });
});

describe("studio entries in the route table", () => {
  it("become article and customer routes after the static pages, on the one dynamic entry route", async () => {
    const { buildPageRoutes, collectionEntryRoute, siteCatalogue } = await import("#shared/site/route-table.ts");
    const routes = buildPageRoutes({
      ...siteCatalogue,
      entries: [
        { collection: "article", slug: "match-day", label: "Match day streaming" },
        { collection: "story", slug: "acme-tv", label: "Acme TV" },
      ],
    });
    expect(routes.slice(0, pageRoutes.length)).toEqual(pageRoutes);
    expect(routes.slice(pageRoutes.length)).toEqual([
      {
        path: "/match-day",
        label: "Match day streaming",
        file: collectionEntryRoute.file,
        kind: "article",
        parent: "/resources",
      },
      { path: "/acme-tv", label: "Acme TV", file: collectionEntryRoute.file, kind: "customer", parent: "/customers" },
    ]);
    expect(prerenderPaths).not.toContain("/match-day");
  });
});
