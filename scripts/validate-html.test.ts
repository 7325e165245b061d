import { describe, expect, it } from "vitest";
import {
  cssDeclarationAt,
  formatMessage,
  isContainerQueryGap,
  isCssVarFalsePositive,
  isError,
  parseVnuReport,
} from "./validate-html.ts";

const report = JSON.stringify({
  messages: [
    {
      type: "error",
      url: "file:/site/client/about/index.html",
      lastLine: 3,
      firstColumn: 10,
      message: "Element “div” not allowed as child of element “ul” in this context.",
      extract: "<ul><div>\nx</div>",
    },
    {
      type: "info",
      subType: "warning",
      url: "file:/site/client/index.html",
      message: "Trailing slash on void elements",
    },
    { type: "non-document-error", subType: "io", message: "File not found" },
  ],
});

describe("Nu Html Checker report", () => {
  it("reads the JSON report even after other output", () => {
    const messages = parseVnuReport(`Picked up JAVA_TOOL_OPTIONS\n${report}`);
    expect(messages).toHaveLength(3);
  });

  it("treats errors and non-document errors as failures, warnings as information", () => {
    expect(parseVnuReport(report).map(isError)).toEqual([true, false, true]);
  });

  it("prints the file relative to the build, the position, the message and the extract", () => {
    const [error] = parseVnuReport(report);
    expect(formatMessage(error!, "/site/client")).toBe(
      "about/index.html:3:10: Element “div” not allowed as child of element “ul” in this context.\n      <ul><div> x</div>",
    );
  });

  it("fails clearly when there is no report", () => {
    expect(() => parseVnuReport("Error: Unable to access jarfile")).toThrow(/no JSON report/);
  });
});

describe("CSS messages the checker gets wrong", () => {
  const css =
    "<style>.a{width:100%;max-width:calc(780px + 2 * var(--pad))}.b{max-width:calc(10px + 2em * 3px)}</style>";
  const typeError = (column: number) => ({
    type: "error",
    lastLine: 1,
    lastColumn: column,
    message: "CSS: “max-width”: The types are incompatible.",
  });

  it("finds the declaration a position points into", () => {
    const end = css.indexOf("))}") + 2;
    expect(cssDeclarationAt(`<p>\n${css}`, 2, end)).toBe("max-width:calc(780px + 2 * var(--pad))");
  });

  it("drops type errors on declarations that use var() and keeps the others", () => {
    expect(isCssVarFalsePositive(typeError(css.indexOf("))}") + 2), css)).toBe(true);
    expect(isCssVarFalsePositive(typeError(css.indexOf("3px)") + 4), css)).toBe(false);
    expect(isCssVarFalsePositive({ ...typeError(css.indexOf("))}") + 2), message: "Bad value" }, css)).toBe(false);
  });
});

describe("container queries the checker does not know", () => {
  const message = (text: string) => ({ type: "error", message: text });
  it("drops only the checker's messages about @container and container-type", () => {
    expect(isContainerQueryGap(message("CSS: Unrecognized at-rule “@container”"))).toBe(true);
    expect(isContainerQueryGap(message("CSS: “container-type”: Property “container-type” doesn't exist."))).toBe(true);
    expect(isContainerQueryGap(message("CSS: Unrecognized at-rule “@contain”"))).toBe(false);
    expect(isContainerQueryGap(message("CSS: “colour”: Property “colour” doesn't exist."))).toBe(false);
  });
});
