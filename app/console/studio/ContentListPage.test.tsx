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
  it("says 'all published' once instead of a badge of the same word on every row, and heads each kind's panel", () => {
    const html = render([entry("home", "page"), entry("about", "page"), entry("vivre", "product")]);
    expect(html).not.toContain(">Published<");
    expect(html).toContain("3 documents, all published");
    expect(html).toMatch(/<h2 id="kind-page"[^>]*>Pages <span[^>]*>2<\/span><\/h2>[\s\S]*>Products <span/);
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
      /Last updated <\/span><time[^>]*dateTime="2026-11-26T10:00:00.000Z"[^>]*>26 Nov 2026, 10:00\sam<\/time> · Meera Iyer/,
    );
    expect(html).not.toContain("none changed in the studio yet");
  });
});
