import { describe, expect, it } from "vitest";
import { formatRelative } from "./format";

const ZONE = "Asia/Kolkata";
// 26 Nov 2026, 18:00 in Kolkata.
const NOW = Date.parse("2026-11-26T12:30:00Z");
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

describe("relative times in lists", () => {
  it("says how long ago with the clock time, then the day", () => {
    expect(formatRelative(ago(0), ZONE, NOW)).toMatch(/^just now · 6:00\spm$/);
    expect(formatRelative(ago(12), ZONE, NOW)).toMatch(/^12 min ago · 5:48\spm$/);
    expect(formatRelative(ago(185), ZONE, NOW)).toMatch(/^3 h ago · 2:55\spm$/);
    expect(formatRelative(ago(17 * 60), ZONE, NOW)).toBe("Today, 1:00 am");
    expect(formatRelative(ago(20 * 60), ZONE, NOW)).toBe("Yesterday, 10:00 pm");
    expect(formatRelative(ago(3 * 24 * 60), ZONE, NOW)).toMatch(/^23 Nov, 6:00\spm$/);
  });
});
