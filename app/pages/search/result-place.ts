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

/** An excerpt that, cut as it is shown, only repeats the title (a page whose best match is its heading) adds nothing. */
export function excerptRepeatsTitle(hit: Pick<SearchHit, "title" | "excerpt">): boolean {
  const excerpt = comparable(
    atSentences(excerptParts(hit.excerpt))
      .map((part) => part.text)
      .join(""),
  );
  return excerpt === "" || comparable(hit.title).includes(excerpt);
}
