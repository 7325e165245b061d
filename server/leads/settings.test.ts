import { describe, expect, it } from "vitest";
import { defaultLeadSettings, readLeadSettings } from "./settings.ts";

describe("readLeadSettings", () => {
  it("uses the defaults without configuration", () => {
    expect(readLeadSettings({})).toEqual(defaultLeadSettings);
  });

  it("reads the minimum fill time and rate limits", () => {
    const settings = readLeadSettings({
      LEADS_MIN_FILL_MS: "0",
      LEADS_WHITEPAPER_RATE_LIMIT: "5/60",
      LEADS_MEETING_RATE_LIMIT: " 20 / 3600 ",
    });
    expect(settings.minFillMs).toBe(0);
    expect(settings.whitepaperRateLimit).toEqual({ limit: 5, windowMs: 60_000 });
    expect(settings.meetingRateLimit).toEqual({ limit: 20, windowMs: 3_600_000 });
  });

  it("ignores malformed values", () => {
    const settings = readLeadSettings({
      LEADS_MIN_FILL_MS: "-5",
      LEADS_WHITEPAPER_RATE_LIMIT: "lots",
      LEADS_MEETING_RATE_LIMIT: "0/10",
    });
    expect(settings).toEqual(defaultLeadSettings);
  });
});
