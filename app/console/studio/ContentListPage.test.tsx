import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { type ContentListEntry, ContentListPage, parseSort, type Sort } from "./ContentListPage";

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
let rendered: {
  documents: ContentListEntry[];
  query: string;
  kind: string;
  sort?: Sort;
  deployedAt?: string | null;
} = {
  documents: [],
  query: "",
  kind: "",
};
const Page = () => <ContentListPage {...rendered} />;
const Stub = createRoutesStub([{ path: "/console/content", Component: Page }]);

function render(documents: ContentListEntry[], query = "", kind = "", sort?: Sort, deployedAt?: string): string {
  rendered = { documents, query, kind, sort, deployedAt };
  return renderToStaticMarkup(<Stub initialEntries={["/console/content"]} />);
}

/** The table's column headers, in order. */
function headersOf(html: string): string[] {
  return [...html.matchAll(/<th[^>]*><a[^>]*>([^<]+)</g)].map((match) => match[1] ?? "");
}

/** The documents' titles, in the table's order. */
function titlesOf(html: string): string[] {
  return [...html.matchAll(/class="[^"]*docTitle[^"]*"[^>]*>([^<]+)</g)].map((match) => match[1] ?? "");
}

describe("ContentListPage", () => {
  it("lists every document in one table, with a tab per kind and its count", () => {
    const html = render([entry("home", "page"), entry("about", "page"), entry("vivre", "product")]);
    expect(html.match(/<table/g)).toHaveLength(1);
    expect(headersOf(html)).toEqual(["Title", "Kind", "Address", "Status"]);
    // Nothing changed in the studio yet: no column of dashes.
    expect(headersOf(html)).not.toContain("Last edited");
    expect(html).toContain("3 documents, all published");
    // Links, so they work before the page's code runs; the current one is marked.
    expect(html).toMatch(
      /<a aria-current="page" href="\/console\/content"[^>]*><span>All <span[^>]*>3<\/span><\/span><\/a>/,
    );
    expect(html).toMatch(/<a href="\/console\/content\?kind=page"[^>]*><span>Pages <span[^>]*>2<\/span><\/span><\/a>/);
    expect(html).toMatch(
      /<a href="\/console\/content\?kind=product"[^>]*><span>Products <span[^>]*>1<\/span><\/span><\/a>/,
    );
    // Every status in one treatment, the dot's tone telling them apart.
    expect(html.match(/data-tone="published"[^>]*>Published</g)).toHaveLength(3);
    expect(html).not.toMatch(/_badge(Info|Warning|Danger)?_/);
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
      /<time[^>]*dateTime="2026-11-26T10:00:00.000Z"[^>]*>(Today|Yesterday|Thu\s26\sNov(\s2026)?), 10:00\sam<\/time><span[^>]*>Meera Iyer<\/span>/,
    );
    expect(html).not.toContain("none changed in the studio yet");
    expect(html).toMatch(/aria-sort="descending"><a[^>]*>Last edited<span[^>]*><\/span><\/a><\/th>/);
    // A document never changed in the studio: a quiet dash, said in words to a screen reader.
    expect(html).not.toContain(">Original<");
    expect(html).toContain("Not changed in the console");
  });

  it("sorts by a column's header link, which sorts the other way when it already does, keeping kind and search", () => {
    const documents = [entry("b-page", "page"), entry("a-page", "page"), entry("c-page", "page")];
    const byDefault = render(documents, "page", "page");
    // The usual order (last edited, newest first) is marked on its column only when there is one; the title's link sorts A to Z.
    expect(byDefault).toMatch(
      /<th scope="col"><a [^>]*href="\/console\/content\?q=page&amp;kind=page&amp;sort=title-asc"/,
    );
    const html = render(documents, "page", "page", parseSort("title-asc"));
    expect(titlesOf(html)).toEqual(["a-page", "b-page", "c-page"]);
    expect(html).toMatch(/<th scope="col" aria-sort="ascending"><a [^>]*href="[^"]*sort=title-desc"/);
    // The tabs keep the order; below lg the same order is the form's choice.
    expect(html).toMatch(/href="\/console\/content\?q=page&amp;sort=title-asc"/);
    expect(html).toMatch(/<option value="title-asc" selected="">Title, A to Z<\/option>/);
    const reversed = render(documents, "", "", parseSort("title-desc"));
    expect(reversed.indexOf(">c-page<")).toBeLessThan(reversed.indexOf(">a-page<"));
  });

  it("sorts by status with the documents needing attention first, and reads an unknown order as the usual one", () => {
    const html = render(
      [entry("done", "page"), entry("waiting", "page", { status: "draft" }), entry("new", "page", { live: false })],
      "",
      "",
      parseSort("status-asc"),
    );
    expect(titlesOf(html)).toEqual(["waiting", "new", "done"]);
    expect(parseSort("nonsense")).toEqual({ key: "edited", order: "desc" });
    expect(parseSort(null)).toEqual({ key: "edited", order: "desc" });
  });

  it("gives every row a time: an edit's, else the deploy that brought the repository's version, said so", () => {
    const html = render(
      [
        entry("home", "page"),
        entry("about", "page", { updated: "2026-11-27T08:00:00.000Z", updatedBy: "Meera Iyer" }),
        entry("whitepaper:whitepaper2", "whitepaper", { path: "/resources" }),
      ],
      "",
      "",
      undefined,
      "2026-11-26T10:00:00.000Z",
    );
    expect(headersOf(html)).toContain("Last edited");
    expect(html).not.toContain("Not changed in the console");
    expect(html.match(/Deployed from the repository/g)).toHaveLength(2);
    // Newest first: the edit of the 27th, then the deploy of the 26th (ties in the registry's order).
    expect(titlesOf(html)).toEqual(["about", "home", "whitepaper:whitepaper2"]);
    // Two whitepapers on one page are told apart by their card.
    expect(html).toContain("/resources · card 2");
  });
});
