import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LengthCount } from "./LengthCount";
import { lengthHint } from "./length-hint";

describe("LengthCount", () => {
  it("counts the characters against the most, and marks a text that is too long", () => {
    const within = renderToStaticMarkup(<LengthCount text="Planning capacity" max={110} />);
    expect(within).toMatch(/>17 \/ 110<span class="visually-hidden"> characters<\/span><\/p>/);
    expect(within).not.toMatch(/lengthOver/);
    expect(renderToStaticMarkup(<LengthCount text={"x".repeat(111)} max={110} />)).toMatch(/lengthOver/);
  });

  it("stays out of sight until the text nears its most, when asked to (a list's compact lines)", () => {
    expect(renderToStaticMarkup(<LengthCount text={"x".repeat(87)} max={110} near={0.8} />)).toBe("");
    expect(renderToStaticMarkup(<LengthCount text={"x".repeat(88)} max={110} near={0.8} />)).toContain("88 / 110");
  });

  it("says a field's limits in words, leaving a least of one or two characters unsaid", () => {
    expect(lengthHint(20, 110)).toBe("20 to 110 characters.");
    expect(lengthHint(2, 60)).toBe("Up to 60 characters.");
    expect(lengthHint(undefined, 40)).toBe("Up to 40 characters.");
    expect(lengthHint(30, undefined)).toBe("At least 30 characters.");
    expect(lengthHint(undefined, undefined)).toBe("");
  });
});
