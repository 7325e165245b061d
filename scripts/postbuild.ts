/**
 * Runs after `react-router build`:
 * 1. optimises each pre-rendered page for its first paint (stylesheets inline, hydration after
 *    the first paint) and records it with the SHA-256 hashes of its inline scripts (for the CSP),
 *    and renders the not-found page once the same way (served for every unknown path),
 * 2. writes sitemap.xml and robots.txt from the route table, and the blog's Atom feed (/feed.xml),
 * 3. renders the social share images (/share/<kind>.png) and the logo,
 * 4. builds the site-search index (/pagefind/) from the optimised pages,
 * 5. pre-compresses text assets with Brotli and gzip.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { type PageRoute, pageRoutes } from "#shared/site/route-table.ts";
import { PRERENDER_MANIFEST_FILE, type PrerenderManifest } from "../server/http/prerendered-pages.ts";
import { feedArtefact } from "../server/publishing/feed-artefact.ts";
import { readSettings } from "../server/settings/settings.ts";
import { writeSiteRecord } from "../server/settings/site-record.ts";
import { writeWhitepapers } from "../server/whitepapers/library.ts";
import { type DeferredPage, deferHydration } from "./defer-hydration.ts";
import { attributeOf, elementsNamed, parseHtml, textOf } from "./html-source.ts";
import { compileHydrationLoader } from "./hydration/compile-loader.ts";
import { inlineStylesheets, stylesheetReader } from "./inline-css.ts";
import { NOT_FOUND_FILE, renderNotFoundPage } from "./not-found-page.ts";
import { describeSearchIndex, writeSearchIndex } from "./search-index.ts";
import { writeShareImages } from "./share-images.ts";

const settings = readSettings();
const buildDir = settings.server.buildDir;
const clientDir = path.join(buildDir, "client");
const siteUrl = settings.site.siteUrl;

/** Script types a browser runs (data blocks such as JSON-LD or the deferred module block need no CSP source). */
const EXECUTABLE_SCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * SHA-256 hashes (CSP sources) of the page's inline scripts, then of the scripts its code creates
 * (`createdScripts`), each once, in that order. Every header byte counts: the page and its
 * headers should fit the first round trip of a new connection.
 */
export function inlineScriptHashes(html: string, createdScripts: readonly string[] = []): string[] {
  const hashes = new Set<string>();
  const scripts = elementsNamed(parseHtml(html), "script").filter(
    (script) =>
      attributeOf(script, "src") === undefined &&
      EXECUTABLE_SCRIPT_TYPES.has((attributeOf(script, "type") ?? "").trim().toLowerCase()),
  );
  for (const text of [...scripts.map(textOf), ...createdScripts]) {
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/**
 * A pre-rendered page made to paint before JavaScript: stylesheets inline, hydration (and the
 * data it needs) after the first paint. Errors name the page (`page`) and what React Router's
 * HTML lacks.
 */
export function optimisePage(
  page: string,
  html: string,
  readStylesheet: (href: string) => string,
  hydrationLoader: string,
): DeferredPage {
  try {
    return deferHydration(inlineStylesheets(html, readStylesheet), hydrationLoader);
  } catch (error) {
    throw new Error(`Cannot optimise the pre-rendered page ${page}: ${(error as Error).message}`, { cause: error });
  }
}

function htmlFileFor(urlPath: string): string {
  return urlPath === "/" ? "index.html" : `${urlPath.slice(1)}/index.html`;
}

/** Writes the optimised page and the hydration data it fetches; returns the CSP hashes of its scripts. */
function writeOptimisedPage(file: string, page: DeferredPage): string[] {
  writeFileSync(file, page.html);
  writeFileSync(path.join(clientDir, page.hydrationData.url), page.hydrationData.text);
  return inlineScriptHashes(page.html, page.createdScripts);
}

function optimisePagesAndWriteManifest(hydrationLoader: string) {
  const readStylesheet = stylesheetReader(clientDir);
  const manifest: PrerenderManifest = { pages: {} };
  for (const route of pageRoutes) {
    const file = htmlFileFor(route.path);
    const absolute = path.join(clientDir, file);
    if (!existsSync(absolute)) throw new Error(`Pre-rendered page missing for ${route.path}: ${file}`);
    const scriptHashes = writeOptimisedPage(
      absolute,
      optimisePage(`${route.path} (${absolute})`, readFileSync(absolute, "utf8"), readStylesheet, hydrationLoader),
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
    optimisePage(`not found (${NOT_FOUND_FILE})`, rendered, stylesheetReader(clientDir), hydrationLoader),
  );
  const manifestPath = path.join(buildDir, PRERENDER_MANIFEST_FILE);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as PrerenderManifest;
  manifest.notFound = { file: NOT_FOUND_FILE, scriptHashes };
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
}

/** sitemap.xml for the indexable pages of the route table. */
export function sitemapXml(routes: readonly PageRoute[], origin: string, lastModified: string): string {
  const urls = routes
    .filter((route) => !route.noindex)
    .map((route) => {
      const priority =
        route.kind === "home" ? "1.0" : route.kind === "product" ? "0.9" : route.kind === "legal" ? "0.3" : "0.7";
      return `  <url><loc>${escapeXml(`${origin}${route.path}`)}</loc><lastmod>${lastModified}</lastmod><priority>${priority}</priority></url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /local/\nDisallow: /pagefind/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

function escapeXml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

function writeSitemapAndRobots() {
  const lastModified = new Date().toISOString().slice(0, 10);
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

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|data|map)$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

function precompress() {
  for (const file of walk(clientDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < 512) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

if (import.meta.main) {
  const hydrationLoader = await compileHydrationLoader();
  optimisePagesAndWriteManifest(hydrationLoader);
  await writeNotFoundPage(hydrationLoader);
  writeSiteRecord(buildDir, settings.site);
  writeSitemapAndRobots();
  writeFeed();
  await writeShareImages(clientDir, siteUrl);
  await writeWhitepapers(path.join(buildDir, "whitepapers"));
  const searchIndex = await writeSearchIndex(clientDir);
  precompress();
  console.log(
    `postbuild: ${pageRoutes.length} pages recorded, sitemap, robots and share images written, assets compressed`,
  );
  console.log(`postbuild: ${describeSearchIndex(searchIndex)}`);
}
