import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DueBadge, isDue } from "./LeadBadges";

const text = (markup: string) => markup.replace(/<[^>]+>/g, "").replace(/\u00a0/g, " ");

describe("DueBadge", () => {
  it("flags an overdue step in red with its day in words", () => {
    const yesterday = renderToStaticMarkup(<DueBadge on="2026-11-27" today="2026-11-28" />);
    expect(text(yesterday)).toBe("Due yesterday");
    expect(yesterday).toMatch(/badgeDanger/);
    expect(text(renderToStaticMarkup(<DueBadge on="2026-11-23" today="2026-11-28" />))).toMatch(/^Due on Mon 23 Nov$/);
  });

  it("flags a step due today in amber", () => {
    const today = renderToStaticMarkup(<DueBadge on="2026-11-28" today="2026-11-28" />);
    expect(text(today)).toBe("Due today");
    expect(today).toMatch(/badgeWarning/);
  });

  it("counts a step as due from its day on, not before", () => {
    expect(isDue("2026-11-27", "2026-11-28")).toBe(true);
    expect(isDue("2026-11-28", "2026-11-28")).toBe(true);
    expect(isDue("2026-11-29", "2026-11-28")).toBe(false);
  });
});
