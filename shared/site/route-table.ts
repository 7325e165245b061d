/**
 * The one declarative list of public pages. It drives app/routes.ts (the router),
 * the pre-render list, canonical-case redirects, legacy aliases and the sitemap.
 * Product and customer-story pages come from their registries (shared/content/).
 * Kept free of React and Node imports so every build step and the server can read it.
 */
import { type CollectionName, entryPath } from "#shared/content/collections.ts";
import { type CustomerEntry, customerEntries, customerPageIndexable, customerPath } from "#shared/content/customers.ts";
import { type ProductEntry, productPath, products } from "#shared/content/products.ts";
import { repositoryEntries } from "#shared/content/repository-entries.ts";

export interface PageRoute {
  /** Canonical path: lower case, no trailing slash. */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Short name for breadcrumbs and structured data. */
  label: string;
  /** Other spellings that permanently redirect here (case-insensitive already handled). */
  aliases?: string[];
  /** Breadcrumb parent path, for structured data. */
  parent?: string;
  /** Page type decides the share image and structured data. */
  kind: "home" | "page" | "product" | "article" | "legal" | "customer";
  /** Asks search engines not to index it, and leaves it out of the sitemap and the site search (placeholders, the search page). */
  noindex?: boolean;
  /** The route has an action: its form also works as a plain HTML post (POST is allowed). */
  acceptsFormPosts?: true;
}

/** A published article or customer story created in the studio (server/content/collection-store.ts). */
export interface CollectionRoute {
  collection: CollectionName;
  slug: string;
  /** Its title (an article's) or name (a story's customer). */
  label: string;
}

/** The registries the route table is built from (tests pass fixtures), and the studio's published entries. */
export interface SiteCatalogue {
  products: readonly ProductEntry[];
  customers: readonly CustomerEntry[];
  entries?: readonly CollectionRoute[];
}

/**
 * The router's catch-all: every studio-created article and story (at `/<slug>`) and every unknown
 * path. Static routes win over it, and its loader answers the normal 404 for any path that is no
 * published entry. One route for both, so the pre-built not-found page (rendered once, served for
 * every unknown path) hydrates against the same route wherever it is served.
 */
export const collectionEntryRoute = {
  id: "collection-entry",
  path: "*",
  file: "routes/collection-entry.tsx",
} as const;

/** The page route of a published studio entry. */
export function entryRoute(entry: CollectionRoute): PageRoute {
  const article = entry.collection === "article";
  return {
    path: entryPath(entry.slug),
    label: entry.label,
    file: collectionEntryRoute.file,
    kind: article ? "article" : "customer",
    parent: article ? "/resources" : "/customers",
  };
}

/** The repository's catalogue: with the studio's entries `content:pull` brought into it (shared/content/repository-entries.ts). */
export const siteCatalogue: SiteCatalogue = { products, customers: customerEntries, entries: repositoryEntries };

