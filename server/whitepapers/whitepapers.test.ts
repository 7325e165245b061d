import { describe, expect, it } from "vitest";
import { whitepapers } from "#shared/content/whitepapers.ts";
import type { Block, WhitepaperDocument } from "./document.ts";
import { whitepaperDocuments } from "./documents/index.ts";
import { renderWhitepaperPdf } from "./render-pdf.ts";

/** Every piece of text a document shows. */
function texts(doc: WhitepaperDocument): string[] {
  const blockTexts = (block: Block): string[] => {
    switch (block.kind) {
      case "paragraph":
        return [block.text];
      case "list":
        return block.items;
      case "table":
        return [block.caption, ...block.columns, ...block.rows.flat()];
      case "callout":
        return [block.title, block.text];
      case "figure": {
        const { diagram } = block;
        const parts =
          diagram.kind === "layers"
            ? diagram.layers.flatMap((layer) => [layer.title, ...layer.parts])
            : diagram.steps.flatMap((step) => [step.title, step.text]);
        return [block.caption, ...parts];
      }
    }
  };
  return [
    doc.title,
    doc.subtitle,
    doc.abstract,
    ...doc.keywords,
    ...doc.sections.flatMap((section) => [section.title, ...section.blocks.flatMap(blockTexts)]),
  ];
}

/** What the PDF standard fonts (WinAnsi encoding) can show: printable ASCII, Latin-1 and typographic punctuation. */
const WIN_ANSI = /^[\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026]*$/;

describe.each(whitepapers)("whitepaper $id", (paper) => {
  const doc = whitepaperDocuments[paper.id];

  it("matches its catalogue entry", () => {
    expect(doc.id).toBe(paper.id);
    expect(doc.title).toBe(paper.title);
    expect(doc.sections.map((section) => section.title)).toEqual(paper.chapters);
    expect(paper.fileName).toMatch(/^horizon-[a-z-]+\.pdf$/);
  });

  it("is a full document: several sections, tables and figures, substantial prose", () => {
    expect(doc.sections.length).toBeGreaterThanOrEqual(7);
    const blocks = doc.sections.flatMap((section) => section.blocks);
    expect(blocks.filter((block) => block.kind === "table").length).toBeGreaterThanOrEqual(3);
    expect(blocks.filter((block) => block.kind === "figure").length).toBeGreaterThanOrEqual(1);
    const words = texts(doc).join(" ").split(/\s+/).length;
    expect(words).toBeGreaterThan(2200);
    for (const block of blocks) {
      if (block.kind === "table") for (const row of block.rows) expect(row).toHaveLength(block.columns.length);
    }
  });

  it("uses only characters the PDF fonts can show", () => {
    for (const text of texts(doc)) expect(text).toMatch(WIN_ANSI);
  });

  it("states no figures beyond the company's own (12+ platforms, founded 2017)", () => {
    const numbers = new Set(texts(doc).flatMap((text) => text.match(/\d[\d.,]*\d|\d/g) ?? []));
    for (const number of numbers) expect(["1", "2", "3", "4", "12", "2017"]).toContain(number);
  });

  it("renders as a real multi-page PDF with a bookmark for every section", async () => {
    const pdf = await renderWhitepaperPdf(doc, { generatedAt: new Date("2026-01-01T00:00:00Z") });
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(text.match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0).toBeGreaterThanOrEqual(8);
    doc.sections.forEach((section, index) => {
      expect(text).toContain(`/Title (${index + 1}. ${section.title})`);
    });
  });
});
