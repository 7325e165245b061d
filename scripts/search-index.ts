/**
 * The static site-search index (Pagefind), built from the final pre-rendered HTML by postbuild: the
 * <main> content of every searchable page of the route table, without the repeated blocks components
 * mark `data-pagefind-ignore`, plus a record per whitepaper. Which pages are indexed and the section
 * each belongs to come from the route table here, at build time, so the served pages carry no extra
 * markup or script for it. Written to /pagefind/ and rebuilt from scratch on every build, so it always
 * matches the pages it ships with.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import type { CustomRecord, PagefindIndex } from "pagefind";
import * as pagefind from "pagefind";
import { whitepapers } from "#shared/content/whitepapers.ts";
import { pageRoutes } from "#shared/site/route-table.ts";
import { isSearchable, type ResultSection, resultSectionOf, type SiteSection } from "#shared/site/site-sections.ts";

/** Folder of the index inside the client build; the browser loads /pagefind/pagefind.js from it. */
export const SEARCH_INDEX_DIR = "pagefind";

/** Pagefind's ready-made interfaces: the site searches through its own, so they are not shipped. */
const DEFAULT_UI_FILE = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

const WHITEPAPER_SECTION: SiteSection = "Resources";

function htmlFileFor(urlPath: string): string {
  return urlPath === "/" ? "index.html" : `${urlPath.slice(1)}/index.html`;
}

/** The document language (`<html lang>`), lower-cased as Pagefind names its indexes. */
export function documentLanguage(html: string): string {
  const lang = /<html\b[^>]*\blang="([^"]+)"/i.exec(html)?.[1];
  if (!lang) throw new Error("The pre-rendered HTML has no <html lang>; the search index needs it.");
  return lang.toLowerCase();
}

/**
 * The page as Pagefind should read it: its <main> is the indexed body (so navigation, footer and the
 * rest of the layout stay out) and carries the page's section for the results.
 */
export function markForIndexing(html: string, section: ResultSection): string {
  const marked = html.replace(/<main\b/, `<main data-pagefind-body data-pagefind-meta="section:${section}"`);
  if (marked === html) throw new Error("The pre-rendered page has no <main> to index.");
  return marked;
}

/** One search record per whitepaper: its title, subtitle and summary, leading to its card on the Resources page. */
export function whitepaperRecords(language: string): CustomRecord[] {
  return whitepapers.map((paper) => ({
    url: `/resources#${paper.id}`,
    content: `${paper.title}. ${paper.subtitle}. ${paper.summary}`,
    language,
    meta: { title: `Whitepaper: ${paper.title}`, section: WHITEPAPER_SECTION },
  }));
}

function failOn(errors: string[], step: string): void {
  if (errors.length > 0) throw new Error(`Search index (${step}) failed:\n  ${errors.join("\n  ")}`);
}

async function addPages(index: PagefindIndex, clientDir: string): Promise<string> {
  let language = "";
  for (const route of pageRoutes.filter(isSearchable)) {
    const html = readFileSync(path.join(clientDir, htmlFileFor(route.path)), "utf8");
    language ||= documentLanguage(html);
    const content = markForIndexing(html, resultSectionOf(route));
    const { errors, file } = await index.addHTMLFile({ url: route.path, content });
    failOn(errors, route.path);
    if (!file.meta.title || file.uniqueWords === 0) throw new Error(`${route.path} has no title or words to index`);
  }
  return language;
}

export interface SearchIndexSize {
  pages: number;
  records: number;
  /** Files the browser may fetch: the word index, page fragments and metadata (already compressed). */
  indexFiles: number;
  indexBytes: number;
  /** Pagefind's script, worker and WebAssembly (served with gzip or Brotli). */
  runtimeBytes: number;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** Sizes on disk of a written index (the index files are compressed by Pagefind itself). */
export function measureSearchIndex(outputDir: string): Omit<SearchIndexSize, "pages" | "records"> {
  let indexFiles = 0;
  let indexBytes = 0;
  let runtimeBytes = 0;
  for (const file of filesUnder(outputDir)) {
    const bytes = statSync(file).size;
    if (/\.pf_(index|fragment|meta|filter)$/.test(file)) {
      indexFiles++;
      indexBytes += bytes;
    } else {
      runtimeBytes += bytes;
    }
  }
  return { indexFiles, indexBytes, runtimeBytes };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** One line for the build output. */
export function describeSearchIndex(size: SearchIndexSize): string {
  return (
    `search index: ${size.pages} pages and ${size.records} whitepapers, ${kb(size.indexBytes)} in ${size.indexFiles} files ` +
    `(Pagefind's runtime files ${kb(size.runtimeBytes)} on disk); nothing of it loads before a visitor searches`
  );
}

/** Builds the index from the pre-rendered pages in clientDir and writes it to clientDir/pagefind. */
export async function writeSearchIndex(clientDir: string): Promise<SearchIndexSize> {
  const outputDir = path.join(clientDir, SEARCH_INDEX_DIR);
  rmSync(outputDir, { recursive: true, force: true });
  try {
    const { index, errors } = await pagefind.createIndex({});
    failOn(errors, "create");
    if (!index) throw new Error("Search index: Pagefind returned no index");
    const language = await addPages(index, clientDir);
    const records = whitepaperRecords(language);
    for (const record of records) failOn((await index.addCustomRecord(record)).errors, record.url);
    failOn((await index.writeFiles({ outputPath: outputDir })).errors, "write");
    for (const file of readdirSync(outputDir)) {
      if (DEFAULT_UI_FILE.test(file)) rmSync(path.join(outputDir, file));
    }
    if (!existsSync(path.join(outputDir, "pagefind.js"))) throw new Error("Search index: pagefind.js was not written");
    return {
      pages: pageRoutes.filter(isSearchable).length,
      records: records.length,
      ...measureSearchIndex(outputDir),
    };
  } finally {
    await pagefind.close();
  }
}
