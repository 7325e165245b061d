import { describe, expect, it } from "vitest";
import { productPath, products } from "#shared/content/products.ts";
import { productPageData } from "./product-data.server";

const pages = products.map((product) => ({
  slug: product.slug,
  name: product.name,
  content: productPageData(productPath(product.slug)).content,
}));

/** The words of a text that carry meaning (lower case, four letters or more). */
const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? []);

describe("product page content", () => {
  it("has eyebrows that say something the highlight strip under the hero does not", () => {
    for (const { slug, content } of pages) {
      const highlighted = new Set(content.highlights.flatMap((highlight) => [...words(highlight.title)]));
      const repeated = [...words(content.hero.eyebrow)].filter((word) => highlighted.has(word));
      expect(repeated, slug).toEqual([]);
    }
  });

  it("closes every page with its own title, naming the product", () => {
    for (const { slug, name, content } of pages) {
      expect(content.cta.title, slug).toContain(name);
      expect(content.cta.title, slug).not.toMatch(/[{}]/);
    }
    expect(new Set(pages.map(({ content }) => content.cta.title)).size).toBe(pages.length);
  });
});
