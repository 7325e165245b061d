import { describe, expect, it } from "vitest";
import { MEETING_STATE_LABELS, meetingState } from "./meeting-outcome.ts";

const NOW = Date.parse("2026-11-26T12:00:00Z");
const meeting = (end: string, extra: { status?: string; outcome?: "held" | "no-show" | null } = {}) => ({
  status: "confirmed",
  outcome: null,
  end,
  ...extra,
});

describe("where a meeting stands", () => {
  it("is confirmed only while it has not ended", () => {
    expect(meetingState(meeting("2026-11-26T12:30:00Z"), NOW)).toBe("upcoming");
    expect(meetingState(meeting("2026-11-26T12:00:00Z"), NOW)).toBe("awaiting-outcome");
    expect(MEETING_STATE_LABELS["awaiting-outcome"]).toBe("Ended — mark held or no-show");
  });

  it("says the outcome once recorded, and a cancellation whatever the time", () => {
    expect(meetingState(meeting("2026-11-25T12:00:00Z", { outcome: "no-show" }), NOW)).toBe("no-show");
    expect(meetingState(meeting("2026-11-25T12:00:00Z", { status: "cancelled" }), NOW)).toBe("cancelled");
    expect(meetingState(meeting("2026-11-27T12:00:00Z", { status: "cancelled" }), NOW)).toBe("cancelled");
  });
});
