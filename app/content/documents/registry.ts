/**
 * The content studio's documents: every piece of copy a visitor sees, each with a stable id,
 * its kind, a title for the studio, the zod schema it must satisfy and its repository base
 * (the value in app/content today, which developers change by pull request). The database
 * stores published versions and drafts of these documents by id and locale
 * (server/content/); `contentOf` (./content-of.server.ts) overlays them on the base.
 *
 * Server-only: imported by the content API's resource routes and page loaders, never by a
 * component, so none of this ships to the browser.
 */
import type { z } from "zod";
import { customerEntries } from "#shared/content/customers.ts";
import { type ProductSlug, productBySlug, productSlugs } from "#shared/content/products.ts";
import { heroVideo } from "../../pages/home/hero-media";
import { aboutContent } from "../about";
import { articles, blog } from "../blog";
import { bookMeetingPage } from "../book-meeting";
import { customerStory } from "../customer-stories";
import { customersPage } from "../customers";
import { devices } from "../devices";
import { homeContent } from "../home";
import { legalDocuments } from "../legal";
import { footerNavigation, primaryNavigation } from "../navigation";
import { ottContent } from "../ott";
import { partnersPage } from "../partners-program";
import { productPageCta, productPages } from "../product-pages";
import { productsPage } from "../products-page";
import { resourcesPage } from "../resources";
import { timelineSchema } from "../schemas/about";
import { articleMetaSchema } from "../schemas/blog";
import { bookMeetingPageSchema } from "../schemas/book-meeting";
import { customerStorySchema, customersPageSchema } from "../schemas/customers";
import { homeContentSchema } from "../schemas/home";
import { legalDocumentSchema } from "../schemas/legal";
import { partnersPageSchema } from "../schemas/partners-program";
import { productPageSchema } from "../schemas/product-pages";
import { popularSearches } from "../search";
import { pageSeo } from "../seo";
import { shareImageText } from "../share-images";
import { solutionsContent } from "../solutions";
import { companyTimeline } from "../timeline";
import {
  aboutDocumentSchema,
  blogDocumentSchema,
  devicesDocumentSchema,
  mdxSourceSchema,
  ottDocumentSchema,
  productCtaDocumentSchema,
  productsDocumentSchema,
  resourcesDocumentSchema,
  shareImagesDocumentSchema,
  solutionsDocumentSchema,
  whitepaperDocumentSchema,
} from "./document-schemas";
import { withPulledBase } from "./pulled-content";
import {
  footerDocumentSchema,
  navigationDocumentSchema,
  searchSuggestionsSchema,
  seoDocumentSchema,
} from "./site-schemas";

const articleBodies = import.meta.glob<string>("/app/content/articles/*.mdx", {
  eager: true,
  query: "?raw",
  import: "default",
});
const legalBodies = import.meta.glob<string>("/app/content/legal/*.mdx", {
  eager: true,
  query: "?raw",
  import: "default",
});
/** Published content brought back by `npm run content:pull` (./pulled-content.ts). */
const pulledFiles = import.meta.glob<unknown>("/app/content/pulled/*.json", { eager: true, import: "default" });

