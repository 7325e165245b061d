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
let rendered: ContentListEntry[] = [];
const Page = () => <ContentListPage documents={rendered} query="" kind="" />;
const Stub = createRoutesStub([{ path: "/console/content", Component: Page }]);

function render(documents: ContentListEntry[]): string {
  rendered = documents;
  return renderToStaticMarkup(<Stub initialEntries={["/console/content"]} />);
}

describe("ContentListPage", () => {
  it("says 'all published' once instead of a Status column of the same word, and heads each kind's rows", () => {
    const html = render([entry("home", "page"), entry("about", "page"), entry("vivre", "product")]);
    expect(html).not.toContain(">Status<");
    expect(html).toContain("3 documents, all published");
    expect(html).toMatch(
      /<th scope="rowgroup" colSpan="1">Pages<\/th>[\s\S]*<th scope="rowgroup" colSpan="1">Products<\/th>/,
    );
  });

  it("keeps the Status column when one row alone is not plainly published", () => {
    const html = render([entry("home", "page", { status: "draft" })]);
    expect(html).toContain(">Status<");
    expect(html).toContain(">Changed<");
    expect(html).not.toContain("1 documents, published");
    expect(html).toContain("Changes wait to be published");
  });

  it("keeps the Status column when rows differ, and no group heading for one kind", () => {
    const html = render([entry("home", "page"), entry("about", "page", { live: false })]);
    expect(html).toContain(">Status<");
    expect(html).toContain(">Draft<");
    expect(html).not.toContain("rowgroup");
  });
});
