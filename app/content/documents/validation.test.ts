import { describe, expect, it } from "vitest";
import { entryDocument } from "./collection-entries";
import { findContentDocument } from "./registry";
import { validateDocument } from "./validation.server";

const document = (id: string) => {
  const found = findContentDocument(id);
  if (!found) throw new Error(`no document ${id}`);
  return found;
};

type Home = { hero: Record<string, unknown> } & Record<string, unknown>;

describe("validateDocument", () => {
  const home = document("page:home");
  const base = home.base as Home;

  it("accepts the repository's content unchanged", async () => {
    expect(await validateDocument(home, base)).toEqual({ ok: true, content: base });
  });

  it("says how long a text is and how long it may be, per field", async () => {
    const result = await validateDocument(home, { ...base, hero: { ...base.hero, title: "t".repeat(91) } });
    expect(result).toEqual({
      ok: false,
      errors: [{ path: "hero.title", message: "Too long: 91 characters, at most 90 characters." }],
    });
  });

  it("asks for missing alt text and a field that is missing", async () => {
    const { lead: _, ...hero } = base.hero;
    const result = await validateDocument(home, { ...base, hero: { ...hero, imageAlt: "" } });
    expect(result.ok ? [] : result.errors).toEqual([
      { path: "hero.lead", message: "Required: this field is missing." },
      { path: "hero.imageAlt", message: "Required: this text cannot be empty." },
    ]);
  });

  it("refuses fields the schema does not know instead of dropping them", async () => {
    const result = await validateDocument(home, { ...base, hero: { ...base.hero, subtitle: "A new line" } });
    expect(result.ok ? [] : result.errors).toEqual([
      { path: "hero.subtitle", message: "Not a field of this document." },
    ]);
  });

  it("refuses changes to fixed fields, matched with * patterns", async () => {
    const solutions = document("page:solutions");
    const content = structuredClone(solutions.base) as { tpx: { image: { file: string; alt: string } } };
    content.tpx.image.file = "another-file";
    content.tpx.image.alt = "A different but valid description of the picture";
    const result = await validateDocument(solutions, content);
    expect(result.ok ? [] : result.errors).toEqual([
      { path: "tpx.image.file", message: expect.stringMatching(/cannot be changed in the studio/) },
    ]);
  });

  it("asks every page for its own search-result text", async () => {
    const seo = document("seo");
    const { "/about": _, ...pages } = structuredClone(seo.base) as Record<
      string,
      { title: string; description: string }
    >;
    pages["/solutions"] = { ...pages["/solutions"]!, title: pages["/"]!.title };
    const result = await validateDocument(seo, pages);
    expect(result.ok ? [] : result.errors).toEqual([
      { path: "/about", message: "/about needs its search-result text." },
      { path: "/solutions.title", message: "The same title as /: each page needs its own." },
    ]);
  });

  it("reports an MDX syntax error with its line and column", async () => {
    const terms = document("legal:terms");
    const content = { ...(terms.base as Record<string, unknown>), text: "# Title\n\nText with <Callout>\nno end\n" };
    const result = await validateDocument(terms, content);
    expect(result.ok).toBe(false);
    const [problem] = result.ok ? [] : result.errors;
    expect(problem).toMatchObject({ path: "text", line: expect.any(Number), column: expect.any(Number) });
  });

  it("shows a product's own screen as a figure, and refuses a product or screen that does not exist", async () => {
    const terms = document("legal:terms");
    const withScreen = (attributes: string) => ({
      ...(terms.base as Record<string, unknown>),
      text: `# Title\n\n<ProductScreen ${attributes} alt="The guest bill">The bill on the TV.</ProductScreen>\n`,
    });
    expect((await validateDocument(terms, withScreen('product="hospitality" screen={3}'))).ok).toBe(true);
    for (const attributes of ['product="hotel" screen={3}', 'product="hospitality" screen={5}']) {
      const result = await validateDocument(terms, withScreen(attributes));
      expect(result.ok ? [] : result.errors).toEqual([
        expect.objectContaining({
          path: "text",
          message: expect.stringMatching(/<ProductScreen> needs a product's slug/),
        }),
      ]);
    }
  });

  describe("image fields an editor may replace", () => {
    const article = document("article:gamification");
    const articleBase = article.base as { image: Record<string, unknown> & { small: Record<string, unknown> } };
    const uploaded = (hash: string, format: string) => `/media/${hash.repeat(32)}.${format}`;
    const withImage = (image: Record<string, unknown>) => ({
      ...articleBase,
      image: { ...articleBase.image, ...image },
    });

    it("accepts uploaded files and the repository's own", async () => {
      const image = {
        avif: uploaded("a", "avif"),
        webp: uploaded("b", "webp"),
        width: 1600,
        height: 900,
        small: { avif: uploaded("c", "avif"), webp: uploaded("d", "webp"), width: 640, height: 360 },
      };
      expect((await validateDocument(article, withImage(image))).ok).toBe(true);
      expect((await validateDocument(article, articleBase)).ok).toBe(true);
    });

    it("refuses any other address, and a file in the wrong format for its key", async () => {
      const result = await validateDocument(
        article,
        withImage({ avif: "https://elsewhere.example/tracker.avif", webp: uploaded("b", "avif") }),
      );
      expect(result.ok ? [] : result.errors.map((error) => error.path)).toEqual(["image.avif", "image.webp"]);
    });

    it("lets a studio article's hero image be an upload or one of the repository's, nothing else", async () => {
      const entry = entryDocument({ id: "article:match-day", collection: "article", slug: "match-day" });
      const { id: _id, path: _path, body: _body, ...fields } = articleBase as Record<string, unknown>;
      const withHero = (image: Record<string, unknown>) => ({ ...fields, image: { ...articleBase.image, ...image } });
      expect((await validateDocument(entry, withHero({}))).ok).toBe(true);
      const upload = {
        avif: uploaded("a", "avif"),
        webp: uploaded("b", "webp"),
        small: { avif: uploaded("c", "avif"), webp: uploaded("d", "webp"), width: 640, height: 360 },
      };
      expect((await validateDocument(entry, withHero(upload))).ok).toBe(true);
      const elsewhere = await validateDocument(entry, withHero({ webp: "https://elsewhere.example/tracker.webp" }));
      expect(elsewhere.ok ? [] : elsewhere.errors.map((error) => error.path)).toContain("image.webp");
    });
  });
});
