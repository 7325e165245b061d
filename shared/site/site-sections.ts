/**
 * The sections of the site, derived from the route table: search results name the section a page
 * belongs to, and the search page lists every page grouped by them.
 */
import { type PageRoute, pageRoutes } from "./route-table.ts";

/** In the order the search page lists them. */
export const SITE_SECTIONS = ["Products", "Solutions", "Customers", "Resources", "Company", "Legal"] as const;

export type SiteSection = (typeof SITE_SECTIONS)[number];

/** Pages that head a section (their children inherit it through `parent`), and the pages that belong to one. */
const sectionByPath: Record<string, SiteSection> = {
  "/products": "Products",
  "/solutions": "Solutions",
  "/ott-app-development": "Solutions",
  "/customers": "Customers",
  "/resources": "Resources",
};

export function siteSectionOf(route: Pick<PageRoute, "path" | "parent" | "kind">): SiteSection {
  if (route.kind === "legal") return "Legal";
  return sectionByPath[route.path] ?? (route.parent ? sectionByPath[route.parent] : undefined) ?? "Company";
}

/** What a search result names as its place: the section, except the home page, which is itself ("Home", not "Company"). */
export type ResultSection = SiteSection | "Home";

export function resultSectionOf(route: Pick<PageRoute, "path" | "parent" | "kind">): ResultSection {
  return route.path === "/" ? "Home" : siteSectionOf(route);
}

/** Pages the site search indexes and lists: everything search engines may index too. */
export function isSearchable(route: Pick<PageRoute, "noindex">): boolean {
  return !route.noindex;
}

/** What kind of page a search result is, named beside its place so a visitor knows what opens. */
export type ResultKind = "Page" | "Product" | "Solution" | "Article" | "Customer" | "Legal" | "Whitepaper";

export function resultKindOf(route: Pick<PageRoute, "path" | "parent" | "kind">): ResultKind {
  switch (route.kind) {
    case "product":
      return "Product";
    case "article":
      return "Article";
    case "customer":
      return "Customer";
    case "legal":
      return "Legal";
    default:
      return siteSectionOf(route) === "Solutions" ? "Solution" : "Page";
  }
}

export interface SectionPages {
  section: SiteSection;
  pages: { path: string; label: string; kind: ResultKind }[];
}

/** Every searchable page grouped by section, in route-table order within each section. */
export function pagesBySection(routes: readonly PageRoute[] = pageRoutes): SectionPages[] {
  return SITE_SECTIONS.map((section) => ({
    section,
    pages: routes
      .filter((route) => isSearchable(route) && siteSectionOf(route) === section)
      .map((route) => ({ path: route.path, label: route.label, kind: resultKindOf(route) })),
  })).filter((group) => group.pages.length > 0);
}
