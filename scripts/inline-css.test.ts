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
      '<head><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="/assets/root-abc.css"/><link rel="stylesheet" href="/assets/ui-def.css#"/></head>';
    expect(inlineStylesheets(html, read)).toBe(
      '<head><link rel="icon" href="/favicon.svg"/>' +
        '<style data-href="/assets/root-abc.css">body{margin:0}</style><link rel="stylesheet" href="/assets/root-abc.css" disabled=""/>' +
        '<style data-href="/assets/ui-def.css">.a{color:red}</style><link rel="stylesheet" href="/assets/ui-def.css#" disabled=""/></head>',
    );
  });

  it("leaves other links alone and cannot be closed early by the CSS", () => {
    expect(inlineStylesheets('<link rel="stylesheet" href="https://cdn.example/x.css"/>', read)).toBe(
      '<link rel="stylesheet" href="https://cdn.example/x.css"/>',
    );
    const hostile = inlineStylesheets(
      '<link rel="stylesheet" href="/assets/x.css"/>',
      () => 'a::after{content:"</style>"}',
    );
    expect(hostile).toContain('content:"<\\/style>"');
  });
});
