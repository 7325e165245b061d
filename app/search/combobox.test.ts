import { describe, expect, it } from "vitest";
import { nextActiveIndex } from "./combobox";

describe("combobox arrow keys", () => {
  it("moves through the options and wraps at both ends", () => {
    expect(nextActiveIndex(-1, 3, "ArrowDown")).toBe(0);
    expect(nextActiveIndex(0, 3, "ArrowDown")).toBe(1);
    expect(nextActiveIndex(2, 3, "ArrowDown")).toBe(0);
    expect(nextActiveIndex(-1, 3, "ArrowUp")).toBe(2);
    expect(nextActiveIndex(0, 3, "ArrowUp")).toBe(2);
    expect(nextActiveIndex(2, 3, "ArrowUp")).toBe(1);
  });

  it("has nothing to activate without options", () => {
    expect(nextActiveIndex(-1, 0, "ArrowDown")).toBe(-1);
    expect(nextActiveIndex(-1, 0, "ArrowUp")).toBe(-1);
  });
});
