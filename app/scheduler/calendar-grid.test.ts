import { describe, expect, it } from "vitest";
import { addMonths, monthGrid, moveByKey } from "./calendar-grid";

describe("monthGrid", () => {
  it("lays a month out in Monday-first weeks", () => {
    const weeks = monthGrid("2026-11"); // 1 Nov 2026 is a Sunday
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(weeks.at(-1)).toEqual(["2026-11-30", null, null, null, null, null, null]);
    expect(weeks).toHaveLength(6);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it("handles leap years", () => {
    expect(monthGrid("2028-02").flat().filter(Boolean).at(-1)).toBe("2028-02-29");
  });
});

describe("moveByKey", () => {
  const range = { min: "2026-11-22", max: "2026-12-22" };

  it.each([
    ["ArrowRight", false, "2026-11-25"],
    ["ArrowLeft", false, "2026-11-23"],
    ["ArrowDown", false, "2026-12-01"],
    ["ArrowUp", false, "2026-11-22"], // clamped to today
    ["Home", false, "2026-11-23"],
    ["End", false, "2026-11-29"],
    ["PageDown", false, "2026-12-22"], // 24 Dec clamped to the last bookable day
    ["PageUp", false, "2026-11-22"],
    ["PageDown", true, "2026-12-22"],
  ])("%s (shift %s) from Tuesday 24 Nov → %s", (key, shiftKey, expected) => {
    expect(moveByKey("2026-11-24", key, { shiftKey, ...range })).toBe(expected);
  });

  it("ignores other keys", () => {
    expect(moveByKey("2026-11-24", "a", range)).toBeNull();
    expect(moveByKey("2026-11-24", "Enter", range)).toBeNull();
  });

  it("keeps the day of month when paging, clamped to the month's length", () => {
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
    expect(addMonths("2027-01-15", -1)).toBe("2026-12-15");
    expect(addMonths("2026-03-31", -13)).toBe("2025-02-28");
  });
});
