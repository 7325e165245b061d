import { describe, expect, it } from "vitest";
import { searchPageUrl } from "./search-url";

describe("search page URL", () => {
  it("carries the trimmed query, encoded", () => {
    expect(searchPageUrl("  hotel ")).toBe("/search?q=hotel");
    expect(searchPageUrl("S.A.R.A & Tizen")).toBe("/search?q=S.A.R.A+%26+Tizen");
  });

  it("is the bare page without a query", () => {
    expect(searchPageUrl("   ")).toBe("/search");
  });
});
