import { describe, expect, it } from "vitest";
import { formatNearDateTime, formatNearDay, formatNearDayInSentence } from "./near-days";

const ZONE = "Asia/Kolkata";
// 26 Nov 2026, 18:00 in Kolkata.
const NOW = Date.parse("2026-11-26T12:30:00Z");
/** The text with its no-break spaces (format.test.ts checks those) written as plain ones. */
const spaced = (text: string) => text.replace(/\s/g, " ");

describe("days near today", () => {
  it("names today, tomorrow and yesterday, and any other day by its weekday (its year only outside this one)", () => {
    expect(spaced(formatNearDay("2026-11-27", "2026-11-27"))).toBe("Today");
    expect(spaced(formatNearDay("2026-11-28", "2026-11-27"))).toBe("Tomorrow");
    expect(spaced(formatNearDay("2026-11-26", "2026-11-27"))).toBe("Yesterday");
    expect(spaced(formatNearDay("2026-11-30", "2026-11-27"))).toBe("Mon 30 Nov");
    expect(spaced(formatNearDay("2026-11-21", "2026-11-27"))).toBe("Sat 21 Nov");
    expect(spaced(formatNearDay("2026-12-04", "2026-11-27"))).toBe("Fri 4 Dec");
    expect(spaced(formatNearDay("2026-11-20", "2026-11-27"))).toBe("Fri 20 Nov");
    expect(spaced(formatNearDay("2027-01-04", "2026-11-27"))).toBe("Mon 4 Jan 2027");
  });

  it("writes them inside a sentence, and with a time", () => {
    expect(spaced(formatNearDayInSentence("2026-11-27", "2026-11-27"))).toBe("today");
    expect(spaced(formatNearDayInSentence("2026-11-30", "2026-11-27"))).toBe("on Mon 30 Nov");
    expect(spaced(formatNearDateTime("2026-11-26T12:30:00Z", ZONE, NOW))).toMatch(/^Today, 6:00\spm$/);
    expect(spaced(formatNearDateTime("2026-11-30T06:30:00Z", ZONE, NOW))).toMatch(/^Mon 30 Nov, 12:00\spm$/);
    // Past midnight in Kolkata (18:45 UTC) is the next day there.
    expect(spaced(formatNearDateTime("2026-11-26T18:45:00Z", ZONE, NOW))).toMatch(/^Tomorrow, 12:15\sam$/);
  });

  it("writes a recent event relative to the team's today, then with its weekday", () => {
    expect(spaced(formatNearDateTime("2026-11-25T10:40:00Z", ZONE, NOW))).toBe("Yesterday, 4:10 pm");
    expect(spaced(formatNearDateTime("2026-11-23T19:58:00Z", ZONE, NOW))).toBe("Tue 24 Nov, 1:28 am");
    expect(spaced(formatNearDateTime("2025-11-26T19:58:00Z", ZONE, NOW))).toBe("Thu 27 Nov 2025, 1:28 am");
    // Just before midnight in Kolkata (18:29 UTC): still today there; a minute after midnight, yesterday's event.
    const justAfterMidnight = Date.parse("2026-11-26T18:31:00Z");
    expect(spaced(formatNearDateTime("2026-11-26T18:29:00Z", ZONE, justAfterMidnight))).toBe("Yesterday, 11:59 pm");
    expect(spaced(formatNearDateTime("2026-11-26T18:30:00Z", ZONE, justAfterMidnight))).toBe("Today, 12:00 am");
  });
});
