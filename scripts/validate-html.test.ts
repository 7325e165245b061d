import { describe, expect, it } from "vitest";
import { formatMessage, isError, parseVnuReport } from "./validate-html.ts";

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
