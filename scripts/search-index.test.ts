import { gunzipSync } from "node:zlib";
import * as pagefind from "pagefind";
import { afterAll, describe, expect, it } from "vitest";
import { whitepapers } from "#shared/content/whitepapers.ts";
import { documentLanguage, markForIndexing, whitepaperRecords } from "../server/publishing/search-index.ts";

const page = `<!DOCTYPE html><html lang="en-IN"><head><title>Hotel TV | Horizon</title></head><body>
<header><nav><a href="/">Home</a> <a href="/products">Products</a></nav></header>
<main id="main-content" tabindex="-1">
  <h1>Hospitality Suite</h1>
  <p>Live television and room service on every guest screen.</p>
  <section data-pagefind-ignore=""><h2>Ready to talk</h2><p>Book a meeting with our sales engineers today.</p></section>
</main>
<footer><p>Copyright footer words</p></footer>
</body></html>`;

describe("search index input", () => {
  it("reads the document language as Pagefind names indexes", () => {
    expect(documentLanguage(page)).toBe("en-in");
    expect(() => documentLanguage("<html><body></body></html>")).toThrow(/no <html lang>/);
  });

  it("marks <main> as the indexed body with the page's section", () => {
    expect(markForIndexing(page, "Products")).toContain(
      '<main data-pagefind-body data-pagefind-meta="section:Products" id="main-content"',
    );
    expect(() => markForIndexing("<body><div>no main</div></body>", "Company")).toThrow(/no <main>/);
  });

  it("makes one record per whitepaper, each with its own address on the Resources page", () => {
    const records = whitepaperRecords("en-in");
    expect(records).toHaveLength(whitepapers.length);
    expect(new Set(records.map((record) => record.url)).size).toBe(records.length);
    for (const [index, record] of records.entries()) {
      const paper = whitepapers[index]!;
      expect(record).toMatchObject({
        url: `/resources#${paper.id}`,
        language: "en-in",
        meta: { title: `Whitepaper: ${paper.title}`, section: "Resources" },
      });
      expect(record.content).toContain(paper.summary);
    }
  });
});

describe("what Pagefind indexes of a marked page", () => {
  afterAll(() => pagefind.close());

  it("takes the title and section, and leaves out navigation, footer and ignored blocks", {
    timeout: 60_000,
  }, async () => {
    const { index } = await pagefind.createIndex({});
    const marked = await index!.addHTMLFile({
      url: "/product/hospitality",
      content: markForIndexing(page, "Products"),
    });
    expect(marked.errors).toEqual([]);
    expect(marked.file.meta).toMatchObject({ title: "Hospitality Suite", section: "Products" });
    const { files } = await index!.getFiles();
    const fragments = files.filter((file) => file.path.includes("fragment/"));
    expect(fragments).toHaveLength(1);
    // A fragment is gzip-compressed JSON after a short signature.
    const json = gunzipSync(fragments[0]!.content).toString("utf8");
    const { content } = JSON.parse(json.slice(json.indexOf("{"))) as { content: string };
    expect(content).toBe("Hospitality Suite. Live television and room service on every guest screen.");
  });
});
