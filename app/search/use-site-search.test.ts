import { describe, expect, it } from "vitest";
import { resultsAnnouncement, visibleOutcome } from "./use-site-search";

const outcome = {
  term: "hotel",
  total: 2,
  hits: [{ url: "/a", title: "A", section: "Products" as const, excerpt: "" }],
};

describe("search state helpers", () => {
  it("announces result counts in words", () => {
    expect(resultsAnnouncement({ status: "done", ...outcome })).toBe("2 results for “hotel”");
    expect(resultsAnnouncement({ status: "done", ...outcome, total: 1 })).toBe("1 result for “hotel”");
    expect(resultsAnnouncement({ status: "done", term: "zzz", total: 0, hits: [] })).toBe("No results for “zzz”");
    expect(resultsAnnouncement({ status: "failed", term: "x" })).toBe("Search is not available right now.");
    expect(resultsAnnouncement({ status: "idle" })).toBe("");
    expect(resultsAnnouncement({ status: "searching" })).toBe("");
  });

  it("keeps the previous results on screen while the next search runs", () => {
    expect(visibleOutcome({ status: "searching", previous: { ...outcome } })).toEqual(outcome);
    expect(visibleOutcome({ status: "done", ...outcome })).toMatchObject(outcome);
    expect(visibleOutcome({ status: "idle" })).toBeUndefined();
  });
});
