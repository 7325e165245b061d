/**
 * Size budgets of a production build (run after `npm run build`; BUILD_DIR selects the build):
 * for every pre-rendered route, and an article and a story created in the studio (rendered from
 * fixtures like a publishing generation's pages, ./budgets/entry-pages.ts), the initial JavaScript
 * (module scripts, modulepreloads and static imports of inline module scripts in the page's HTML) and the CSS, both as gzip -9 bytes, which is
 * what Chromium receives over plain HTTP on loopback; and the home page's preloaded hero poster.
 * Site search must cost nothing up front: no page may load the search dialog's code or anything of
 * the search index before a visitor opens search; what the first search then loads is reported.
 * Every page's text must be covered by the preloaded core subset of the web font (a character
 * outside it makes the page fetch a second font file); each page's HTML as Brotli must leave room for its
 * response headers in the first round trip of a new connection (a document that fits paints a round trip sooner).
 *
 *   node scripts/check-budgets.ts            # exits 1 when a budget is missed
 *
 * 1 KB here is 1024 bytes.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { type PageRoute, pageRoutes } from "#shared/site/route-table.ts";
import { DEFERRED_MODULE_TYPE } from "../server/publishing/html/defer-hydration.ts";
import { FONTS_DIR, needsAnotherFontFile } from "./assets/fonts.ts";
import { renderEntryPages } from "./budgets/entry-pages.ts";

export const KB = 1024;

export const BUDGETS = {
  /** Initial JavaScript of the home page. */
  homeJs: 140 * KB,
  /** Initial JavaScript of every other page. */
  pageJs: 125 * KB,
  /** Render-blocking CSS of any page. */
  css: 25 * KB,
  /** The home hero poster (the LCP image), which must be preloaded. */
  heroPoster: 80 * KB,
  /**
   * A page's HTML as Brotli, in bytes: with its response headers (1,253 bytes on the home page, most of
   * them the CSP) it must fit the first round trip of a new connection, 10 TCP segments of 1,460 bytes.
   * The build cannot see the headers, so this allows them 1,300 bytes; the end-to-end server test
   * measures every page's real first response, headers included, against the 14,600 bytes.
   */
  documentBrotli: 14_600 - 1_300,
} as const;

export interface PreloadedImage {
  /** Every URL the preload may fetch (href and the srcset candidates). */
  urls: string[];
  type?: string;
}

export interface PageAssets {
  scripts: string[];
  styles: string[];
  preloadedImages: PreloadedImage[];
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([a-zA-Z:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const name = match[1]?.toLowerCase();
    if (!name || name === "link" || name === "script") continue;
    attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return attributes;
}

function decodeEntities(value: string): string {
  return value.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'");
}

/** Site-relative asset URLs only (absolute URLs to other hosts are not part of the build). */
function isLocalAsset(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}

/** URLs of a srcset / imagesrcset attribute. */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);
}

/** The JavaScript, CSS and preloaded images a page's HTML asks for before any script runs. */
export function assetsReferencedBy(html: string): PageAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const preloadedImages: PreloadedImage[] = [];

  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const attributes = attributesOf(match[0]);
    const rel = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
    const href = attributes.get("href") ?? "";
    if (rel.includes("modulepreload") && isLocalAsset(href)) scripts.add(href);
    else if (rel.includes("stylesheet") && isLocalAsset(href)) styles.add(href);
    else if (rel.includes("preload") && attributes.get("as") === "script" && isLocalAsset(href)) scripts.add(href);
    else if (rel.includes("preload") && attributes.get("as") === "style" && isLocalAsset(href)) styles.add(href);
    else if (rel.includes("preload") && attributes.get("as") === "image") {
      const urls = [href, ...srcsetUrls(attributes.get("imagesrcset") ?? "")].filter(isLocalAsset);
      preloadedImages.push({ urls, type: attributes.get("type") });
    }
  }

  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = attributesOf(`<script ${match[1] ?? ""}>`);
    const type = attributes.get("type") ?? "";
    const src = attributes.get("src");
    if (src && isLocalAsset(src) && type !== "application/ld+json") {
      scripts.add(src);
      continue;
    }
    if (type === DEFERRED_MODULE_TYPE) {
      for (const module of (attributes.get("data-modules") ?? "").split(" ")) {
        if (isLocalAsset(module)) scripts.add(module);
      }
    }
    if (type !== "module" && type !== DEFERRED_MODULE_TYPE) continue;
    // Static imports of inline module scripts load before the page is interactive.
    const body = match[2] ?? "";
    for (const imported of body.matchAll(/\bimport\s*(?:[^"'()]*?\bfrom\s*)?["']([^"']+)["']/g)) {
      if (imported[1] && isLocalAsset(imported[1])) scripts.add(imported[1]);
    }
  }
  return { scripts: [...scripts], styles: [...styles], preloadedImages };
}

