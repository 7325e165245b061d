/**
 * Renders the whole site from the published content at one revision, with the server build's
 * own request handler (as the build's pre-rendering does, with the same requests), through the
 * same page pipeline as the build (./page-pipeline.ts): pages, their route data and hydration
 * data, the not-found page, sitemap.xml, robots.txt, the blog's feed.xml, the search index, and
 * the share images when their text was published.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { DEFAULT_LOCALE } from "#shared/console/content.ts";
import { publishedContentContext } from "#shared/server-context.ts";
import type { PrerenderManifest } from "../http/prerendered-pages.ts";
import { feedArtefact } from "./feed-artefact.ts";
import type { GenerationFile } from "./generations.ts";
import { stylesheetReader } from "./html/inline-css.ts";
import { finishPage, htmlFileFor, routeDataPathFor } from "./page-pipeline.ts";
import type { PublishedContent } from "./published-content.ts";
import { searchIndexFiles } from "./search-index.ts";
import { type ShareImageTexts, shareImageFiles } from "./share-images.ts";
import { robotsTxt, sitemapXml } from "./site-files.ts";
import type { SiteSnapshot } from "./site-snapshot.ts";

/** Where the not-found page is kept in a generation (answered with 404 for unknown paths). */
export const NOT_FOUND_PATH = "/404.html";

/** The document holding the share images' text (app/content/documents/registry.ts). */
const SHARE_IMAGES_DOCUMENT = "section:share-images";

export const HTML_TYPE = "text/html; charset=utf-8";
/** React Router's route data (`*.data`), as the static files are served. */
export const ROUTE_DATA_TYPE = "text/x-script";

export interface SiteBuild {
  server: ServerBuild;
  clientDir: string;
  manifest: PrerenderManifest;
  siteUrl: string;
}

/** A page's previous `lastmod` and body, to keep the date of a page that did not change. */
export type PreviousPage = (urlPath: string) => { html: Buffer; lastModified: string } | undefined;

function dateOf(iso: string): string {
  return iso.slice(0, 10);
}

export async function renderGeneration(
  site: SiteBuild,
  content: PublishedContent,
  snapshot: SiteSnapshot,
  previousPage: PreviousPage = () => undefined,
  /** Tests only (PUBLISH_TEST_RENDER_DELAY_MS): a pause before each page, so a render can be interrupted. */
  pauseMs = 0,
): Promise<GenerationFile[]> {
  const handle = createRequestHandler(site.server, "production");
  const readStylesheet = stylesheetReader(site.clientDir);
  const context = () => {
    const provider = new RouterContextProvider();
    provider.set(publishedContentContext, content);
    return provider;
  };
  async function request(url: string, expected: number): Promise<string> {
    const response = await handle(new Request(url), context());
    const text = await response.text();
    if (response.status !== expected) throw new Error(`Rendering ${url} answered ${response.status}, not ${expected}`);
    return text;
  }

  const files: GenerationFile[] = [];
  const pages: { route: SiteSnapshot["routes"][number]; html: string }[] = [];
  const lastModified = new Map<string, string>();
  const builtOn = dateOf(site.manifest.builtAt);
  const publishedOn = content.publishedAt ? dateOf(content.publishedAt) : builtOn;

  for (const route of snapshot.routes) {
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    // The build's pre-rendering asks for `/path/` and `/path.data`; so does this.
    const url = route.path === "/" ? "http://localhost/" : `http://localhost${route.path}/`;
    const page = finishPage(route.path, await request(url, 200), readStylesheet, site.manifest.hydrationLoader);
    const html = Buffer.from(page.html);
    const dataPath = routeDataPathFor(route.path);
    const data = await request(`http://localhost${dataPath}`, 200);
    const builtFile = path.join(site.clientDir, htmlFileFor(route.path));
    const previous = previousPage(route.path);
    const changedOn =
      existsSync(builtFile) && readFileSync(builtFile).equals(html)
        ? builtOn
        : previous?.html.equals(html)
          ? previous.lastModified
          : publishedOn;
    lastModified.set(route.path, changedOn);
    pages.push({ route, html: page.html });
    files.push(
      {
        path: route.path,
        status: 200,
        contentType: HTML_TYPE,
        body: html,
        scriptHashes: page.scriptHashes,
        lastModified: changedOn,
      },
      { path: dataPath, status: 200, contentType: ROUTE_DATA_TYPE, body: Buffer.from(data) },
      {
        path: page.hydrationData.url,
        status: 200,
        contentType: "application/json",
        body: Buffer.from(page.hydrationData.text),
      },
    );
  }

  const notFound = finishPage(
    "not found",
    await request(`${site.siteUrl}/404`, 404),
    readStylesheet,
    site.manifest.hydrationLoader,
  );
  files.push(
    {
      path: NOT_FOUND_PATH,
      status: 404,
      contentType: HTML_TYPE,
      body: Buffer.from(notFound.html),
      scriptHashes: notFound.scriptHashes,
    },
    {
      path: notFound.hydrationData.url,
      status: 200,
      contentType: "application/json",
      body: Buffer.from(notFound.hydrationData.text),
    },
  );

  files.push(
    {
      path: "/sitemap.xml",
      status: 200,
      contentType: "application/xml",
      body: Buffer.from(sitemapXml(snapshot.routes, site.siteUrl, (route) => lastModified.get(route.path) ?? builtOn)),
    },
    {
      path: "/robots.txt",
      status: 200,
      contentType: "text/plain; charset=utf-8",
      body: Buffer.from(robotsTxt(site.siteUrl)),
    },
  );
  for (const feed of feedArtefact(
    { pages: pages.map(({ route, html }) => ({ path: route.path, html })), snapshot },
    site.siteUrl,
  )) {
    files.push({ path: feed.path, status: 200, contentType: feed.contentType, body: Buffer.from(feed.body) });
  }
  for (const redirect of snapshot.redirects) {
    files.push({ path: redirect.from, status: 301, contentType: HTML_TYPE, location: redirect.to });
  }
  for (const gone of snapshot.gone) files.push({ path: gone, status: 410, contentType: HTML_TYPE });

  // Share images: the build's, unless their text was published.
  const shareText = await content.read({ id: SHARE_IMAGES_DOCUMENT, locale: DEFAULT_LOCALE });
  if (shareText?.published) {
    const images = await shareImageFiles(shareText.published.content as ShareImageTexts, site.siteUrl);
    for (const file of images) files.push({ ...file, status: 200 });
  }

  const searchIndex = await searchIndexFiles(pages);
  for (const file of searchIndex.files) files.push({ ...file, status: 200 });
  return files.map((file) => withBuildVariants(file, site.clientDir));
}

/**
 * A file the build has with the same bytes keeps the build's Brotli and gzip variants, so a
 * render compresses only what changed (Brotli at quality 11 is most of a first render's time).
 */
function withBuildVariants(file: GenerationFile, clientDir: string): GenerationFile {
  if (!file.body) return file;
  const isPage = file.contentType === HTML_TYPE && !file.path.endsWith(".html");
  const onDisk = path.join(clientDir, isPage ? htmlFileFor(file.path) : file.path);
  if (!existsSync(`${onDisk}.br`) || !existsSync(`${onDisk}.gz`) || !readFileSync(onDisk).equals(file.body))
    return file;
  return { ...file, compressed: { br: readFileSync(`${onDisk}.br`), gzip: readFileSync(`${onDisk}.gz`) } };
}