export function buildPageRoutes(catalogue: SiteCatalogue): PageRoute[] {
  return [
    {
      path: "/",
      label: "Home",
      file: "routes/home.tsx",
      kind: "home",
      acceptsFormPosts: true,
    },
    {
      path: "/about",
      label: "About Us",
      file: "routes/about.tsx",
      kind: "page",
    },
    {
      path: "/solutions",
      label: "Solutions",
      file: "routes/solutions.tsx",
      kind: "page",
    },
    {
      path: "/ott-app-development",
      label: "OTT app development",
      file: "routes/ott-app-development.tsx",
      kind: "page",
    },
    {
      path: "/products",
      label: "Products",
      file: "routes/products.tsx",
      kind: "page",
    },
    ...catalogue.products.map(
      (product): PageRoute => ({
        path: productPath(product.slug),
        label: product.name,
        file: "routes/product.tsx",
        kind: "product",
        parent: "/products",
      }),
    ),
    {
      path: "/customers",
      label: "Customers",
      file: "routes/customers.tsx",
      kind: "page",
    },
    ...catalogue.customers.map(
      (customer): PageRoute => ({
        path: customerPath(customer.slug),
        label: customer.name,
        file: "routes/customer.tsx",
        kind: "customer",
        parent: "/customers",
        noindex: !customerPageIndexable(customer),
      }),
    ),
    {
      path: "/resources",
      label: "Resources",
      file: "routes/resources.tsx",
      kind: "page",
      acceptsFormPosts: true,
    },
    {
      path: "/gamification",
      label: "Gamification and AI in streaming",
      file: "routes/article.tsx",
      kind: "article",
      parent: "/resources",
    },
    {
      path: "/contentdiscoverysearch",
      label: "Content discovery through search",
      file: "routes/article.tsx",
      kind: "article",
      parent: "/resources",
    },
    {
      path: "/blogpagepersonalization",
      label: "Personalisation in streaming",
      file: "routes/article.tsx",
      kind: "article",
      parent: "/resources",
    },
    {
      path: "/blogpageautomation",
      label: "Multiscreen quality and test automation",
      file: "routes/article.tsx",
      kind: "article",
      parent: "/resources",
    },
    {
      path: "/smart-tv-app-certification",
      label: "Smart TV app certification",
      file: "routes/article.tsx",
      kind: "article",
      parent: "/resources",
    },
    {
      path: "/avod-vast-ad-insertion",
      label: "AVOD with VAST",
      file: "routes/article.tsx",
      kind: "article",
      parent: "/resources",
    },
    {
      path: "/hotel-in-room-streaming",
      label: "In-room streaming for hotels",
      file: "routes/article.tsx",
      kind: "article",
      parent: "/resources",
    },
    {
      path: "/terms",
      label: "Terms and Conditions",
      file: "routes/legal.tsx",
      kind: "legal",
      aliases: ["/terms&conditions", "/termsandconditions"],
    },
    {
      path: "/privacy",
      label: "Privacy Policy",
      file: "routes/legal.tsx",
      kind: "legal",
      aliases: ["/privacypolicy"],
    },
    {
      path: "/partners",
      label: "Partners",
      file: "routes/partners.tsx",
      kind: "page",
    },
    {
      path: "/bookmeeting",
      label: "Book a meeting",
      file: "routes/book-meeting.tsx",
      kind: "page",
      acceptsFormPosts: true,
    },
    {
      path: "/search",
      label: "Search",
      file: "routes/search.tsx",
      kind: "page",
      noindex: true,
    },
    ...(catalogue.entries ?? []).map(entryRoute),
  ];
}

export const pageRoutes: PageRoute[] = buildPageRoutes(siteCatalogue);

/**
 * Pages rendered per request, never pre-rendered nor listed in the sitemap: the cancel and
 * reschedule pages a booking confirmation links to (signed token in the path). They answer
 * GET and their form's POST.
 */
export const perRequestRoutes = [
  { id: "meeting-cancel", path: "/meeting/cancel/:token", file: "routes/meeting.cancel.tsx" },
  { id: "meeting-reschedule", path: "/meeting/reschedule/:token", file: "routes/meeting.reschedule.tsx" },
] as const;

/** The per-request route a path (or its client-router data request, `….data`) belongs to. */
export function findPerRequestRoute(pathname: string): (typeof perRequestRoutes)[number] | undefined {
  const segments = pathname.replace(/\.data$/, "").split("/");
  return perRequestRoutes.find((route) => {
    const pattern = route.path.split("/");
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => (part.startsWith(":") ? segments[index] !== "" : part === segments[index]))
    );
  });
}

/** The layout route around every public page (not the console): the site's frame, with its navigation and footer documents. */
export const siteLayoutRoute = { id: "site", file: "routes/site.tsx" } as const;

/** Where an unknown path renders (the home page, answered with status 404); it takes the home form's post too. */
export const notFoundRoute = { file: collectionEntryRoute.file, acceptsFormPosts: true } as const;

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (trimmed || "/").toLowerCase();
}

const canonicalByLowerPath = new Map<string, string>();
for (const route of pageRoutes) {
  canonicalByLowerPath.set(route.path, route.path);
  for (const alias of route.aliases ?? []) canonicalByLowerPath.set(alias.toLowerCase(), route.path);
}

/**
 * The canonical path for a requested one, or undefined for unknown paths.
 * Accepts percent-encoded input ("/terms%26conditions") as browsers may send it.
 */
export function canonicalPathFor(pathname: string): string | undefined {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  return canonicalByLowerPath.get(normalise(decoded));
}

/** Whether the route table answers a path (a page or an alias, in any case): no studio entry may take it. */
export function isRoutePath(pathname: string): boolean {
  return canonicalPathFor(pathname) !== undefined;
}

/**
 * Where a request must be redirected (permanently) to reach its canonical URL,
 * or undefined when it is already canonical or unknown.
 */
export function redirectTargetFor(pathname: string): string | undefined {
  const canonical = canonicalPathFor(pathname);
  if (!canonical || canonical === pathname) return undefined;
  return canonical;
}

export function findPageRoute(path: string): PageRoute | undefined {
  return pageRoutes.find((route) => route.path === path);
}

/** Paths rendered to static HTML at build time. */
export const prerenderPaths: string[] = pageRoutes.map((route) => route.path);
