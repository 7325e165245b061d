/**
 * Runs after `react-router build`:
 * 1. optimises each pre-rendered page for its first paint (stylesheets inline, hydration after
 *    the first paint) and records it with the SHA-256 hashes of its inline scripts (for the CSP),
 *    and renders the not-found page once the same way (served for every unknown path),
 * 2. writes sitemap.xml and robots.txt from the route table, and the blog's Atom feed (/feed.xml),
 * (each through the functions of server/publishing/, which a publishing generation runs again with
 * the published content: docs/architecture.md, "Publishing"),
 * 3. renders the social share images (/share/<kind>.png) and the logo,
 * 4. builds the site-search index (/pagefind/) from the optimised pages,
 * 5. pre-compresses text assets with Brotli and gzip.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { pageRoutes } from "#shared/site/route-table.ts";
import { shareImageText } from "../app/content/share-images.ts";
import { PRERENDER_MANIFEST_FILE, type PrerenderManifest } from "../server/http/prerendered-pages.ts";
import { COMPRESSIBLE, MIN_COMPRESSED_BYTES } from "../server/publishing/compress.ts";
import { feedArtefact } from "../server/publishing/feed-artefact.ts";
import type { GeneratedFile } from "../server/publishing/generated-file.ts";
import { stylesheetReader } from "../server/publishing/html/inline-css.ts";
import type { FinishedPage } from "../server/publishing/page-pipeline.ts";
import { finishPage, htmlFileFor } from "../server/publishing/page-pipeline.ts";
import { describeSearchIndex, SEARCH_INDEX_DIR, searchIndexFiles } from "../server/publishing/search-index.ts";
import { shareImageFiles } from "../server/publishing/share-images.ts";
import { robotsTxt, sitemapXml } from "../server/publishing/site-files.ts";
import { readSettings } from "../server/settings/settings.ts";
import { writeSiteRecord } from "../server/settings/site-record.ts";
import { writeWhitepapers } from "../server/whitepapers/library.ts";
import { compileHydrationLoader } from "./hydration/compile-loader.ts";
import { NOT_FOUND_FILE, renderNotFoundPage } from "./not-found-page.ts";

const settings = readSettings();
const buildDir = settings.server.buildDir;
const clientDir = path.join(buildDir, "client");
const siteUrl = settings.site.siteUrl;
const builtAt = new Date();

/** Writes the optimised page and the hydration data it fetches; returns the CSP hashes of its scripts. */
function writeOptimisedPage(file: string, page: FinishedPage): string[] {
  writeFileSync(file, page.html);
  writeFileSync(path.join(clientDir, page.hydrationData.url), page.hydrationData.text);
  return page.scriptHashes;
}

/** Identifies this build's server code: a publishing generation is rendered with one build and served by it only. */
function buildIdOf(): string {
  const serverCode = readFileSync(path.join(buildDir, "server", "index.js"));
  return createHash("sha256").update(serverCode).digest("hex").slice(0, 16);
}

function optimisePagesAndWriteManifest(hydrationLoader: string) {
  const readStylesheet = stylesheetReader(clientDir);
  const manifest: PrerenderManifest = {
    buildId: buildIdOf(),
    builtAt: builtAt.toISOString(),
    hydrationLoader,
    pages: {},
  };
  for (const route of pageRoutes) {
    const file = htmlFileFor(route.path);
    const absolute = path.join(clientDir, file);
    if (!existsSync(absolute)) throw new Error(`Pre-rendered page missing for ${route.path}: ${file}`);
    const scriptHashes = writeOptimisedPage(
      absolute,
      finishPage(`${route.path} (${absolute})`, readFileSync(absolute, "utf8"), readStylesheet, hydrationLoader),
    );
    manifest.pages[route.path] = { file, scriptHashes };
  }
  writeFileSync(path.join(buildDir, PRERENDER_MANIFEST_FILE), JSON.stringify(manifest, null, 2));
}

/** Renders the not-found page once, optimises it as the pages above and records it in the manifest. */
async function writeNotFoundPage(hydrationLoader: string) {
  const rendered = await renderNotFoundPage(buildDir, siteUrl);
  const scriptHashes = writeOptimisedPage(
    path.join(clientDir, NOT_FOUND_FILE),
    finishPage(`not found (${NOT_FOUND_FILE})`, rendered, stylesheetReader(clientDir), hydrationLoader),
  );
  const manifestPath = path.join(buildDir, PRERENDER_MANIFEST_FILE);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as PrerenderManifest;
  manifest.notFound = { file: NOT_FOUND_FILE, scriptHashes };
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
}

function writeSitemapAndRobots() {
  const lastModified = builtAt.toISOString().slice(0, 10);
  writeFileSync(path.join(clientDir, "sitemap.xml"), sitemapXml(pageRoutes, siteUrl, lastModified));
  writeFileSync(path.join(clientDir, "robots.txt"), robotsTxt(siteUrl));
}

/** The Atom feed from the pre-rendered article pages, through the same function a publish uses. */
function writeFeed() {
  const pages = pageRoutes.map((route) => ({
    path: route.path,
    html: readFileSync(path.join(clientDir, htmlFileFor(route.path)), "utf8"),
  }));
  for (const file of feedArtefact({ pages, snapshot: { routes: pageRoutes } }, siteUrl)) {
    writeFileSync(path.join(clientDir, file.path), file.body);
  }
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

function precompress() {
  for (const file of walk(clientDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_COMPRESSED_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/**
 * Writes /share/<kind>.png and /share/logo.png, and the apple-touch icon when the public folder
 * does not already provide one.
 */
async function writeShareImages() {
  writeFiles(await shareImageFiles(shareImageText, siteUrl));
  const touchIcon = path.join(clientDir, "apple-touch-icon.png");
  const generatedIcon = path.resolve("app/assets/brand/apple-touch-icon.png");
  if (!existsSync(touchIcon) && existsSync(generatedIcon)) copyFileSync(generatedIcon, touchIcon);
}

function writeFiles(files: readonly GeneratedFile[]) {
  for (const file of files) {
    const target = path.join(clientDir, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.body);
  }
}

/** The site-search index of the optimised pages, written to /pagefind/. */
async function writeSearchIndex() {
  const pages = pageRoutes.map((route) => ({
    route,
    html: readFileSync(path.join(clientDir, htmlFileFor(route.path)), "utf8"),
  }));
  const { files, size } = await searchIndexFiles(pages);
  rmSync(path.join(clientDir, SEARCH_INDEX_DIR), { recursive: true, force: true });
  writeFiles(files);
  return size;
}

if (import.meta.main) {
  const hydrationLoader = await compileHydrationLoader();
  optimisePagesAndWriteManifest(hydrationLoader);
  await writeNotFoundPage(hydrationLoader);
  writeSiteRecord(buildDir, settings.site);
  writeSitemapAndRobots();
  writeFeed();
  await writeShareImages();
  await writeWhitepapers(path.join(buildDir, "whitepapers"));
  const searchIndex = await writeSearchIndex();
  precompress();
  console.log(
    `postbuild: ${pageRoutes.length} pages recorded, sitemap, robots and share images written, assets compressed`,
  );
  console.log(`postbuild: ${describeSearchIndex(searchIndex)}`);
}
