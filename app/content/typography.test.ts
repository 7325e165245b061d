/**
 * Articles and legal pages are set with typographic quotes and apostrophes (“as is”, the viewer’s),
 * never the typewriter ' and ". Only the prose is checked: JSX tags, their attributes and {expressions}
 * are code, where straight quotes belong.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const FOLDERS = ["articles", "legal"];

/** The MDX text a visitor reads, with tags and expressions blanked out so line numbers stay true. */
function proseOf(mdx: string): string {
  let prose = "";
  let braces = 0;
  let inTag = false;
  let attributeQuote: string | null = null;
  for (let index = 0; index < mdx.length; index++) {
    const char = mdx[index] ?? "";
    const code = braces > 0 || inTag;
    if (braces > 0) {
      if (char === "{") braces++;
      else if (char === "}") braces--;
    } else if (inTag) {
      if (attributeQuote) {
        if (char === attributeQuote) attributeQuote = null;
      } else if (char === '"' || char === "'") attributeQuote = char;
      else if (char === "{") braces = 1;
      else if (char === ">") inTag = false;
    } else if (char === "{") braces = 1;
    else if (char === "<" && /[A-Za-z/>]/.test(mdx[index + 1] ?? "")) inTag = true;
    const blanked = code || braces > 0 || inTag;
    prose += blanked && char !== "\n" ? " " : char;
  }
  return prose;
}

describe("typographic quotes", () => {
  it("keeps JSX and expressions out of the prose it checks", () => {
    const prose = proseOf(`<Callout title="Keep">It’s {a ? "x" : 'y'} <a href="/b">fine</a></Callout>`);
    expect(prose).not.toMatch(/["']/);
    expect(prose).toContain("It’s");
    expect(proseOf(`a "quoted" word`)).toContain('"quoted"');
  });

  for (const folder of FOLDERS) {
    const directory = path.join(import.meta.dirname, folder);
    for (const file of readdirSync(directory).filter((name) => name.endsWith(".mdx"))) {
      it(`${folder}/${file} uses curly quotes and apostrophes`, () => {
        const lines = proseOf(readFileSync(path.join(directory, file), "utf8")).split("\n");
        const straight = lines.flatMap((line, index) =>
          /["']/.test(line) ? [`${index + 1}: ${line.trim().slice(0, 80)}`] : [],
        );
        expect(straight).toEqual([]);
      });
    }
  }
});
