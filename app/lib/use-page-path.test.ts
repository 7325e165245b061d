import { describe, expect, it } from "vitest";
import { canonicalPagePath } from "./use-page-path";

describe("canonicalPagePath", () => {
  it("drops trailing slashes and keeps the root", () => {
    expect(canonicalPagePath("/customers/")).toBe("/customers");
    expect(canonicalPagePath("/product/sara//")).toBe("/product/sara");
    expect(canonicalPagePath("/customers")).toBe("/customers");
    expect(canonicalPagePath("/")).toBe("/");
  });
});
