import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LengthCount } from "./LengthCount";

describe("LengthCount", () => {
  it("counts the characters against the most, and marks a text that is too long", () => {
    const within = renderToStaticMarkup(<LengthCount text="Planning capacity" max={110} />);
    expect(within).toMatch(/>17 \/ 110<span class="visually-hidden"> characters<\/span><\/p>/);
    expect(within).not.toMatch(/lengthOver/);
    expect(renderToStaticMarkup(<LengthCount text={"x".repeat(111)} max={110} />)).toMatch(/lengthOver/);
  });

  it("stays out of sight until the text nears its most, when asked to", () => {
    expect(renderToStaticMarkup(<LengthCount text={"x".repeat(87)} max={110} near={0.8} />)).toBe("");
    expect(renderToStaticMarkup(<LengthCount text={"x".repeat(88)} max={110} near={0.8} />)).toContain("88 / 110");
  });
});
