import { describe, expect, it } from "vitest";
import {
  formatAgo,
  formatDateTime,
  formatDateTimeIn,
  formatDay,
  formatShortDay,
  formatTime,
  formatTimeIn,
  formatTimeZone,
  formatWeekday,
} from "./format";

const ZONE = "Asia/Kolkata";
// 26 Nov 2026, 18:00 in Kolkata.
const NOW = Date.parse("2026-11-26T12:30:00Z");
/** The text with its no-break spaces (checked on their own below) written as plain ones. */
const spaced = (text: string) => text.replace(/\s/g, " ");
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

describe("moments in the console", () => {
  it("writes a meeting or a scheduled moment with its weekday, in the team's time zone", () => {
    expect(spaced(formatDateTime(ago(0), ZONE, NOW))).toBe("Thu 26 Nov, 6:00 pm");
    expect(spaced(formatDateTime(ago(3 * 24 * 60), ZONE, NOW))).toBe("Mon 23 Nov, 6:00 pm");
    expect(spaced(formatDateTime("2026-11-30T06:30:00Z", ZONE, NOW))).toBe("Mon 30 Nov, 12:00 pm");
  });

  it("takes the day in the team's time zone, also just after midnight there", () => {
    // 18:45 UTC on 26 Nov is 00:15 on 27 Nov in Kolkata.
    expect(spaced(formatDateTime("2026-11-26T18:45:00Z", ZONE, NOW))).toBe("Fri 27 Nov, 12:15 am");
    expect(spaced(formatDateTime("2026-11-26T18:45:00Z", "UTC", NOW))).toBe("Thu 26 Nov, 6:45 pm");
  });

  it("adds the year only outside the team's current year", () => {
    expect(spaced(formatDateTime("2025-12-31T06:30:00Z", ZONE, NOW))).toBe("Wed 31 Dec 2025, 12:00 pm");
    expect(spaced(formatDateTime("2027-01-04T06:30:00Z", ZONE, NOW))).toBe("Mon 4 Jan 2027, 12:00 pm");
    expect(spaced(formatWeekday("2025-11-30", "2026-11-26"))).toBe("Sun 30 Nov 2025");
    expect(spaced(formatWeekday("2026-11-30", "2026-11-26"))).toBe("Mon 30 Nov");
    // At 20:00 UTC on 31 Dec it is already 1 Jan 2027 in Kolkata: that day needs no year there, the day before does.
    const newYearInKolkata = Date.parse("2026-12-31T20:00:00Z");
    expect(spaced(formatDateTime("2026-12-31T19:00:00Z", ZONE, newYearInKolkata))).toBe("Fri 1 Jan, 12:30 am");
    expect(spaced(formatDateTime("2026-12-31T18:00:00Z", ZONE, newYearInKolkata))).toBe("Thu 31 Dec 2026, 11:30 pm");
  });

  it("writes September in three letters like every other month (the locale data says 'Sept')", () => {
    expect(spaced(formatDateTime("2026-09-05T08:35:00Z", ZONE, NOW))).toBe("Sat 5 Sep, 2:05 pm");
    expect(spaced(formatShortDay("2026-09-30"))).toBe("30 Sep 2026");
    expect(spaced(formatWeekday("2026-09-05", "2026-11-26"))).toBe("Sat 5 Sep");
    expect(spaced(formatWeekday("2025-09-05", "2026-11-26"))).toBe("Fri 5 Sep 2025");
  });

  it("never lets a line break inside a date or a time, only after the comma between them", () => {
    const nbsp = "\u00a0";
    const narrow = "\u202f";
    expect(formatDateTime("2026-09-29T04:51:00Z", ZONE, NOW)).toBe(`Tue${nbsp}29${nbsp}Sep, 10:21${narrow}am`);
    expect(formatDateTime("2025-09-29T04:51:00Z", ZONE, NOW)).toBe(
      `Mon${nbsp}29${nbsp}Sep${nbsp}2025, 10:21${narrow}am`,
    );
    expect(formatTime("2026-09-29T16:51:00Z", ZONE)).toBe(`10:21${narrow}pm`);
    expect(formatShortDay("2026-11-27")).toBe(`27${nbsp}Nov${nbsp}2026`);
    expect(formatWeekday("2026-11-30", "2026-11-26")).toBe(`Mon${nbsp}30${nbsp}Nov`);
    expect(formatDay("2026-11-30")).toBe(`Monday, 30${nbsp}November${nbsp}2026`);
    expect(formatDateTimeIn(ago(0), "America/New_York")).toContain(`Thu${nbsp}26${nbsp}Nov`);
  });

  it("hints how long ago within the day, and says nothing after", () => {
    expect(formatAgo(ago(0), NOW)).toBe("just now");
    expect(formatAgo(ago(12), NOW)).toBe("12 min ago");
    expect(formatAgo(ago(185), NOW)).toBe("3 h ago");
    expect(formatAgo(ago(24 * 60), NOW)).toBeNull();
    expect(formatAgo(new Date(NOW + 60_000).toISOString(), NOW)).toBeNull();
  });

  it("names a time zone as people say it, never by its database id", () => {
    const winter = new Date(NOW);
    expect(formatTimeZone(ZONE, winter)).toBe("India time (IST)");
    expect(formatTimeZone("Europe/Berlin", winter)).toBe("Germany time (CET)");
    expect(formatTimeZone("Europe/Berlin", new Date("2026-07-01T12:00:00Z"))).toBe("Germany time (CEST)");
    expect(formatTimeZone("UTC", winter)).toBe("UTC");
    expect(formatTimeZone("Asia/Singapore", winter)).toBe("Singapore time (GMT+8)");
    expect(spaced(formatTimeIn(ago(0), "Europe/Berlin"))).toMatch(/^1:30\spm in Berlin \(CET\)$/);
    expect(spaced(formatDateTimeIn(ago(0), "America/New_York"))).toMatch(
      /^Thu 26 Nov( 2026)?, 7:30 am in New York \(EST\)$/,
    );
  });
});
