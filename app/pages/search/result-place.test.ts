import { describe, expect, it } from "vitest";
import { pagesBySection } from "#shared/site/site-sections.ts";
import type { SearchHit } from "~/search/pagefind-client";
import { excerptRepeatsTitle, placeIndex, resultPlace, resultSnippet } from "./result-place";

const places = placeIndex(pagesBySection());
const hit = (url: string, section: SearchHit["section"] = ""): SearchHit => ({ url, title: "T", section, excerpt: "" });

describe("search result place", () => {
  it("names a product, an article and a company page with their kind and trail", () => {
    expect(resultPlace(hit("/product/vivre"), places)).toEqual({ kind: "Product", trail: ["Products", "VIVRE"] });
    expect(resultPlace(hit("/gamification"), places).kind).toBe("Article");
    expect(resultPlace(hit("/gamification"), places).trail[0]).toBe("Resources");
    expect(resultPlace(hit("/about"), places)).toEqual({ kind: "Page", trail: ["Company", "About Us"] });
  });

  it("names the home page and a section's own page once", () => {
    expect(resultPlace(hit("/"), places).trail).toEqual(["Home"]);
    expect(resultPlace(hit("/resources"), places).trail).toEqual(["Resources"]);
  });

  it("names whitepaper records and falls back to the index's section", () => {
    expect(resultPlace(hit("/resources#ott-guide"), places)).toEqual({
      kind: "Whitepaper",
      trail: ["Resources", "Whitepapers"],
    });
    expect(resultPlace(hit("/new-page", "Company"), places)).toEqual({ kind: "Page", trail: ["Company"] });
  });

  it("spots an excerpt that only repeats the title", () => {
    const title = "OTT apps for every Smart TV and screen";
    expect(excerptRepeatsTitle({ title, excerpt: "<mark>OTT</mark> apps for every Smart TV and screen." })).toBe(true);
    expect(excerptRepeatsTitle({ title, excerpt: "<mark>OTT</mark> apps for every Smart TV and screen. Apps" })).toBe(
      true,
    );
    expect(excerptRepeatsTitle({ title, excerpt: "Native <mark>OTT</mark> apps for Tizen and webOS." })).toBe(false);
  });

  it("shows the page's description instead of the title again or a heading's fragment", () => {
    const title = "Streaming software for operators, hotels and media companies";
    const description = "Since 2017 we have built OTT platforms and Smart TV apps.";
    const fragment = { title, excerpt: "<mark>OTT</mark> frontend application." };
    expect(resultSnippet(fragment, description)).toBe(description);
    expect(resultSnippet(fragment)).toBe(fragment.excerpt);
    expect(resultSnippet({ title, excerpt: "<mark>Streaming</mark> software for operators." })).toBe(null);
    const sentence = "Our <mark>OTT</mark> frontend application service builds on nearly a decade of work.";
    expect(resultSnippet({ title, excerpt: sentence }, description)).toBe(sentence);
  });
});
