import { describe, expect, it } from "vitest";
import { productSlugs } from "#shared/content/products.ts";
import { parseContent } from "~/lib/page-data.server";
import { homeContent } from "../home";
import { productPages } from "../product-pages";
import { homeContentSchema } from "./home";
import { anchorId, productPageSchema } from "./product-pages";

const issuesOf = (data: unknown) => productPageSchema.safeParse(data).error?.issues ?? [];

describe("product page content", () => {
  it("every product of the registry has a page that passes the schema", () => {
    for (const slug of productSlugs) expect(issuesOf(productPages[slug]), slug).toEqual([]);
  });

  it("accepts a marketer's edit of the copy: a reworded card and a tenth card (spec-facts.test.ts keeps the spec's words)", () => {
    const cards = productPages.sara.special.cards.map((card, index) =>
      index === 2 ? { ...card, title: "Retention and loyalty" } : card,
    );
    cards.push({ title: "Editorial control", description: "Editors pin, boost or hide titles in any row." });
    expect(issuesOf({ ...productPages.sara, special: { ...productPages.sara.special, cards } })).toEqual([]);
  });

  it("rejects a slide that links to a card the page does not have", () => {
    const slides = productPages.blink.carousel.slides.map((slide) => ({ ...slide, href: "#no-such-card" }));
    const broken = { ...productPages.blink, carousel: { ...productPages.blink.carousel, slides } };
    expect(productPageSchema.safeParse(broken).success).toBe(false);
  });

  it("rejects a slide that links to a page the site does not have, naming the document and the field", () => {
    const slides = productPages.blink.carousel.slides.map((slide, index) =>
      index === 0 ? { ...slide, href: "/product/blinks" } : slide,
    );
    const broken = { ...productPages.blink, carousel: { ...productPages.blink.carousel, slides } };
    expect(() => parseContent(productPageSchema, broken, "product page blink")).toThrow(
      /Invalid content in product page blink:\n {2}- carousel\.slides\.0\.href: \/product\/blinks is not a page of the site/,
    );
  });

  it("rejects a carousel that repeats the hero's screen or one of its own", () => {
    const { vivre } = productPages;
    const slides = [...vivre.carousel.slides, { screen: vivre.hero.screen, caption: "The hero's screen once more." }];
    expect(issuesOf({ ...vivre, carousel: { ...vivre.carousel, slides } }).map((issue) => issue.path)).toEqual([
      ["carousel", "slides", slides.length - 1, "screen"],
    ]);
    const first = vivre.carousel.slides[0];
    if (!first) throw new Error("VIVRE has slides");
    const again = [...vivre.carousel.slides, { ...first, caption: "The first slide once more." }];
    expect(issuesOf({ ...vivre, carousel: { ...vivre.carousel, slides: again } }).map((issue) => issue.path)).toEqual([
      ["carousel", "slides", again.length - 1, "screen"],
    ]);
  });

  it("draws the bento lead's stack with exactly one layer that is the product", () => {
    const { vivre } = productPages;
    const stack = vivre.special.leadStack ?? [];
    expect(stack.filter((layer) => layer.product)).toHaveLength(1);
    const noProduct = stack.map(({ product: _product, ...layer }) => layer);
    expect(
      issuesOf({ ...vivre, special: { ...vivre.special, leadStack: noProduct } }).map((issue) => issue.path),
    ).toEqual([["special", "leadStack"]]);
  });

  it("turns card titles into anchor ids", () => {
    expect(anchorId("Retention & loyalty")).toBe("retention-and-loyalty");
    expect(anchorId("Video filters and audio effects")).toBe("video-filters-and-audio-effects");
  });
});

describe("home content", () => {
  it("passes its schema", () => {
    expect(homeContentSchema.safeParse(homeContent).error?.issues ?? []).toEqual([]);
  });

  it("needs the lines of every product of the registry", () => {
    const { sara: _dropped, ...extra } = homeContent.products.extra;
    const result = homeContentSchema.safeParse({ ...homeContent, products: { ...homeContent.products, extra } });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["products.extra.sara"]);
  });
});
