/**
 * The browser side of the site search: Pagefind's own script and index, fetched from this site's
 * /pagefind/ folder the first time someone searches (never before), and searched on the device, so
 * queries never leave the browser.
 */
import type { ResultSection } from "#shared/site/site-sections.ts";

export interface SearchHit {
  url: string;
  title: string;
  section: ResultSection | "";
  /** Text around the best match, matched words in <mark> (see excerpt.ts). */
  excerpt: string;
}

export interface SearchOutcome {
  /** The trimmed query these results answer. */
  term: string;
  /** How many pages matched; `hits` holds the best of them. */
  total: number;
  hits: SearchHit[];
}

/** The part of Pagefind's browser API (pagefind.js) the site uses. */
interface PagefindFragment {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

interface PagefindApi {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    term: string,
    options?: object,
    debounceMs?: number,
  ): Promise<{ results: { data(): Promise<PagefindFragment> }[] } | null>;
}

const PAGEFIND_SCRIPT = "/pagefind/pagefind.js";
/** Words of context in an excerpt. */
const EXCERPT_WORDS = 22;
/** Pause in typing before a search runs; Pagefind starts fetching the index chunks it needs at once. */
const TYPING_PAUSE_MS = 120;

let pagefind: Promise<PagefindApi> | undefined;

/** Loads Pagefind once; a failed load is retried on the next call. */
export function loadPagefind(): Promise<PagefindApi> {
  if (!pagefind) {
    pagefind = (import(/* @vite-ignore */ PAGEFIND_SCRIPT) as Promise<PagefindApi>).then(async (api) => {
      await api.options({ excerptLength: EXCERPT_WORDS });
      await api.init();
      return api;
    });
    pagefind.catch(() => {
      pagefind = undefined;
    });
  }
  return pagefind;
}

export function toSearchHit(fragment: PagefindFragment): SearchHit {
  return {
    url: fragment.url,
    title: fragment.meta.title || fragment.url,
    section: (fragment.meta.section as ResultSection | undefined) ?? "",
    excerpt: fragment.excerpt,
  };
}

/** The best `limit` pages for a query, or null when a newer search has replaced this one. */
export async function searchSite(query: string, limit: number): Promise<SearchOutcome | null> {
  const term = query.trim();
  const api = await loadPagefind();
  const response = await api.debouncedSearch(term, {}, TYPING_PAUSE_MS);
  if (!response) return null;
  const fragments = await Promise.all(response.results.slice(0, limit).map((result) => result.data()));
  return { term, total: response.results.length, hits: fragments.map(toSearchHit) };
}