/** gzip -9 size of a built file, read from the precompressed .gz next to it when there is one. */
export function gzipSize(clientDir: string, url: string): number {
  const file = path.join(clientDir, decodeURIComponent(url.split(/[?#]/)[0] ?? url));
  if (!existsSync(file)) throw new Error(`Referenced asset missing from the build: ${url}`);
  const precompressed = `${file}.gz`;
  if (existsSync(precompressed)) return readFileSync(precompressed).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

export function fileSize(clientDir: string, url: string): number {
  const file = path.join(clientDir, decodeURIComponent(url.split(/[?#]/)[0] ?? url));
  if (!existsSync(file)) throw new Error(`Referenced asset missing from the build: ${url}`);
  return readFileSync(file).length;
}

export function htmlFileFor(urlPath: string): string {
  return urlPath === "/" ? "index.html" : `${urlPath.slice(1)}/index.html`;
}

/** The search dialog's own chunks and the search index with Pagefind's runtime: fetched on first use only. */
export function isSearchOnDemandAsset(url: string): boolean {
  return url.startsWith("/pagefind/") || /^\/assets\/SearchDialog-[\w-]+\.(js|css)$/.test(url);
}

interface ManifestRoute {
  module: string;
  imports?: string[];
  css?: string[];
}

function isConsoleRouteId(id: string): boolean {
  return id === "console" || id.startsWith("console-");
}

/**
 * The staff console's own files: its route modules and the chunks and styles only they use,
 * read from React Router's route manifest. No public page may load any of them.
 */
export function consoleOnlyAssets(clientDir: string): Set<string> {
  const assetsDir = path.join(clientDir, "assets");
  const file = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("React Router's route manifest (assets/manifest-*.js) is missing from the build.");
  const text = readFileSync(path.join(assetsDir, file), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
    routes: Record<string, ManifestRoute>;
  };
  const filesOf = (routes: ManifestRoute[]) =>
    new Set(routes.flatMap((route) => [route.module, ...(route.imports ?? []), ...(route.css ?? [])]));
  const entries = Object.entries(manifest.routes);
  const consoleFiles = filesOf(entries.filter(([id]) => isConsoleRouteId(id)).map(([, route]) => route));
  const publicFiles = filesOf(entries.filter(([id]) => !isConsoleRouteId(id)).map(([, route]) => route));
  return new Set([...consoleFiles].filter((url) => !publicFiles.has(url)));
}

export interface RouteMeasurement {
  path: string;
  jsFiles: number;
  jsBytes: number;
  cssBytes: number;
  /** The pre-rendered document as served to browsers that accept Brotli. */
  htmlBrotliBytes: number;
  /** Characters of the page's text that the preloaded core font subset lacks (must be none). */
  charactersOutsideCoreFont: string[];
  /** Search files the page loads before search is used (must be none). */
  searchUpFront?: string[];
  /** Staff console files the page loads (must be none). */
  consoleFiles?: string[];
  /** Home only: the preloaded images and their sizes in bytes. */
  heroPoster?: { url: string; bytes: number; usedInPage: boolean }[];
}

export function measureRoute(
  clientDir: string,
  route: Pick<PageRoute, "path" | "kind">,
  consoleOnly: ReadonlySet<string> = new Set(),
): RouteMeasurement {
  const htmlFile = path.join(clientDir, htmlFileFor(route.path));
  if (!existsSync(htmlFile)) throw new Error(`Pre-rendered page missing for ${route.path}: ${htmlFile}`);
  const html = readFileSync(htmlFile, "utf8");
  const htmlBrotliBytes = existsSync(`${htmlFile}.br`) ? readFileSync(`${htmlFile}.br`).length : Number.NaN;
  return measurePage(clientDir, route, html, htmlBrotliBytes, consoleOnly);
}

/** A page's measurement from its HTML (a pre-rendered file, or a page rendered like a generation's). */
export function measurePage(
  clientDir: string,
  route: Pick<PageRoute, "path" | "kind">,
  html: string,
  htmlBrotliBytes: number,
  consoleOnly: ReadonlySet<string> = new Set(),
): RouteMeasurement {
  const assets = assetsReferencedBy(html);
  const measurement: RouteMeasurement = {
    path: route.path,
    jsFiles: assets.scripts.length,
    jsBytes: assets.scripts.reduce((sum, url) => sum + gzipSize(clientDir, url), 0),
    cssBytes: assets.styles.reduce((sum, url) => sum + gzipSize(clientDir, url), 0),
    htmlBrotliBytes,
    charactersOutsideCoreFont: charactersOutsideCoreFont(html),
    searchUpFront: [
      ...[...assets.scripts, ...assets.styles].filter(isSearchOnDemandAsset),
      ...(html.includes("/pagefind/") ? ["/pagefind/ (referenced in the HTML)"] : []),
    ],
    consoleFiles: [...assets.scripts, ...assets.styles].filter((url) => consoleOnly.has(url)),
  };
  if (route.kind === "home") {
    const withoutPreloads = html.replace(/<link\b[^>]*\bas="image"[^>]*>/gi, "");
    measurement.heroPoster = assets.preloadedImages.flatMap((image) =>
      image.urls.map((url) => ({
        url,
        bytes: fileSize(clientDir, url),
        usedInPage: withoutPreloads.includes(url),
      })),
    );
  }
  return measurement;
}

const fontCss = readFileSync(path.join(FONTS_DIR, "manrope.css"), "utf8");

/**
 * The characters of the page's visible text (not its scripts, styles or markup) that make the
 * browser fetch a font file beyond the preloaded core subset.
 */
export function charactersOutsideCoreFont(html: string): string[] {
  const text = html
    .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:#x([\da-f]+)|#(\d+)|(\w+));/gi, (entity, hex: string, decimal: string, name: string) => {
      if (hex || decimal) return String.fromCodePoint(Number.parseInt(hex ?? decimal, hex ? 16 : 10));
      return ({ amp: "&", lt: "<", gt: ">", quot: '"', nbsp: "\u00a0" } as Record<string, string>)[name] ?? entity;
    });
  const outside = new Set<string>();
  for (const character of text) {
    if (!/\s/.test(character) && needsAnotherFontFile(character.codePointAt(0) ?? 0, fontCss)) outside.add(character);
  }
  return [...outside];
}

/** Every budget a route misses, as readable sentences. */
export function budgetFailures(measurement: RouteMeasurement): string[] {
  const failures: string[] = [];
  const isHome = measurement.path === "/";
  const jsBudget = isHome ? BUDGETS.homeJs : BUDGETS.pageJs;
  if (measurement.jsBytes > jsBudget) {
    failures.push(
      `${measurement.path}: initial JavaScript ${formatKb(measurement.jsBytes)} exceeds ${formatKb(jsBudget)} (gzip)`,
    );
  }
  if (measurement.htmlBrotliBytes > BUDGETS.documentBrotli) {
    failures.push(
      `${measurement.path}: the HTML is ${measurement.htmlBrotliBytes} bytes as Brotli, over ${BUDGETS.documentBrotli} (with its headers it no longer fits the first round trip)`,
    );
  }
  if (measurement.cssBytes > BUDGETS.css) {
    failures.push(`${measurement.path}: CSS ${formatKb(measurement.cssBytes)} exceeds ${formatKb(BUDGETS.css)} (gzip)`);
  }
  if (measurement.charactersOutsideCoreFont.length > 0) {
    failures.push(
      `${measurement.path}: text uses ${measurement.charactersOutsideCoreFont.join(" ")}, outside the preloaded font subset (add them to CORE_RANGES in scripts/assets/fonts.ts and run \`npm run assets -- fonts\`)`,
    );
  }
  if (measurement.searchUpFront?.length) {
    failures.push(
      `${measurement.path}: loads search before it is used: ${measurement.searchUpFront.join(", ")} (search must load on first use only)`,
    );
  }
  if (measurement.consoleFiles?.length) {
    failures.push(
      `${measurement.path}: loads the staff console's files: ${measurement.consoleFiles.join(", ")} (public pages must not)`,
    );
  }
  if (measurement.heroPoster) {
    if (measurement.heroPoster.length === 0) {
      failures.push(
        `${measurement.path}: the hero poster (LCP image) is not preloaded (<link rel="preload" as="image">)`,
      );
    }
    for (const image of measurement.heroPoster) {
      if (image.bytes > BUDGETS.heroPoster) {
        failures.push(
          `${measurement.path}: preloaded hero poster ${image.url} is ${formatKb(image.bytes)}, over ${formatKb(BUDGETS.heroPoster)}`,
        );
      }
    }
  }
  return failures;
}

/** Warnings that do not fail the check. */
export function budgetWarnings(measurement: RouteMeasurement): string[] {
  return (measurement.heroPoster ?? [])
    .filter((image) => !image.usedInPage)
    .map((image) => `${measurement.path}: ${image.url} is preloaded but not referenced elsewhere in the page`);
}

export function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

export function formatTable(measurements: RouteMeasurement[]): string {
  const header = ["Route", "JS files", "JS gzip", "JS budget", "CSS gzip", "HTML br", "Status"];
  const rows = measurements.map((entry) => [
    entry.path,
    String(entry.jsFiles),
    formatKb(entry.jsBytes),
    formatKb(entry.path === "/" ? BUDGETS.homeJs : BUDGETS.pageJs),
    formatKb(entry.cssBytes),
    formatKb(entry.htmlBrotliBytes),
    budgetFailures(entry).length === 0 ? "ok" : "OVER",
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)));
  return [
    line(header).join("  "),
    widths.map((width) => "-".repeat(width)).join("  "),
    ...rows.map((row) => line(row).join("  ")),
  ].join("\n");
}

/** Chunks a built module imports statically ("./name-hash.js"), followed recursively. */
export function staticImportClosure(clientDir: string, url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url)) return seen;
  seen.add(url);
  const code = readFileSync(path.join(clientDir, url), "utf8");
  const folder = path.posix.dirname(url);
  for (const match of code.matchAll(/\b(?:import|from)\s*["'`](\.\/[^"'`]+\.js)["'`]/g)) {
    if (match[1]) staticImportClosure(clientDir, path.posix.join(folder, match[1]), seen);
  }
  return seen;
}

export interface SearchFirstUse {
  /** JavaScript and CSS of the dialog not already loaded by the page, gzip. */
  uiBytes: number;
  uiFiles: number;
  /** Pagefind's script, worker, WebAssembly and entry file, as transferred. */
  runtimeBytes: number;
  /** The whole index (metadata, word index chunks, page fragments); a search fetches only some of it. */
  indexBytes: number;
  indexFiles: number;
}

/** What the first search adds to a page that has already loaded `initial` (its initial scripts). */
export function searchFirstUse(clientDir: string, initial: ReadonlySet<string>): SearchFirstUse {
  const assets = readdirSync(path.join(clientDir, "assets")).map((file) => `/assets/${file}`);
  const dialog = assets.find((url) => /^\/assets\/SearchDialog-[\w-]+\.js$/.test(url));
  if (!dialog) throw new Error("The search dialog's chunk (SearchDialog-*.js) is missing from the build.");
  const chunks = [...staticImportClosure(clientDir, dialog)].filter((url) => !initial.has(url));
  // Vite names a chunk's CSS after the chunk: "/assets/name-hash.js" brings "/assets/name-hash2.css".
  const chunkNames = chunks.map((url) => url.replace(/-[\w-]{8}\.js$/, "-"));
  const styles = assets.filter((url) => url.endsWith(".css") && chunkNames.some((name) => url.startsWith(name)));
  const ui = [...chunks, ...styles];

  const searchDir = path.join(clientDir, "pagefind");
  const searchFiles = readdirSync(searchDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);
  const index = searchFiles.filter((url) => /\.pf_\w+$/.test(url));
  const runtime = searchFiles.filter((url) =>
    /\/pagefind(-worker)?\.js$|\/pagefind-entry\.json$|\/wasm\.(?!unknown)/.test(url),
  );
  const sum = (urls: string[]) => urls.reduce((total, url) => total + gzipSize(clientDir, url), 0);
  return {
    uiBytes: sum(ui),
    uiFiles: ui.length,
    runtimeBytes: sum(runtime),
    indexBytes: index.reduce((total, url) => total + fileSize(clientDir, url), 0),
    indexFiles: index.length,
  };
}

export function formatSearchFirstUse(cost: SearchFirstUse): string {
  return [
    "Site search, loaded on first use only (no page loads any of it before):",
    `  dialog code ${formatKb(cost.uiBytes)} in ${cost.uiFiles} files (gzip, beyond what the home page has loaded)`,
    `  Pagefind runtime ${formatKb(cost.runtimeBytes)} (script, worker, WebAssembly)`,
    `  index ${formatKb(cost.indexBytes)} in ${cost.indexFiles} files, of which a search fetches the chunks it needs`,
  ].join("\n");
}

async function main(): Promise<number> {
  const buildDir = path.resolve(process.argv[2] ?? process.env.BUILD_DIR ?? "build");
  const clientDir = path.join(buildDir, "client");
  if (!existsSync(clientDir)) {
    console.error(`No client build at ${clientDir}: run \`npm run build\` first (BUILD_DIR selects the folder).`);
    return 1;
  }
  const consoleOnly = consoleOnlyAssets(clientDir);
  const measurements = [
    ...pageRoutes.map((route) => measureRoute(clientDir, route, consoleOnly)),
    // Studio entries' pages exist only once published: one of each kind, rendered from fixtures.
    ...(await renderEntryPages(buildDir)).map(({ route, html }) =>
      measurePage(clientDir, route, html, brotliCompressSync(html).length, consoleOnly),
    ),
  ];
  console.log(formatTable(measurements));
  const home = measurements.find((entry) => entry.path === "/");
  for (const image of home?.heroPoster ?? []) {
    console.log(
      `\nHome hero poster (preloaded): ${image.url} ${formatKb(image.bytes)} (budget ${formatKb(BUDGETS.heroPoster)})`,
    );
  }
  const homeScripts = new Set(assetsReferencedBy(readFileSync(path.join(clientDir, "index.html"), "utf8")).scripts);
  console.log(`\n${formatSearchFirstUse(searchFirstUse(clientDir, homeScripts))}`);
  for (const warning of measurements.flatMap(budgetWarnings)) console.warn(`warning: ${warning}`);
  const failures = measurements.flatMap(budgetFailures);
  if (failures.length > 0) {
    console.error(`\n${failures.length} budget(s) missed:\n${failures.map((failure) => `  - ${failure}`).join("\n")}`);
    return 1;
  }
  console.log(
    `\nAll size budgets met on ${measurements.length} routes; none loads any of the console's ${consoleOnly.size} files.`,
  );
  return 0;
}

if (import.meta.main) process.exit(await main());
