import { describe, expect, it } from "vitest";
import { withFullStop } from "./full-stop";

describe("withFullStop", () => {
  it("adds a full stop only when the text does not end with one", () => {
    expect(withFullStop("Horizon Technologies Pvt. Ltd.")).toBe("Horizon Technologies Pvt. Ltd.");
    expect(withFullStop("Horizon Technologies LLP")).toBe("Horizon Technologies LLP.");
  });
});
