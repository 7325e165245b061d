/** The reschedule picker's days: working weeks with no unexplained hole. */
import { describe, expect, it } from "vitest";
import { pickerWeeks } from "./picker-days";

describe("pickerWeeks", () => {
  it("keeps a working day without free times as a closed cell and ends on the last week's last working day", () => {
    // Mon 30 Nov 2026 to Thu 24 Dec 2026, weekdays only, Fri 25 Dec closed.
    const free = ["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-21", "2026-12-24"];
    const weeks = pickerWeeks(free);
    expect(weeks.columns).toBe(5);
    expect(weeks.firstColumn).toBe(1);
    expect(weeks.days.at(-1)).toEqual({ date: "2026-12-25", open: false });
    expect(weeks.days.filter((day) => day.open).map((day) => day.date)).toEqual(free);
    // Every week in between, Monday to Friday: four weeks of five cells, no weekend.
    expect(weeks.days).toHaveLength(20);
    expect(weeks.days.find((day) => day.date === "2026-12-05")).toBeUndefined();
    expect(weeks.days.find((day) => day.date === "2026-12-22")).toEqual({ date: "2026-12-22", open: false });
  });

  it("starts the first day under its weekday", () => {
    const weeks = pickerWeeks(["2026-12-02", "2026-12-03", "2026-12-07", "2026-12-08"]);
    // Free on Mon, Tue, Wed, Thu: four columns, Wednesday the third.
    expect(weeks.columns).toBe(4);
    expect(weeks.firstColumn).toBe(3);
    // Its last week runs to its last working day (Thursday), the days after the last free one closed.
    expect(weeks.days.map((day) => [day.date, day.open])).toEqual([
      ["2026-12-02", true],
      ["2026-12-03", true],
      ["2026-12-07", true],
      ["2026-12-08", true],
      ["2026-12-09", false],
      ["2026-12-10", false],
    ]);
  });

  it("has no days without free times", () => {
    expect(pickerWeeks([])).toEqual({ columns: 0, firstColumn: 1, days: [] });
  });
});
