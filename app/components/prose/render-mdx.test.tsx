import { describe, expect, it } from "vitest";
import { readingMinutes, renderMdx, tableOfContents } from "./render-mdx.server";

describe("tableOfContents", () => {
  it("lists level-2 and level-3 headings with their ids, in order, as plain text", () => {
    const html =
      '<p>Intro</p><h2 id="one">1. Terms &amp; <em>conditions</em></h2><h3 id="one-a">Sub&#x27;s part</h3><h4 id="deep">Deep</h4><h2 id="two">Two</h2>';
    expect(tableOfContents(html)).toEqual([
      { id: "one", level: 2, title: "1. Terms & conditions" },
      { id: "one-a", level: 3, title: "Sub's part" },
      { id: "two", level: 2, title: "Two" },
    ]);
  });

  it("ignores headings without an id (such as card titles)", () => {
    expect(tableOfContents('<h3 class="card">Card</h3><h2 id="x">X</h2>')).toEqual([{ id: "x", level: 2, title: "X" }]);
  });
});

describe("readingMinutes", () => {
  it("counts words of the text, not of the markup, at about 225 words a minute", () => {
    const words = Array.from({ length: 900 }, () => "word").join(" ");
    expect(readingMinutes(`<p class="a-very-long-class-name">${words}</p>`)).toBe(4);
  });

  it("is at least one minute", () => {
    expect(readingMinutes("<p>Short.</p>")).toBe(1);
  });
});

function Note() {
  return <aside className="doc-callout">note</aside>;
}

function Document({ components, name }: { components?: Record<string, unknown>; name?: unknown }) {
  const Callout = (components?.Note ?? "aside") as "aside";
  return (
    <>
      <h2 id="hello">Hello {String(name)}</h2>
      <Callout>note</Callout>
    </>
  );
}

describe("renderMdx", () => {
  it("renders a compiled document with props and components to static HTML with its outline", () => {
    const outline = renderMdx(Document, { name: "Horizon" }, { Note });
    expect(outline.html).toBe('<h2 id="hello">Hello Horizon</h2><aside class="doc-callout">note</aside>');
    expect(outline.toc).toEqual([{ id: "hello", level: 2, title: "Hello Horizon" }]);
    expect(outline.readingMinutes).toBe(1);
  });
});
