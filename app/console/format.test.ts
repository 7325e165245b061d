import { describe, expect, it } from "vitest";
import {
  formatAgo,
  formatDate,
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
  it("writes every moment the same way, in the team's time zone", () => {
    expect(spaced(formatDateTime(ago(0), ZONE))).toMatch(/^26 Nov 2026, 6:00\spm$/);
    expect(spaced(formatDateTime(ago(3 * 24 * 60), ZONE))).toMatch(/^23 Nov 2026, 6:00\spm$/);
  });

  it("writes September in three letters like every other month (the locale data says 'Sept')", () => {
    expect(spaced(formatDateTime("2026-09-05T08:35:00Z", ZONE))).toMatch(/^5 Sep 2026, 2:05\spm$/);
    expect(spaced(formatDate("2026-09-05T08:35:00Z", ZONE))).toBe("5 Sep 2026");
    expect(spaced(formatShortDay("2026-09-30"))).toBe("30 Sep 2026");
    expect(spaced(formatWeekday("2026-09-05"))).toBe("Sat 5 Sep");
  });

  it("never lets a line break inside a date or a time, only after the comma between them", () => {
    const nbsp = "\u00a0";
    const narrow = "\u202f";
    expect(formatDateTime("2026-09-29T04:51:00Z", ZONE)).toBe(`29${nbsp}Sep${nbsp}2026, 10:21${narrow}am`);
    expect(formatDate("2026-09-29T04:51:00Z", ZONE)).toBe(`29${nbsp}Sep${nbsp}2026`);
    expect(formatTime("2026-09-29T16:51:00Z", ZONE)).toBe(`10:21${narrow}pm`);
    expect(formatShortDay("2026-11-27")).toBe(`27${nbsp}Nov${nbsp}2026`);
    expect(formatWeekday("2026-11-30")).toBe(`Mon${nbsp}30${nbsp}Nov`);
    expect(formatDay("2026-11-30")).toBe(`Monday, 30${nbsp}November${nbsp}2026`);
    expect(formatDateTimeIn(ago(0), "America/New_York")).toContain(`26${nbsp}Nov${nbsp}2026, 7:30${narrow}am`);
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
    expect(spaced(formatDateTimeIn(ago(0), "America/New_York"))).toMatch(/^26 Nov 2026, 7:30\sam in New York \(EST\)$/);
  });
});
