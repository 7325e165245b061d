/** The common periods offered as one-press choices on Analytics and Export, the same on both. */
import { addDays } from "../scheduling/zoned-time.ts";

/** Days shown when no period is chosen: the "Last 30 days" choice. */
export const DEFAULT_PERIOD_DAYS = 30;

export interface Period {
  label: string;
  from: string;
  to: string;
}

/** The common periods ending `today` (the team's day, `YYYY-MM-DD`): the last 7, 30 and 90 days and this month. */
export function commonPeriods(today: string): Period[] {
  return [
    ...[7, DEFAULT_PERIOD_DAYS, 90].map((days) => ({
      label: `Last ${days} days`,
      from: addDays(today, 1 - days),
      to: today,
    })),
    { label: "This month", from: `${today.slice(0, 8)}01`, to: today },
  ];
}
