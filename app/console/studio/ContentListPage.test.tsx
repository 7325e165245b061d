import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { type ContentListEntry, ContentListPage } from "./ContentListPage";

function entry(id: string, kind: string, extra: Partial<ContentListEntry> = {}): ContentListEntry {
  return {
    id,
    title: id,
    kind,
    status: "repository",
    differsFromRepository: false,
    repositoryConflict: false,
    invalid: false,
    updated: null,
    updatedBy: null,
    live: true,
    path: `/${id}`,
    ...extra,
  };
}

// The page reads the documents of the render under way (a route's component takes no props).
let rendered: { documents: ContentListEntry[]; query: string; kind: string } = { documents: [], query: "", kind: "" };
const Page = () => <ContentListPage {...rendered} />;
const Stub = createRoutesStub([{ path: "/console/content", Component: Page }]);

function render(documents: ContentListEntry[], query = "", kind = ""): string {
  rendered = { documents, query, kind };
  return renderToStaticMarkup(<Stub initialEntries={["/console/content"]} />);
}

describe("ContentListPage", () => {
  it("lists every document in one table, with a tab per kind and its count", () => {
    const html = render([entry("home", "page"), entry("about", "page"), entry("vivre", "product")]);
    expect(html.match(/<table/g)).toHaveLength(1);
    expect(html).toMatch(/>Title<\/th><th[^>]*>Kind<\/th><th[^>]*>Address<\/th><th[^>]*>Status<\/th><\/tr>/);
    // Nothing changed in the studio yet: no column of dashes.
    expect(html).not.toContain("Last edited");
    expect(html).toContain("3 documents, all published");
    // Links, so they work before the page's code runs; the current one is marked.
    expect(html).toMatch(
      /<a aria-current="page" href="\/console\/content"[^>]*><span>All <span[^>]*>3<\/span><\/span><\/a>/,
    );
    expect(html).toMatch(/<a href="\/console\/content\?kind=page"[^>]*><span>Pages <span[^>]*>2<\/span><\/span><\/a>/);
    expect(html).toMatch(
      /<a href="\/console\/content\?kind=product"[^>]*><span>Products <span[^>]*>1<\/span><\/span><\/a>/,
    );
    // A plainly published document says so in quiet text: a column of 42 pills would be noise.
    expect(html.match(/>Published</g)).toHaveLength(3);
    expect(html).not.toMatch(/badge[^"]*" *>Published</);
  });

  it("narrows to a kind, keeps the search in the tabs and counts what the search found", () => {
    const html = render([entry("home", "page"), entry("about", "page"), entry("vivre", "product")], "about", "page");
    expect(html).toContain("1 of 3 documents");
    expect(html).toMatch(/href="\/console\/content\?q=about"[^>]*><span>All <span[^>]*>1<\/span>/);
    expect(html).toMatch(/aria-current="page" href="\/console\/content\?q=about&amp;kind=page"/);
    // The kind goes with a search, as the choice that stands for the tabs below lg.
    expect(html).toMatch(
      /<select id="content-kind" name="kind"[^>]*>.*<option value="page" selected="">Pages \(1\)<\/option>/,
    );
    expect(html).not.toContain(">vivre</a>");
  });

  it("marks the one row that is not plainly published, with what it means", () => {
    const html = render([entry("home", "page", { status: "draft" }), entry("about", "page")]);
    expect(html.match(/>Changed</g)).toHaveLength(1);
    expect(html).not.toContain("all published");
    expect(html).toContain("Changes wait to be published");
  });

  it("says when and by whom a document last changed in the studio", () => {
    const html = render([
      entry("home", "page", { updated: "2026-11-26T10:00:00.000Z", updatedBy: "Meera Iyer" }),
      entry("about", "page", { live: false }),
    ]);
    expect(html).toContain(">Draft<");
    expect(html).toMatch(
      /<time[^>]*dateTime="2026-11-26T10:00:00.000Z"[^>]*>26\sNov\s2026, 10:00\sam<\/time><span[^>]*>Meera Iyer<\/span>/,
    );
    expect(html).not.toContain("none changed in the studio yet");
    expect(html).toContain(">Last edited</th>");
    // A document never changed in the studio says so in a word, not a dash.
    expect(html).toContain(">Original<");
  });
});
