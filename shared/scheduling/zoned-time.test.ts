import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  instantOfWallTime,
  isoDateInZone,
  isoWeekday,
  isValidTimeZone,
  parseClockTime,
  parseIsoDate,
  startOfDayInZone,
  zoneOffsetMinutes,
} from "#shared/scheduling/zoned-time.ts";

const at = (iso: string) => Date.parse(iso);

describe("zoned time", () => {
  it("knows zone offsets, including DST", () => {
    expect(zoneOffsetMinutes(at("2027-01-15T12:00:00Z"), "Asia/Kolkata")).toBe(330);
    expect(zoneOffsetMinutes(at("2027-01-15T12:00:00Z"), "America/New_York")).toBe(-300);
    expect(zoneOffsetMinutes(at("2027-07-15T12:00:00Z"), "America/New_York")).toBe(-240);
    expect(zoneOffsetMinutes(at("2027-07-15T12:00:00Z"), "Europe/London")).toBe(60);
    expect(zoneOffsetMinutes(at("2027-07-15T12:00:00Z"), "Asia/Kathmandu")).toBe(345);
  });

  it("maps wall times to instants, with null for skipped times and the earlier instant for repeated ones", () => {
    const wall = { year: 2027, month: 3, day: 14, hour: 2, minute: 30 };
    expect(instantOfWallTime(wall, "America/New_York")).toBeNull();
    expect(instantOfWallTime({ ...wall, hour: 3 }, "America/New_York")).toBe(at("2027-03-14T07:30:00Z"));
    expect(instantOfWallTime({ year: 2027, month: 11, day: 7, hour: 1, minute: 30 }, "America/New_York")).toBe(
      at("2027-11-07T05:30:00Z"),
    );
    expect(instantOfWallTime({ year: 2026, month: 11, day: 24, hour: 10, minute: 0 }, "Asia/Kolkata")).toBe(
      at("2026-11-24T04:30:00Z"),
    );
  });

  it("finds calendar days and their starts", () => {
    expect(isoDateInZone(at("2026-11-24T20:00:00Z"), "Asia/Kolkata")).toBe("2026-11-25");
    expect(isoDateInZone(at("2026-11-24T03:00:00Z"), "America/New_York")).toBe("2026-11-23");
    expect(startOfDayInZone("2026-11-25", "Asia/Kolkata")).toBe(at("2026-11-24T18:30:00Z"));
    // São Paulo skipped midnight on 4 November 2018: the day began at 01:00.
    expect(startOfDayInZone("2018-11-04", "America/Sao_Paulo")).toBe(at("2018-11-04T03:00:00Z"));
  });

  it("does calendar arithmetic on ISO dates", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(isoWeekday("2026-11-23")).toBe(1);
    expect(isoWeekday("2026-11-29")).toBe(7);
    expect(daysBetween("2026-11-23", "2026-12-23")).toBe(30);
    expect(parseIsoDate("2027-02-29")).toBeNull();
    expect(parseIsoDate("2026-1-01")).toBeNull();
    expect(parseClockTime("10:00")).toBe(600);
    expect(parseClockTime("24:00")).toBe(1440);
    expect(parseClockTime("25:00")).toBeNull();
    expect(parseClockTime("9:00")).toBeNull();
  });

  it("validates zone names", () => {
    expect(isValidTimeZone("Asia/Kolkata")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });
});
