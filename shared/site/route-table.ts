/**
 * The one declarative list of public pages. It drives app/routes.ts (the router),
 * the pre-render list, canonical-case redirects, legacy aliases and the sitemap.
 * Kept free of React and Node imports so every build step and the server can read it.
 */
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
  /** Left out of the sitemap (placeholder pages). */
  noindex?: boolean;
}

export const pageRoutes: PageRoute[] = [
  {
    path: "/",
    label: "Home",
    file: "routes/home.tsx",
    kind: "home",
  },
  {
    path: "/about",
    label: "About us",
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
  {
    path: "/product/vivre",
    label: "VIVRE",
    file: "routes/product.vivre.tsx",
    kind: "product",
    parent: "/products",
  },
  {
    path: "/product/sara",
    label: "S.A.R.A.",
    file: "routes/product.sara.tsx",
    kind: "product",
    parent: "/products",
  },
  {
    path: "/product/blink",
    label: "Blinks",
    file: "routes/product.blink.tsx",
    kind: "product",
    parent: "/products",
  },
  {
    path: "/product/hospitality",
    label: "Hospitality Suite",
    file: "routes/product.hospitality.tsx",
    kind: "product",
    parent: "/products",
  },
  {
    path: "/product/adpilot",
    label: "AdPilot",
    file: "routes/product.adpilot.tsx",
    kind: "product",
    parent: "/products",
  },
  {
    path: "/product/reelcraft",
    label: "ReelCraft",
    file: "routes/product.reelcraft.tsx",
    kind: "product",
    parent: "/products",
  },
  {
    path: "/customers",
    label: "Customers",
    file: "routes/customers.tsx",
    kind: "page",
  },
  ...(
    [
      ["astro", "Astro"],
      ["dialog", "Dialog"],
      ["dishtv", "DishTV"],
      ["emiratus", "Emiratus"],
      ["kaltura", "Kaltura"],
      ["reshet", "Reshet"],
      ["xyz", "Xyz"],
    ] as const
  ).map(
    ([slug, name]): PageRoute => ({
      path: `/${slug}`,
      label: name,
      file: "routes/customer.tsx",
      kind: "customer",
      parent: "/customers",
      noindex: slug === "xyz",
    }),
  ),
  {
    path: "/resources",
    label: "Resources",
    file: "routes/resources.tsx",
    kind: "page",
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
    label: "Personalization in streaming",
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
  },
];

/**
 * Pages rendered per request, never pre-rendered nor listed in the sitemap: the
 * cancel and reschedule pages a booking confirmation links to (signed token in the path).
 */
export const perRequestRoutes = [
  { id: "meeting-cancel", path: "/meeting/cancel/:token", file: "routes/meeting.cancel.tsx" },
  { id: "meeting-reschedule", path: "/meeting/reschedule/:token", file: "routes/meeting.reschedule.tsx" },
] as const;

/** Where an unknown path renders (the home page, answered with status 404). */
export const notFoundRoute = { file: "routes/not-found.tsx" } as const;

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
