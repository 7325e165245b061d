import { describe, expect, it } from "vitest";
import { CSV_COLUMNS, type LeadRecord, leadsToCsv, writeTimesInZone } from "./export.ts";

function record(values: Partial<LeadRecord>): LeadRecord {
  return { ...(Object.fromEntries(CSV_COLUMNS.map((column) => [column, ""])) as LeadRecord), ...values };
}

describe("the lead CSV's times", () => {
  it("writes a meeting's start and end in the team's time zone with the offset, like the time it was received", () => {
    const booking = record({
      type: "booking",
      received_at: "2026-11-20T04:00:00.000Z",
      meeting_start: "2026-11-27T09:00:00.000Z",
      meeting_end: "2026-11-27T09:30:00.000Z",
      visitor_time_zone: "Europe/London",
    });
    writeTimesInZone(booking, "Asia/Kolkata");
    expect(booking).toMatchObject({
      received_at: "2026-11-20T09:30:00+05:30",
      meeting_start: "2026-11-27T14:30:00+05:30",
      meeting_end: "2026-11-27T15:00:00+05:30",
      // A zone's name is not a time: left as it is.
      visitor_time_zone: "Europe/London",
    });
    const [header, row] = leadsToCsv([booking]).split("\r\n");
    expect(header).toContain('"meeting_start","meeting_end"');
    expect(row).toContain('"2026-11-27T14:30:00+05:30","2026-11-27T15:00:00+05:30"');
  });

  it("follows the zone's daylight saving, and leaves the cells a lead has no time for empty", () => {
    const request = record({ type: "meeting", received_at: "2026-07-01T12:00:00.000Z" });
    writeTimesInZone(request, "Europe/London");
    expect(request).toMatchObject({ received_at: "2026-07-01T13:00:00+01:00", meeting_start: "", meeting_end: "" });
    const winter = record({ received_at: "2026-12-01T12:00:00.000Z", consent_recorded_at: "2026-12-01T12:00:05.000Z" });
    writeTimesInZone(winter, "Europe/London");
    expect(winter).toMatchObject({
      received_at: "2026-12-01T12:00:00+00:00",
      consent_recorded_at: "2026-12-01T12:00:05+00:00",
    });
  });
});
