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
  /** Shown in <title> (the site name is appended) and as the default share title. */
  title: string;
  /** Meta description: 50–160 characters, checked by a unit test. */
  description: string;
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
    file: "routes/home.tsx",
    kind: "home",
    title: "OTT platforms, Smart TV apps and streaming software",
    description:
      "Horizon builds OTT platforms, Smart TV apps, AI recommendations, hospitality streaming and ad tech for operators, hotels and media companies. Based in Bengaluru since 2017.",
  },
  {
    path: "/about",
    file: "routes/about.tsx",
    kind: "page",
    title: "About us",
    description:
      "Horizon has built streaming software in Bengaluru since 2017: OTT platforms, ed-tech, enterprise UX tools, AI automation and a new R&D centre.",
  },
  {
    path: "/solutions",
    file: "routes/solutions.tsx",
    kind: "page",
    title: "OTT solutions and monetisation",
    description:
      "Launch a templated OTT platform or a custom app, monetise with SVOD, TVOD, AVOD and ads, aggregate content and curate it with editorial tools.",
  },
  {
    path: "/ott-app-development",
    file: "routes/ott-app-development.tsx",
    kind: "page",
    title: "OTT app development for Smart TVs",
    description:
      "Nearly a decade of Smart TV app development and certification across Tizen, webOS, Android TV and Roku. Book a free demo with our team.",
  },
  {
    path: "/products",
    file: "routes/products.tsx",
    kind: "page",
    title: "Products",
    description:
      "VIVRE, S.A.R.A., Blinks, the Hospitality Suite, AdPilot and ReelCraft: Horizon's software for streaming operators, hotels and media companies.",
  },
  {
    path: "/product/vivre",
    file: "routes/product.vivre.tsx",
    kind: "product",
    parent: "/products",
    title: "VIVRE: real-time UI/UX control for OTT",
    description:
      "VIVRE augments your content management platform with real-time frontend control, AI playlists, custom widgets and monetisation across 12+ platforms.",
  },
  {
    path: "/product/sara",
    file: "routes/product.sara.tsx",
    kind: "product",
    parent: "/products",
    title: "S.A.R.A.: AI recommendations and content discovery",
    description:
      "S.A.R.A. is an AI recommendation engine for streaming: content discovery, gamified monetisation, usage insights, push notifications and trend analysis.",
  },
  {
    path: "/product/blink",
    file: "routes/product.blink.tsx",
    kind: "product",
    parent: "/products",
    title: "Blinks: short-form video cloud platform",
    description:
      "Blinks is a mobile-first, user-generated short-video cloud platform with ultra low latency playback, moderation, live broadcasting, ads and commerce.",
  },
  {
    path: "/product/hospitality",
    file: "routes/product.hospitality.tsx",
    kind: "product",
    parent: "/products",
    title: "Hospitality Suite: in-room streaming for hotels",
    description:
      "The Horizon Hospitality Suite brings live TV, movies, pay per view and hotel services to guest rooms, with PMS-ready APIs and up to 2x guest revenue.",
  },
  {
    path: "/product/adpilot",
    file: "routes/product.adpilot.tsx",
    kind: "product",
    parent: "/products",
    title: "AdPilot: multi-channel ad management",
    description:
      "AdPilot unifies ad campaigns across channels: one dashboard, real-time optimisation, AI decisioning, targeting, smart bidding and ad analytics.",
  },
  {
    path: "/product/reelcraft",
    file: "routes/product.reelcraft.tsx",
    kind: "product",
    parent: "/products",
    title: "ReelCraft: AI video creation and metadata",
    description:
      "ReelCraft creates and edits video with AI: auto-reframing to vertical, smart summaries, chapterisation, multi-language dubbing and quality control.",
  },
  {
    path: "/customers",
    file: "routes/customers.tsx",
    kind: "page",
    title: "Customers",
    description:
      "Streaming operators and media companies work with Horizon. Read their stories and see the platforms we have built together.",
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
      file: "routes/customer.tsx",
      kind: "customer",
      parent: "/customers",
      title: `${name}: customer story`,
      description: `How ${name} works with Horizon, the Bengaluru streaming software company. Customer story and the products involved.`,
      noindex: slug === "xyz",
    }),
  ),
  {
    path: "/resources",
    file: "routes/resources.tsx",
    kind: "page",
    title: "Resources: whitepapers and blog",
    description:
      "Download Horizon whitepapers on streaming strategy and read our blog on gamification, content discovery, personalisation and test automation.",
  },
  {
    path: "/gamification",
    file: "routes/article.tsx",
    kind: "article",
    parent: "/resources",
    title: "Gamification and AI in streaming",
    description:
      "How gamification and AI raise engagement and revenue in streaming: market figures, five examples, benefits and the role of AI.",
  },
  {
    path: "/contentdiscoverysearch",
    file: "routes/article.tsx",
    kind: "article",
    parent: "/resources",
    title: "Content discovery through search",
    description:
      "Text, image and voice search for streaming services, and how to join search with recommendations so viewers find what to watch.",
  },
  {
    path: "/blogpagepersonalization",
    file: "routes/article.tsx",
    kind: "article",
    parent: "/resources",
    title: "Personalization in streaming",
    description:
      "How streaming services personalise home screens, artwork and notifications, and what data and models it takes to do it well.",
  },
  {
    path: "/blogpageautomation",
    file: "routes/article.tsx",
    kind: "article",
    parent: "/resources",
    title: "Multiscreen quality and test automation",
    description:
      "Keeping a streaming app working on every TV, phone and set-top box: device labs, automated tests, visual checks and release gates.",
  },
  {
    path: "/terms",
    file: "routes/legal.tsx",
    kind: "legal",
    title: "Terms and Conditions",
    description:
      "The terms that govern your use of the Horizon website: access, intellectual property, submitted media, disclaimers and indemnity.",
    aliases: ["/terms&conditions", "/termsandconditions"],
  },
  {
    path: "/privacy",
    file: "routes/legal.tsx",
    kind: "legal",
    title: "Data Protection and Privacy Policy",
    description:
      "How Horizon collects, uses, protects and retains personal data, your rights as a data subject and how to contact us about privacy.",
    aliases: ["/privacypolicy"],
  },
  {
    path: "/partners",
    file: "routes/partners.tsx",
    kind: "page",
    title: "Partners",
    description:
      "Become a Horizon solution partner or meet the technology partners whose players, DRM, clouds and devices our platforms work with.",
  },
  {
    path: "/bookmeeting",
    file: "routes/book-meeting.tsx",
    kind: "page",
    title: "Book a meeting",
    description:
      "Pick a time with the Horizon sales team for a demo of our OTT, hospitality, recommendation or ad products, or send us a message.",
  },
];

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
