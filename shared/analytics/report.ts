/** What the console's Analytics page shows (server/analytics/dashboard.ts builds it). */

export interface DayRange {
  /** First and last day, inclusive, UTC ("2026-03-01"). */
  from: string;
  to: string;
}

export interface Totals {
  visitors: number;
  views: number;
  /** First views of a visit (landing pages). */
  visits: number;
  leads: number;
  /** Leads per visitor; null when there was no visitor. */
  conversionRate: number | null;
}

export interface CountRow {
  key: string;
  views: number;
  visits: number;
}

export const GOALS = {
  whitepaper: "Whitepaper requests",
  meeting: "Meeting requests",
  booked: "Meetings booked",
  held: "Meetings held",
} as const;
export type Goal = keyof typeof GOALS;

export interface GoalRow {
  key: string;
  goals: Record<Goal, number>;
  total: number;
  /** Goals per view (pages) or per visit (campaigns); null when there was none. */
  conversionRate: number | null;
}

export interface FunnelStepCount {
  step: string;
  label: string;
  count: number;
}

export interface CampaignLevel {
  /** The source and medium drilled into, if any. */
  source?: string;
  medium?: string;
  /** What the rows' keys are: sources, then media of one source, then campaigns of one medium. */
  level: "source" | "medium" | "campaign";
  rows: CountRow[];
}

export interface AnalyticsReport {
  range: DayRange;
  previous: DayRange;
  totals: { current: Totals; previous: Totals };
  daily: { day: string; views: number; visitors: number }[];
  pages: CountRow[];
  referrers: CountRow[];
  channels: CountRow[];
  campaigns: CampaignLevel;
  devices: CountRow[];
  goals: Record<Goal, number>;
  goalsByPage: GoalRow[];
  goalsByCampaign: GoalRow[];
  funnel: FunnelStepCount[];
}
