import { describe, expect, it } from "vitest";
import { defaultSchedulingConfig } from "#shared/scheduling/availability-rules.ts";
import { parseHolidays, parseWorkingDays, readSchedulingConfig } from "./availability.ts";

describe("readSchedulingConfig", () => {
  it("uses the defaults without variables", () => {
    expect(readSchedulingConfig({})).toEqual(defaultSchedulingConfig);
    expect(defaultSchedulingConfig).toMatchObject({
      teamTimeZone: "Asia/Kolkata",
      workingDays: [1, 2, 3, 4, 5],
      dayStart: "10:00",
      dayEnd: "18:00",
      slotMinutes: 30,
      horizonDays: 30,
      minimumNoticeHours: 12,
    });
  });

  it("applies every override", () => {
    const config = readSchedulingConfig({
      SCHEDULING_TIME_ZONE: "Europe/London",
      SCHEDULING_WORKING_DAYS: "mon-wed,fri",
      SCHEDULING_HOURS: "09:30-17:00",
      SCHEDULING_SLOT_MINUTES: "45",
      SCHEDULING_BUFFER_MINUTES: "15",
      SCHEDULING_HORIZON_DAYS: "14",
      SCHEDULING_MIN_NOTICE_HOURS: "24",
      SCHEDULING_HOLIDAYS: "2027-01-01=New Year's Day, 2027-04-02",
      SCHEDULING_MEETING_TITLE: "Demo call",
    });
    expect(config).toEqual({
      teamTimeZone: "Europe/London",
      workingDays: [1, 2, 3, 5],
      dayStart: "09:30",
      dayEnd: "17:00",
      slotMinutes: 45,
      bufferMinutes: 15,
      horizonDays: 14,
      minimumNoticeHours: 24,
      holidays: [
        { date: "2027-01-01", name: "New Year's Day" },
        { date: "2027-04-02", name: "Holiday" },
      ],
      meetingTitle: "Demo call",
    });
  });

  it("ignores empty variables and accepts 'none' for holidays", () => {
    expect(readSchedulingConfig({ SCHEDULING_TIME_ZONE: " " }).teamTimeZone).toBe("Asia/Kolkata");
    expect(readSchedulingConfig({ SCHEDULING_HOLIDAYS: "none" }).holidays).toEqual([]);
  });

  it.each([
    ["SCHEDULING_TIME_ZONE", "India"],
    ["SCHEDULING_WORKING_DAYS", "fri-mon"],
    ["SCHEDULING_WORKING_DAYS", "8"],
    ["SCHEDULING_HOURS", "18:00-10:00"],
    ["SCHEDULING_HOURS", "10-18"],
    ["SCHEDULING_SLOT_MINUTES", "half an hour"],
    ["SCHEDULING_SLOT_MINUTES", "0"],
    ["SCHEDULING_BUFFER_MINUTES", "-5"],
    ["SCHEDULING_HORIZON_DAYS", "1.5"],
    ["SCHEDULING_MIN_NOTICE_HOURS", "x"],
    ["SCHEDULING_HOLIDAYS", "2027-02-30"],
  ])("rejects %s=%s naming the variable", (name, value) => {
    expect(() => readSchedulingConfig({ [name]: value })).toThrow(name);
  });

  it("rejects a meeting longer than the working day", () => {
    expect(() => readSchedulingConfig({ SCHEDULING_HOURS: "10:00-10:20" })).toThrow(/does not fit/);
  });

  it("parses day lists and holiday lists", () => {
    expect(parseWorkingDays("1-5")).toEqual([1, 2, 3, 4, 5]);
    expect(parseWorkingDays("sun,Saturday")).toEqual([6, 7]);
    expect(parseHolidays("2027-08-15=Independence Day")).toEqual([{ date: "2027-08-15", name: "Independence Day" }]);
  });
});
