/**
 * The pages of articles and customer stories created in the studio exist only once an editor
 * publishes them, so the build has none to measure. This renders one of each from fixture
 * entries, with the server build's request handler and the page pipeline a publishing
 * generation uses (server/publishing/render-generation.ts), so their budgets are checked on the
 * HTML a generation would serve.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { addressAmong, type CollectionEntry, type PublishedCollections } from "#shared/console/collections.ts";
import type { StoredDocument } from "#shared/console/content.ts";
import { type PublishedSiteContent, publishedContentContext } from "#shared/server-context.ts";
import type { PageRoute } from "#shared/site/route-table.ts";
import { readManifest } from "../../server/http/prerendered-pages.ts";
import { stylesheetReader } from "../../server/publishing/html/inline-css.ts";
import { finishPage } from "../../server/publishing/page-pipeline.ts";

/** An uploaded image's files, as the studio's image field stores them (the files need not exist to measure). */
function uploadedImage(alt: string) {
  const hash = "0123456789abcdef0123456789abcdef";
  return { avif: `/media/${hash}.avif`, webp: `/media/${hash}.webp`, width: 1600, height: 900, alt };
}

const paragraph = "Match days bring ten times the usual viewers within minutes, and every one of them arrives at once.";

/** What an editor writes for an article and for a story: every part each page can show. */
const FIXTURES: readonly { entry: CollectionEntry; route: Pick<PageRoute, "path" | "kind">; content: unknown }[] = [
  {
    entry: fixtureEntry("article", "budget-fixture-article"),
    route: { path: "/budget-fixture-article", kind: "article" },
    content: {
      title: "Live sports streaming at scale: what changes on match day",
      summary:
        "Match days bring ten times the usual viewers within minutes. How a streaming service plans capacity, latency and ads for live sport.",
      topic: "Live sport",
      author: { name: "Horizon editorial team", role: "Product managers and engineers who build streaming platforms" },
      publishedAt: "2026-11-20",
      image: uploadedImage(
        "A football match in a TV streaming app, with a “who scores next?” poll, a leaderboard and a 7-day streak badge",
      ),
      text: `## Why match day is different\n\n${paragraph}\n\n## Capacity\n\n${paragraph}\n\n- One\n- Two\n\n## Latency\n\n${paragraph}\n`,
    },
  },
  {
    entry: fixtureEntry("story", "budget-fixture-story"),
    route: { path: "/budget-fixture-story", kind: "customer" },
    content: {
      name: "Fixture Streaming",
      summary: `${paragraph} This story shows every part a customer story can have.`,
      challenge: [paragraph],
      solution: [paragraph],
      products: ["vivre"],
      results: [{ value: "2x", label: "More viewers on match days" }],
      screens: [{ caption: "The home screen", image: uploadedImage("The home screen of the fixture service") }],
      quote: { text: `${paragraph}`, name: "A Customer", role: "Head of product" },
    },
  },
];

function fixtureEntry(collection: CollectionEntry["collection"], slug: string): CollectionEntry {
  const at = "2026-11-20T10:00:00.000Z";
  return {
    id: `${collection}:${slug}`,
    collection,
    slug,
    oldSlugs: [],
    state: "published",
    createdAt: at,
    createdBy: "Budget check",
    publishedAt: at,
  };
}

/** The fixture entries as published content, every other document as the repository has it. */
function fixtureContent(): PublishedSiteContent {
  const entries = FIXTURES.map((fixture) => fixture.entry);
  const stored = (id: string): StoredDocument | undefined => {
    const fixture = FIXTURES.find((candidate) => candidate.entry.id === id);
    if (!fixture) return undefined;
    const published = {
      version: 1,
      content: fixture.content,
      author: "Budget check",
      at: "",
      hash: "",
      baseHash: null,
    };
    return { id, locale: "en", version: 1, published, draft: null };
  };
  const collections: PublishedCollections = {
    list: async (collection) => entries.filter((entry) => collection === undefined || entry.collection === collection),
    find: async (id) => entries.find((entry) => entry.id === id),
    resolve: async (slug) => addressAmong(entries, slug),
    published: async (collection) =>
      FIXTURES.filter((fixture) => fixture.entry.collection === collection).map((fixture) => ({
        ...fixture.entry,
        content: fixture.content,
      })),
  };
  return { read: async ({ id }) => stored(id), versions: async () => [], collections };
}

export interface RenderedEntryPage {
  route: Pick<PageRoute, "path" | "kind">;
  /** The page as a generation serves it (stylesheets inline, hydration deferred). */
  html: string;
}

/** An article entry's and a story entry's pages, rendered from the build in `buildDir`. */
export async function renderEntryPages(buildDir: string): Promise<RenderedEntryPage[]> {
  const serverBuild = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(serverBuild, "production");
  const clientDir = path.join(buildDir, "client");
  const readStylesheet = stylesheetReader(clientDir);
  const { hydrationLoader } = readManifest(buildDir);
  const content = fixtureContent();
  const pages: RenderedEntryPage[] = [];
  for (const { route } of FIXTURES) {
    const context = new RouterContextProvider();
    context.set(publishedContentContext, content);
    const response = await handle(new Request(`http://localhost${route.path}/`), context);
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`Rendering the fixture entry ${route.path} answered ${response.status}`);
    pages.push({ route, html: finishPage(route.path, html, readStylesheet, hydrationLoader).html });
  }
  return pages;
}
