import { describe, expect, it } from "vitest";
import { cssForPage, pageUsageOf } from "./page-css";

const usage = (html: string) => pageUsageOf(html);

describe("pageUsageOf", () => {
  it("collects every class of the markup and the characters that draw glyphs", () => {
    const page = usage('<p class="a  b"><span class="c">Caf&#233; “x”</span></p>\n\t');
    expect([...page.classes].sort()).toEqual(["a", "b", "c"]);
    expect(page.codePoints.has(0xe9)).toBe(true);
    expect(page.codePoints.has(0x201c)).toBe(true);
    expect(page.codePoints.has(0x0a)).toBe(false);
  });

  it("counts the characters of CSS escapes (content strings)", () => {
    expect(usage('a::after{content:"\\2192"}').codePoints.has(0x2192)).toBe(true);
  });
});

describe("cssForPage", () => {
  const page = usage('<main class="shown"><p class="text">Hello</p></main>');

  it("keeps rules whose classes are all in the markup, and element and attribute rules", () => {
    expect(cssForPage("p{margin:0}.shown .text{color:red}[hidden]{display:none}", page)).toBe(
      "p{margin:0}.shown .text{color:red}[hidden]{display:none}",
    );
  });

  it("drops a rule none of whose selectors can match, and an at-rule left empty", () => {
    expect(
      cssForPage(".absent{color:red}@media (width>=800px){.absent .text{color:blue}}.text{color:green}", page),
    ).toBe(".text{color:green}");
  });

  it("keeps a rule whole when one of its selectors can match", () => {
    expect(cssForPage(".absent,.text{color:red}", page)).toBe(".absent,.text{color:red}");
  });

  it("keeps states and pseudo-classes of present classes, and :not() of an absent one", () => {
    const css = ".text:hover{color:red}.shown[data-open=true]{color:#00f}.text:not(.absent){color:green}";
    expect(cssForPage(css, page)).toBe(css);
  });

  it("keeps a font face only when the page has a character in its range", () => {
    const faces =
      "@font-face{font-family:F;src:url(/latin.woff2);unicode-range:U+20-7E}" +
      "@font-face{font-family:F;src:url(/greek.woff2);unicode-range:U+370-3FF}" +
      "@font-face{font-family:G;src:local(Arial)}";
    const kept = cssForPage(faces, page);
    expect(kept).toContain("latin.woff2");
    expect(kept).not.toContain("greek.woff2");
    expect(kept).toContain("local(Arial)");
    expect(cssForPage(faces, usage("<p>Ωμέγα</p>"))).toContain("greek.woff2");
  });

  it("keeps keyframes and custom properties as they are", () => {
    const css = ":root{--gap:1rem}@keyframes spin{to{transform:rotate(1turn)}}";
    expect(cssForPage(css, page)).toBe(css);
  });
});
