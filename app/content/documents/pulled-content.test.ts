import { describe, expect, it } from "vitest";
import { canonicalJson } from "#shared/content/canonical-json.ts";
import { mdxFileOf, pulledFileContent, pulledFileOf, withModuleAssets, withPulledBase } from "./pulled-content";
import { findContentDocument } from "./registry";

type Customers = { hero: { title: string; art: { avif: string; webp: string; alt: string } } } & Record<
  string,
  unknown
>;

describe("pulled content as a document's repository base", () => {
  const customers = findContentDocument("page:customers");
  const article = findContentDocument("article:gamification");
  if (!customers || !article) throw new Error("registry documents missing");
  const base = customers.base as Customers;

  it("names one JSON file per document and finds the .mdx of MDX documents", () => {
    expect(pulledFileOf("page:home")).toBe("app/content/pulled/page.home.json");
    expect(pulledFileOf("navigation")).toBe("app/content/pulled/navigation.json");
    expect(mdxFileOf(article)).toBe("app/content/articles/gamification.mdx");
    expect(mdxFileOf(customers)).toBeUndefined();
  });

  it("replaces the module's value in the registry, keeping the module's (build-hashed) image URLs", () => {
    // Published content holds the image URLs of the build it was published from.
    const published = {
      ...base,
      hero: {
        ...base.hero,
        title: "Who streams with Horizon",
        art: { ...base.hero.art, avif: "/assets/hero-Ab12.avif" },
      },
    };
    const file = pulledFileContent(base, published) as Customers;
    expect(file.hero.art.avif).toBe(base.hero.art.avif);
    const document = withPulledBase(customers, { [`/${pulledFileOf("page:customers")}`]: file });
    expect((document.base as Customers).hero.title).toBe("Who streams with Horizon");
    expect((document.base as Customers).hero.art.avif).toBe(base.hero.art.avif);
    expect(document.moduleBase).toBe(customers.base);
    expect(document.sources).toContain(pulledFileOf("page:customers"));
  });

  it("needs no file when the module already says it, and leaves documents without one as they are", () => {
    expect(pulledFileContent(base, base)).toBeUndefined();
    expect(withPulledBase(customers, {})).toBe(customers);
  });

  it("keeps MDX text out of the JSON file and takes it from the .mdx", () => {
    const text = "# Another text";
    const meta = { ...(article.base as Record<string, unknown>), title: "A new title for the article" };
    const file = pulledFileContent(article.base, { ...meta, text }, ["text"]);
    expect(file).not.toHaveProperty("text");
    const document = withPulledBase(article, { [`/${pulledFileOf(article.id)}`]: file });
    expect(canonicalJson(document.base)).toBe(canonicalJson(meta));
  });

  it("keeps an asset URL where the module has no string at that place", () => {
    expect(withModuleAssets({ list: ["/assets/a.avif", "/media/x.webp"] }, { list: [] })).toEqual({
      list: ["/assets/a.avif", "/media/x.webp"],
    });
  });
});
