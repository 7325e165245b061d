import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { KeepCompoundsTogether } from "./KeepTogether";

describe("KeepCompoundsTogether", () => {
  it("puts every hyphenated compound in a span that does not break", () => {
    const html = renderToStaticMarkup(<KeepCompoundsTogether text=": multi-channel ad management, real-time" />);
    expect(html).toMatch(
      /^: <span class="[^"]+">multi-channel<\/span> ad management, <span class="[^"]+">real-time<\/span>$/,
    );
  });

  it("leaves text without a hyphen as it is", () => {
    expect(renderToStaticMarkup(<KeepCompoundsTogether text="What makes VIVRE special" />)).toBe(
      "What makes VIVRE special",
    );
  });
});
