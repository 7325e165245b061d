/** Whether a meeting that has ended took place, as the team marks it ("meeting held" in analytics counts `held`). */
export const MEETING_OUTCOMES = ["held", "no-show"] as const;
export type MeetingOutcome = (typeof MEETING_OUTCOMES)[number];

export const MEETING_OUTCOME_LABELS: Record<MeetingOutcome, string> = { held: "Held", "no-show": "No-show" };
