/**
 * Where a search result lives, named above its title: what kind of page it is and its trail
 * (section › page), taken from the same page list the search page shows without JavaScript.
 */
import type { ResultKind, SectionPages } from "#shared/site/site-sections.ts";
import { atSentences, excerptParts } from "~/search/excerpt";
import type { SearchHit } from "~/search/pagefind-client";

export interface ResultPlace {
  kind: ResultKind;
  /** Section, then the page's own name when it differs from the section's. */
  trail: string[];
}

const WHITEPAPER_URL = /^\/resources#/;

export function placeIndex(sections: readonly SectionPages[]): Map<string, ResultPlace> {
  const places = new Map<string, ResultPlace>();
  for (const { section, pages } of sections) {
    for (const page of pages) {
      const trail = page.path === "/" || page.label === section ? [page.label] : [section, page.label];
      places.set(page.path, { kind: page.kind, trail });
    }
  }
  return places;
}

export function resultPlace(hit: SearchHit, places: ReadonlyMap<string, ResultPlace>): ResultPlace {
  if (WHITEPAPER_URL.test(hit.url)) return { kind: "Whitepaper", trail: ["Resources", "Whitepapers"] };
  return places.get(hit.url.replace(/[?#].*$/, "")) ?? { kind: "Page", trail: hit.section ? [hit.section] : [] };
}

function comparable(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The excerpt as it is shown: cut at sentence ends, comparable text only. */
function shownExcerpt(excerpt: string): string {
  return comparable(
    atSentences(excerptParts(excerpt))
      .map((part) => part.text)
      .join(""),
  );
}

/** An excerpt that, cut as it is shown, only repeats the title (a page whose best match is its heading) adds nothing. */
export function excerptRepeatsTitle(hit: Pick<SearchHit, "title" | "excerpt">): boolean {
  const excerpt = shownExcerpt(hit.excerpt);
  return excerpt === "" || comparable(hit.title).includes(excerpt);
}

/** Fewer words than this, and the excerpt is a heading's fragment ("OTT frontend application."), not a sentence. */
const FEWEST_WORDS = 6;

/**
 * The text under a result: the excerpt around the match, or the page's description when the
 * excerpt only repeats the title or is a heading's fragment; null when there is neither.
 */
export function resultSnippet(hit: Pick<SearchHit, "title" | "excerpt">, description = ""): string | null {
  const thin = excerptRepeatsTitle(hit) || shownExcerpt(hit.excerpt).split(" ").length < FEWEST_WORDS;
  if (!thin) return hit.excerpt;
  return description || (excerptRepeatsTitle(hit) ? null : hit.excerpt);
}