export const DOCUMENT_KINDS = [
  "page",
  "product",
  "story",
  "article",
  "legal",
  "whitepaper",
  "navigation",
  "footer",
  "seo",
  "section",
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface ContentDocument {
  /** Stable id: `<kind>:<name>` or a single word for site-wide documents ("navigation", "seo"). */
  id: string;
  kind: DocumentKind;
  /** What the studio calls it. */
  title: string;
  schema: z.ZodType;
  /** The repository's value, which published content replaces. */
  base: unknown;
  /** The content module's value, when a file of `npm run content:pull` replaced it as the base. */
  moduleBase?: unknown;
  /** Fields (top level) holding MDX source, compiled with the site's MDX pipeline when validated. */
  mdxFields?: readonly string[];
  /**
   * Fields the studio may not change (paths into the content; `*` stands for any array index
   * or key): addresses, ids, file names and image files, which other code relies on.
   */
  fixed?: readonly string[];
  /**
   * Image fields (`{ avif, webp, width, height, alt, small? }`) an editor may replace with an
   * uploaded image (the studio's image field, `/media/…` files): path patterns as in `fixed`.
   */
  images?: readonly string[];
  /** Files of the repository its image fields may hold besides its base's (a studio entry has no base). */
  imageChoices?: readonly object[];
  /**
   * Alt texts kept as plain text fields (not in an image field), by path: the address of the picture each describes,
   * shown small beside the field so the editor sees what the text is about.
   */
  altPictures?: Readonly<Record<string, string>>;
  /** The files its base comes from, relative to the repository. */
  sources: readonly string[];
}

function mdxSource(bodies: Record<string, string>, folder: string, name: string): string {
  const source = bodies[`/app/content/${folder}/${name}.mdx`];
  if (source === undefined) throw new Error(`Missing app/content/${folder}/${name}.mdx`);
  return source;
}

/** Image files and sizes an editor cannot change in a document, where it is not one of its `images`. */
const IMAGE_FILES = ["avif", "webp", "width", "height", "src", "file"] as const;
const imageFilesUnder = (...prefixes: string[]) =>
  prefixes.flatMap((prefix) => IMAGE_FILES.map((field) => `${prefix}.${field}`));
const hubHeroFixed = [...imageFilesUnder("hero.art", "hero.art.small")];

function pageDocuments(): ContentDocument[] {
  return [
    {
      id: "page:home",
      kind: "page",
      title: "Home page",
      schema: homeContentSchema,
      base: homeContent,
      // The hero's text describes its looping video, whose poster is its first frame.
      altPictures: { "hero.imageAlt": (heroVideo.posterSmall ?? heroVideo.poster).webp },
      sources: ["app/content/home.ts"],
    },
    {
      id: "page:about",
      kind: "page",
      title: "About us",
      schema: aboutDocumentSchema,
      base: aboutContent,
      sources: ["app/content/about.ts"],
    },
    {
      id: "section:about-timeline",
      kind: "section",
      title: "About us: company timeline",
      schema: timelineSchema,
      base: companyTimeline,
      sources: ["app/content/timeline.ts"],
    },
    {
      id: "page:solutions",
      kind: "page",
      title: "Solutions",
      schema: solutionsDocumentSchema,
      base: solutionsContent,
      fixed: ["*.image.file", "editorial.tabs.*.key", "editorial.tabs.*.image.file"],
      sources: ["app/content/solutions.ts"],
    },
    {
      id: "page:ott-app-development",
      kind: "page",
      title: "OTT app development",
      schema: ottDocumentSchema,
      base: ottContent,
      fixed: ["*.image.file", "platforms.cards.*.platform"],
      sources: ["app/content/ott.ts"],
    },
    {
      id: "page:products",
      kind: "page",
      title: "Products",
      schema: productsDocumentSchema,
      base: productsPage,
      fixed: ["entries.*.kind", "entries.*.slug", "entries.*.key", "entries.*.logo", "entries.*.images.*.file"],
      sources: ["app/content/products-page.ts"],
    },
    {
      id: "section:product-cta",
      kind: "section",
      title: "Product pages: closing call to action",
      schema: productCtaDocumentSchema,
      base: productPageCta,
      sources: ["app/content/product-pages.ts"],
    },
    {
      id: "section:devices",
      kind: "section",
      title: "Home page: device showcase",
      schema: devicesDocumentSchema,
      base: devices,
      fixed: ["*.id"],
      sources: ["app/content/devices.ts"],
    },
    {
      id: "page:customers",
      kind: "page",
      title: "Customers",
      schema: customersPageSchema,
      base: customersPage(),
      fixed: [...hubHeroFixed, "logos.customers"],
      images: ["gallery.slides.*.image", "features.items.*.image"],
      sources: ["app/content/customers.ts"],
    },
    {
      id: "page:partners",
      kind: "page",
      title: "Partners",
      schema: partnersPageSchema,
      base: partnersPage,
      fixed: [...hubHeroFixed, "**.logo"],
      sources: ["app/content/partners-program.ts"],
    },
    {
      id: "page:resources",
      kind: "page",
      title: "Resources",
      schema: resourcesDocumentSchema,
      base: withoutKeys(resourcesPage, ["blog"], (page) => ({
        ...page,
        whitepapers: withoutKeys(page.whitepapers, ["items"]),
      })),
      fixed: hubHeroFixed,
      sources: ["app/content/resources.ts"],
    },
    {
      id: "section:blog",
      kind: "section",
      title: "Resources: blog section",
      schema: blogDocumentSchema,
      base: withoutKeys(blog, ["articles"]),
      sources: ["app/content/blog.ts"],
    },
    {
      id: "page:bookmeeting",
      kind: "page",
      title: "Book a meeting",
      schema: bookMeetingPageSchema,
      base: bookMeetingPage(),
      // The direct contacts come from the site settings (SALES_EMAIL, phone, address), not from copy.
      fixed: [...hubHeroFixed, "contact"],
      sources: ["app/content/book-meeting.ts"],
    },
  ];
}

function productDocuments(): ContentDocument[] {
  return productSlugs.map((slug: ProductSlug) => ({
    id: `product:${slug}`,
    kind: "product",
    title: productBySlug(slug).name,
    schema: productPageSchema,
    base: productPages[slug],
    sources: ["app/content/product-pages.ts"],
  }));
}

function storyDocuments(): ContentDocument[] {
  return customerEntries.map((entry) => ({
    id: `story:${entry.slug}`,
    kind: "story",
    title: entry.name,
    schema: customerStorySchema,
    base: customerStory(entry.slug),
    fixed: [
      "customer",
      "placeholder",
      "story.products.*.path",
      "story.products.*.logo",
      "overview.needs.*.products.*.path",
      "overview.needs.*.products.*.logo",
      "overview.screens.items.*.id",
    ],
    sources: ["app/content/customer-stories.ts"],
  }));
}

function articleDocuments(): ContentDocument[] {
  return articles.map((article) => ({
    id: `article:${article.body}`,
    kind: "article",
    title: article.title,
    schema: articleMetaSchema.extend({ text: mdxSourceSchema }),
    base: { ...article, text: mdxSource(articleBodies, "articles", article.body) },
    mdxFields: ["text"],
    fixed: ["id", "path", "body"],
    images: ["image"],
    sources: ["app/content/blog.ts", `app/content/articles/${article.body}.mdx`],
  }));
}

function legalDocumentsList(): ContentDocument[] {
  return Object.values(legalDocuments).map((legal) => ({
    id: `legal:${legal.body}`,
    kind: "legal",
    title: legal.title,
    schema: legalDocumentSchema.extend({ text: mdxSourceSchema }),
    base: { ...legal, text: mdxSource(legalBodies, "legal", legal.body) },
    mdxFields: ["text"],
    fixed: ["body"],
    sources: ["app/content/legal.ts", `app/content/legal/${legal.body}.mdx`],
  }));
}

function whitepaperDocuments(): ContentDocument[] {
  return resourcesPage.whitepapers.items.map((paper) => ({
    id: `whitepaper:${paper.id}`,
    kind: "whitepaper",
    title: paper.title,
    schema: whitepaperDocumentSchema,
    base: {
      id: paper.id,
      title: paper.title,
      subtitle: paper.subtitle,
      summary: paper.summary,
      chapters: paper.chapters,
      coverAlt: paper.cover.alt,
    },
    // The chapters are the section titles of the PDF, generated from its text on the server.
    fixed: ["id", "chapters"],
    sources: ["shared/content/whitepapers.ts", "app/content/resources.ts"],
  }));
}

function siteDocuments(): ContentDocument[] {
  return [
    {
      id: "navigation",
      kind: "navigation",
      title: "Top navigation",
      schema: navigationDocumentSchema,
      base: { primary: primaryNavigation },
      sources: ["app/content/navigation.ts"],
    },
    {
      id: "footer",
      kind: "footer",
      title: "Footer links",
      schema: footerDocumentSchema,
      base: footerNavigation,
      sources: ["app/content/navigation.ts"],
    },
    {
      id: "seo",
      kind: "seo",
      title: "Search results: page titles and descriptions",
      schema: seoDocumentSchema,
      base: pageSeo,
      sources: ["app/content/seo.ts"],
    },
    {
      id: "section:search-suggestions",
      kind: "section",
      title: "Search page: popular searches",
      schema: searchSuggestionsSchema,
      base: { popularSearches: [...popularSearches] },
      sources: ["app/content/search.ts"],
    },
    {
      id: "section:share-images",
      kind: "section",
      title: "Share images (social cards)",
      schema: shareImagesDocumentSchema,
      base: shareImageText,
      sources: ["app/content/share-images.ts"],
    },
  ];
}

/** A copy of an object without some keys, optionally reshaped. */
function withoutKeys<T extends object, K extends keyof T, R = Omit<T, K>>(
  value: T,
  keys: readonly K[],
  reshape: (rest: Omit<T, K>) => R = (rest) => rest as unknown as R,
): R {
  const rest = { ...value };
  for (const key of keys) delete rest[key];
  return reshape(rest);
}

/** Every document, in the order the studio lists them. */
export const contentDocuments: readonly ContentDocument[] = [
  ...pageDocuments(),
  ...productDocuments(),
  ...storyDocuments(),
  ...articleDocuments(),
  ...legalDocumentsList(),
  ...whitepaperDocuments(),
  ...siteDocuments(),
].map((document) => withPulledBase(document, pulledFiles));

const byId = new Map(contentDocuments.map((document) => [document.id, document]));

export function findContentDocument(id: string): ContentDocument | undefined {
  return byId.get(id);
}
