import { describe, expect, it } from "vitest";
import { keepTermsTogether } from "./no-break";

describe("keepTermsTogether", () => {
  it("joins the words of every Smart TV with a no-break space and leaves other spaces alone", () => {
    expect(keepTermsTogether("OTT apps for every Smart TV and Smart TV screen")).toBe(
      "OTT apps for every Smart\u00a0TV and Smart\u00a0TV screen",
    );
  });

  it("returns text without the terms unchanged", () => {
    expect(keepTermsTogether("Book a meeting")).toBe("Book a meeting");
  });
});
