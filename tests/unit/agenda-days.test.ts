/** The agenda folds each run of empty days into one line; days with meetings or time off stay, an empty today alone. */
import { describe, expect, it } from "vitest";
import { type AgendaBooking, type AgendaDay, foldEmptyDays, type TimeOffPeriod } from "#shared/console/bookings.ts";

const day = (date: string, bookings = 0, timeOff = 0): AgendaDay => ({
  date,
  bookings: Array.from({ length: bookings }, () => ({}) as AgendaBooking),
  timeOff: Array.from({ length: timeOff }, () => ({}) as TimeOffPeriod),
});

describe("foldEmptyDays", () => {
  it("folds runs of empty days and keeps meetings and time off", () => {
    const entries = foldEmptyDays(
      [
        day("2026-11-26"),
        day("2026-11-27", 1),
        day("2026-11-28"),
        day("2026-11-29"),
        day("2026-11-30"),
        day("2026-12-01", 0, 1),
        day("2026-12-02"),
      ],
      "2026-11-26",
    );
    expect(entries.map((entry) => ("empty" in entry ? entry.empty : entry.day.date))).toEqual([
      { from: "2026-11-26", to: "2026-11-26" },
      "2026-11-27",
      { from: "2026-11-28", to: "2026-11-30" },
      "2026-12-01",
      { from: "2026-12-02", to: "2026-12-02" },
    ]);
  });

  it("keeps an empty today as a one-line entry of its own, apart from the empty days around it", () => {
    const entries = foldEmptyDays(
      [day("2026-11-26"), day("2026-11-27"), day("2026-11-28"), day("2026-11-29"), day("2026-11-30", 1)],
      "2026-11-27",
    );
    expect(entries.map((entry) => ("empty" in entry ? entry.empty : entry.day.date))).toEqual([
      { from: "2026-11-26", to: "2026-11-26" },
      { from: "2026-11-27", to: "2026-11-27" },
      { from: "2026-11-28", to: "2026-11-29" },
      "2026-11-30",
    ]);
  });
});
