import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-css";

describe("inlineStylesheets", () => {
  const sheets: Record<string, string> = {
    "/assets/root-abc.css": "body{margin:0}\n",
    "/assets/ui-def.css": ".a{color:red}",
  };
  const read = (href: string) => sheets[href] ?? "";

  it("puts each local stylesheet inline, in order, and keeps its link disabled for hydration", () => {
    const html =
      '<head><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="/assets/root-abc.css"/><link rel="stylesheet" href="/assets/ui-def.css#"/></head><p class="a">A</p>';
    expect(inlineStylesheets(html, read)).toBe(
      '<head><link rel="icon" href="/favicon.svg"/>' +
        '<style>body{margin:0}</style><link rel="stylesheet" href="/assets/root-abc.css" disabled=""/>' +
        '<style>.a{color:red}</style><link rel="stylesheet" href="/assets/ui-def.css#" disabled=""/></head><p class="a">A</p>',
    );
  });

  it("inlines only the rules the page's markup can use; the link keeps the whole stylesheet", () => {
    const html = '<link rel="stylesheet" href="/assets/ui-def.css"/><p class="b">B</p>';
    const css = (href: string) => (href === "/assets/ui-def.css" ? ".a{color:red}.b{color:blue}" : "");
    expect(inlineStylesheets(html, css)).toBe(
      '<style>.b{color:#00f}</style><link rel="stylesheet" href="/assets/ui-def.css" disabled=""/><p class="b">B</p>',
    );
  });

  it("leaves other links alone", () => {
    const others =
      '<link rel="stylesheet" href="https://cdn.example/x.css"/><link rel="stylesheet" href="/assets/print.css" media="print"/>';
    expect(inlineStylesheets(`${others}<link rel="stylesheet" href="/assets/ui-def.css"><i class="a"></i>`, read)).toBe(
      `${others}<style>.a{color:red}</style><link rel="stylesheet" href="/assets/ui-def.css" disabled=""><i class="a"></i>`,
    );
  });

  it("cannot be closed early by the CSS", () => {
    const hostile = inlineStylesheets(
      '<link rel="stylesheet" href="/assets/x.css"/>',
      () => 'a::after{content:"</STYLE>"}',
    );
    expect(hostile).toContain('content:"<\\/STYLE>"');
  });

  it("fails loudly when React Router renders no local stylesheet link", () => {
    expect(() => inlineStylesheets('<link rel="stylesheet" href="https://cdn.example/x.css"/>', read)).toThrow(
      /React Router's HTML changed shape: expected <link rel="stylesheet".*found none.*inline-css/,
    );
  });
});
