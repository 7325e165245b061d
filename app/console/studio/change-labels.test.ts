import { describe, expect, it } from "vitest";
import { humanize, pathLabel, valueText } from "./change-labels";

describe("change labels", () => {
  it("turn keys and paths into words", () => {
    expect(humanize("heroImage")).toBe("Hero image");
    expect(humanize("seo_title")).toBe("SEO title");
    expect(humanize("seo")).toBe("SEO");
    expect(humanize("href")).toBe("Link");
    expect(humanize("cta")).toBe("Call to action");
    expect(humanize("secondaryCta")).toBe("Secondary call to action");
    expect(humanize("slug")).toBe("Key");
    expect(humanize("vivre")).toBe("VIVRE");
    expect(pathLabel("")).toBe("Whole document");
    expect(pathLabel("hero.headline")).toBe("Hero › Headline");
    expect(pathLabel("timeline.0.year")).toBe("Timeline 1 › Year");
  });

  it("write values as text", () => {
    expect(valueText(undefined)).toBe("(empty)");
    expect(valueText("A")).toBe("A");
    expect(valueText(true)).toBe("Yes");
    expect(valueText(3)).toBe("3");
    expect(valueText([])).toBe("(empty list)");
    expect(valueText({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
