import { describe, expect, it } from "vitest";
import { findPageRoute, pageRoutes } from "./route-table";
import { pagesBySection, resultKindOf, resultSectionOf, SITE_SECTIONS, siteSectionOf } from "./site-sections";

function sectionOfPath(path: string) {
  const route = findPageRoute(path);
  if (!route) throw new Error(`no route ${path}`);
  return siteSectionOf(route);
}

describe("site sections", () => {
  it.each([
    ["/products", "Products"],
    ["/product/sara", "Products"],
    ["/solutions", "Solutions"],
    ["/ott-app-development", "Solutions"],
    ["/customers", "Customers"],
    ["/kaltura", "Customers"],
    ["/resources", "Resources"],
    ["/gamification", "Resources"],
    ["/privacy", "Legal"],
    ["/terms", "Legal"],
    ["/", "Company"],
    ["/about", "Company"],
    ["/bookmeeting", "Company"],
  ])("puts %s under %s", (path, section) => {
    expect(sectionOfPath(path)).toBe(section);
  });

  it("labels the home page's search result Home, and every other page by its section", () => {
    const route = (path: string) => findPageRoute(path) ?? expect.fail(`no route ${path}`);
    expect(resultSectionOf(route("/"))).toBe("Home");
    expect(resultSectionOf(route("/about"))).toBe("Company");
    expect(resultSectionOf(route("/kaltura"))).toBe("Customers");
  });

  it("names what kind of page each result is", () => {
    const route = (path: string) => findPageRoute(path) ?? expect.fail(`no route ${path}`);
    expect(resultKindOf(route("/product/vivre"))).toBe("Product");
    expect(resultKindOf(route("/ott-app-development"))).toBe("Solution");
    expect(resultKindOf(route("/gamification"))).toBe("Article");
    expect(resultKindOf(route("/kaltura"))).toBe("Customer");
    expect(resultKindOf(route("/terms"))).toBe("Legal");
    expect(resultKindOf(route("/about"))).toBe("Page");
  });

  it("lists every page once, grouped in section order, without noindex pages", () => {
    const groups = pagesBySection();
    expect(groups.map((group) => group.section)).toEqual([...SITE_SECTIONS]);
    const listed = groups.flatMap((group) => group.pages.map((page) => page.path));
    const expected = pageRoutes.filter((route) => !route.noindex).map((route) => route.path);
    expect([...listed].sort()).toEqual([...expected].sort());
    expect(listed).not.toContain("/search");
    expect(listed).not.toContain("/xyz");
  });

  it("keeps the route table's order within a section and drops empty sections", () => {
    const groups = pagesBySection([
      { path: "/terms", label: "Terms", file: "x", kind: "legal" },
      { path: "/privacy", label: "Privacy", file: "x", kind: "legal" },
    ]);
    expect(groups).toEqual([
      {
        section: "Legal",
        pages: [
          { path: "/terms", label: "Terms", kind: "Legal" },
          { path: "/privacy", label: "Privacy", kind: "Legal" },
        ],
      },
    ]);
  });
});
