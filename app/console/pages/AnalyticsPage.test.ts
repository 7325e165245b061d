import { describe, expect, it } from "vitest";
import { submissionsMadeOf } from "./AnalyticsPage";

describe("submissionsMadeOf", () => {
  it("names every part of the submissions' total, so the goals reconcile with it", () => {
    expect(submissionsMadeOf(13, { whitepaper: 5, meeting: 4, booked: 4, held: 1 })).toBe(
      "13 submissions: 5 whitepaper requests, 4 meeting requests and 4 meetings booked. Meetings held are counted among those booked.",
    );
    expect(submissionsMadeOf(1, { whitepaper: 0, meeting: 1, booked: 0, held: 0 })).toBe(
      "1 submission: 1 meeting request.",
    );
    expect(submissionsMadeOf(0, { whitepaper: 0, meeting: 0, booked: 0, held: 0 })).toBe(
      "No submissions in this period.",
    );
  });
});
