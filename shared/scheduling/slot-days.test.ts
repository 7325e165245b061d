import { describe, expect, it } from "vitest";
import { formatSlotRange, formatTime } from "./slot-days.ts";

const slot = { start: "2026-11-30T06:30:00.000Z", end: "2026-11-30T07:00:00.000Z" };

describe("times as pages show them", () => {
  // A browser whose ICU writes plain spaces must render the same text as the server, or React
  // re-renders the page and drops what the visitor had picked (issue #20, item 1).
  it("use plain spaces, whatever spaces this runtime's ICU puts around the dash and before am/pm", () => {
    for (const locale of ["en-GB", "en-US", "en-IN"]) {
      expect(formatSlotRange(slot, "Asia/Kolkata", locale)).not.toMatch(/[\u2009\u202f]/);
      expect(formatTime(Date.parse(slot.start), "Europe/London", locale)).not.toMatch(/[\u2009\u202f]/);
    }
    expect(formatTime(Date.parse(slot.start), "Europe/London", "en-US")).toBe("6:30 AM");
  });
});
