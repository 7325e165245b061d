/**
 * Page loaders read their documents through `pageDocuments`: the repository's content while
 * pre-rendering; every document's published content while publishing renders the site and on a
 * page rendered per request, where a preview link's document shows its draft. (Pages with MDX bodies are
 * previewed in tests/integration/content-preview.test.ts, on the built server.)
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { ConsoleServices } from "#shared/console/contract.ts";
import { consoleServicesContext, contentPreviewContext, publishedContentContext } from "#shared/server-context.ts";
import { findContentDocument } from "~/content/documents/registry";
import { productDocuments, productPageData } from "~/pages/product/product-data.server";
import { SEARCH_DOCUMENTS, searchPageData } from "~/pages/search/search-data.server";
import { pageDocuments, repositoryDocuments } from "./page-content.server";

/** A request's context previewing `documentId`, whose draft is `draft`. */
function previewing(documentId: string, draft: Record<string, unknown>) {
  const context = new RouterContextProvider();
  context.set(contentPreviewContext, { documentId, locale: "en" });
  const read = async ({ id }: { id: string }) =>
    id === documentId ? { draft: { content: draft }, published: undefined } : undefined;
  context.set(consoleServicesContext, { content: { read } } as unknown as ConsoleServices);
  return context;
}

const baseOf = (id: string) => findContentDocument(id)?.base as Record<string, unknown>;

describe("page documents", () => {
  it("take a pulled file's base (npm run content:pull) over the module's value", () => {
    const pulled = { popularSearches: ["Pulled from the studio"] };
    const find = (id: string) =>
      id === "section:search-suggestions" ? { base: pulled, moduleBase: baseOf(id) } : findContentDocument(id);
    const documents = repositoryDocuments(SEARCH_DOCUMENTS, find);
    expect(documents.suggestions).toBe(pulled);
    expect(documents.seo).toBe(repositoryDocuments(SEARCH_DOCUMENTS).seo);
  });

  it("are the repository's content without a preview, never asking the store", async () => {
    const context = new RouterContextProvider();
    const sources = productDocuments("/product/vivre");
    expect(await pageDocuments(context, sources)).toEqual(repositoryDocuments(sources));
  });

  it("show a product page's draft, and leave the other documents as they are", async () => {
    const base = baseOf("product:vivre");
    const hero = { ...(base.hero as object), title: "A draft VIVRE headline" };
    const context = previewing("product:vivre", { ...base, hero });
    const page = productPageData("/product/vivre", await pageDocuments(context, productDocuments("/product/vivre")));
    expect(page.content.hero.title).toBe("A draft VIVRE headline");
    expect(page.content.cta.text).toBe(productPageData("/product/vivre").content.cta.text);
  });

  it("give the search page its popular searches from the document", async () => {
    expect(searchPageData().popularSearches).toEqual(baseOf("section:search-suggestions").popularSearches);
    const context = previewing("section:search-suggestions", { popularSearches: ["A draft search"] });
    expect(searchPageData(await pageDocuments(context, SEARCH_DOCUMENTS)).popularSearches).toEqual(["A draft search"]);
  });

  it("are every document's published content on a page the server renders per request, with a previewed draft over it", async () => {
    const base = baseOf("product:vivre");
    const published = { ...base, hero: { ...(base.hero as object), title: "A published VIVRE headline" } };
    const draft = { ...base, hero: { ...(base.hero as object), title: "A draft VIVRE headline" } };
    const context = new RouterContextProvider();
    const read = async ({ id }: { id: string }) =>
      id === "product:vivre" ? { published: { content: published }, draft: { content: draft } } : undefined;
    context.set(consoleServicesContext, { content: { read } } as unknown as ConsoleServices);
    const sources = productDocuments("/product/vivre");
    const page = productPageData("/product/vivre", await pageDocuments(context, sources));
    expect(page.content.hero.title).toBe("A published VIVRE headline");
    expect(page.content.cta.text).toBe(productPageData("/product/vivre").content.cta.text);

    context.set(contentPreviewContext, { documentId: "product:vivre", locale: "en" });
    const previewed = productPageData("/product/vivre", await pageDocuments(context, sources));
    expect(previewed.content.hero.title).toBe("A draft VIVRE headline");
  });

  it("are every document's published content while publishing renders the site, else the repository's", async () => {
    const base = baseOf("product:vivre");
    const published = { ...base, hero: { ...(base.hero as object), title: "A published VIVRE headline" } };
    const context = new RouterContextProvider();
    context.set(publishedContentContext, {
      read: async ({ id }) =>
        id === "product:vivre"
          ? {
              id,
              locale: "en",
              version: 2,
              published: { version: 2, content: published, author: "E", at: "", hash: "", baseHash: null },
              draft: null,
            }
          : undefined,
      versions: async () => [],
    });
    const page = productPageData("/product/vivre", await pageDocuments(context, productDocuments("/product/vivre")));
    expect(page.content.hero.title).toBe("A published VIVRE headline");
    expect(page.content.cta.text).toBe(productPageData("/product/vivre").content.cta.text);
  });
});
