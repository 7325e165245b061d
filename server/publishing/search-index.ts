/**
 * The static site-search index (Pagefind), built from the final pre-rendered HTML by postbuild: the
 * <main> content of every searchable page of the route table, without the repeated blocks components
 * mark `data-pagefind-ignore`, plus a record per whitepaper. Which pages are indexed and the section
 * each belongs to come from the route table here, at build time, so the served pages carry no extra
 * markup or script for it. Made in memory from the pages it ships with (the build writes it to /pagefind/,
 * a publishing generation stores it with its pages: server/publishing/render-generation.ts), so it always
 * matches them.
 */
import type { CustomRecord, PagefindIndex } from "pagefind";
import * as pagefind from "pagefind";
import { whitepapers } from "#shared/content/whitepapers.ts";
import type { PageRoute } from "#shared/site/route-table.ts";
import { isSearchable, type ResultSection, resultSectionOf, type SiteSection } from "#shared/site/site-sections.ts";
import type { GeneratedFile } from "./generated-file.ts";

/** Folder of the index inside the client build; the browser loads /pagefind/pagefind.js from it. */
export const SEARCH_INDEX_DIR = "pagefind";

/** Pagefind's ready-made interfaces: the site searches through its own, so they are not shipped. */
const DEFAULT_UI_FILE = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

const WHITEPAPER_SECTION: SiteSection = "Resources";

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

/** A rendered page: its route and its final HTML. */
export interface RenderedPage {
  route: PageRoute;
  html: string;
}

async function addPages(index: PagefindIndex, pages: readonly RenderedPage[]): Promise<string> {
  let language = "";
  for (const { route, html } of pages.filter((page) => isSearchable(page.route))) {
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

/** Sizes of an index's files (the index files are compressed by Pagefind itself). */
export function measureSearchIndex(files: readonly GeneratedFile[]): Omit<SearchIndexSize, "pages" | "records"> {
  let indexFiles = 0;
  let indexBytes = 0;
  let runtimeBytes = 0;
  for (const file of files) {
    if (/\.pf_(index|fragment|meta|filter)$/.test(file.path)) {
      indexFiles++;
      indexBytes += file.body.length;
    } else {
      runtimeBytes += file.body.length;
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

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
};

/**
 * The index of the given pages, as files under /pagefind/. Pagefind runs as a child process of
 * its own; one index is made at a time per process.
 */
export async function searchIndexFiles(
  pages: readonly RenderedPage[],
): Promise<{ files: GeneratedFile[]; size: SearchIndexSize }> {
  try {
    const { index, errors } = await pagefind.createIndex({});
    failOn(errors, "create");
    if (!index) throw new Error("Search index: Pagefind returned no index");
    const language = await addPages(index, pages);
    const records = whitepaperRecords(language);
    for (const record of records) failOn((await index.addCustomRecord(record)).errors, record.url);
    const written = await index.getFiles();
    failOn(written.errors, "write");
    const files = written.files
      .filter((file) => !DEFAULT_UI_FILE.test(file.path))
      .map(
        (file): GeneratedFile => ({
          path: `/${SEARCH_INDEX_DIR}/${file.path.replace(/^\/+/, "")}`,
          body: Buffer.from(file.content),
          contentType: CONTENT_TYPES[file.path.slice(file.path.lastIndexOf("."))] ?? "application/octet-stream",
        }),
      );
    if (!files.some((file) => file.path === `/${SEARCH_INDEX_DIR}/pagefind.js`))
      throw new Error("Search index: pagefind.js was not made");
    return {
      files,
      size: {
        pages: pages.filter((page) => isSearchable(page.route)).length,
        records: records.length,
        ...measureSearchIndex(files),
      },
    };
  } finally {
    await pagefind.close();
  }
}
