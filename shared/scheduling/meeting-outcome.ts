/** Whether a meeting that has ended took place, as the team marks it ("meeting held" in analytics counts `held`). */
export const MEETING_OUTCOMES = ["held", "no-show"] as const;
export type MeetingOutcome = (typeof MEETING_OUTCOMES)[number];

export const MEETING_OUTCOME_LABELS: Record<MeetingOutcome, string> = { held: "Held", "no-show": "No-show" };

/** Where a meeting stands, as every console page names it: a meeting that is over never reads as upcoming. */
export type MeetingState = "upcoming" | "cancelled" | "awaiting-outcome" | MeetingOutcome;

export const MEETING_STATE_LABELS: Record<MeetingState, string> = {
  upcoming: "Confirmed",
  cancelled: "Cancelled",
  "awaiting-outcome": "Ended — mark held or no-show",
  held: "Held",
  "no-show": "No-show",
};

export function meetingState(
  meeting: { status: string; end: string; outcome: MeetingOutcome | null },
  now: number,
): MeetingState {
  if (meeting.status === "cancelled") return "cancelled";
  if (meeting.outcome) return meeting.outcome;
  return Date.parse(meeting.end) <= now ? "awaiting-outcome" : "upcoming";
}
