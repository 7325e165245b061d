/**
 * The console's Analytics page: its query string (`?from=&to=&source=&medium=`), the views a
 * CSV can be downloaded of, and what the page asks of the server.
 */
import type { AnalyticsReport, DayRange } from "../analytics/report.ts";
import { addDays, parseIsoDate } from "../scheduling/zoned-time.ts";
import { parseDateRange, type QueryErrors } from "./leads.ts";
import { DEFAULT_PERIOD_DAYS } from "./periods.ts";

export const ANALYTICS_PATH = "/console/analytics";
export const ANALYTICS_CSV_PATH = "/console/analytics.csv";
/** The longest range. */
export const MAX_RANGE_DAYS = 400;

export const ANALYTICS_VIEWS = {
  daily: "Visitors and page views per day",
  pages: "Top pages",
  referrers: "Referring sites",
  channels: "Sources",
  campaigns: "Campaigns",
  devices: "Devices",
  "goals-by-page": "Goals per page",
  "goals-by-campaign": "Goals per campaign",
  funnel: "Funnel",
} as const;
export type AnalyticsView = keyof typeof ANALYTICS_VIEWS;

export function isAnalyticsView(value: unknown): value is AnalyticsView {
  return typeof value === "string" && Object.hasOwn(ANALYTICS_VIEWS, value);
}

export interface AnalyticsQuery {
  range: DayRange;
  source?: string;
  medium?: string;
}

/** Reads the range (the team's days, default the last 30 ending `today`) and the campaign drill-down. */
export function parseAnalyticsQuery(
  params: URLSearchParams,
  today: string,
): { query: AnalyticsQuery; errors: QueryErrors } {
  const { from, to, errors } = parseDateRange(params);
  const end = to ?? today;
  let start = from ?? addDays(end, 1 - DEFAULT_PERIOD_DAYS);
  if (start > end) start = end;
  const days = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
  if (days > MAX_RANGE_DAYS) {
    errors.from = `Choose at most ${MAX_RANGE_DAYS} days.`;
    start = addDays(end, 1 - MAX_RANGE_DAYS);
  }
  const source = params.get("source") ?? undefined;
  const medium = source === undefined ? undefined : (params.get("medium") ?? undefined);
  return {
    query: {
      range: { from: parseIsoDate(start) ? start : today, to: end },
      ...(source !== undefined ? { source: source.slice(0, 200) } : {}),
      ...(medium !== undefined ? { medium: medium.slice(0, 200) } : {}),
    },
    errors,
  };
}

/** The address of a view of the page (or its CSV). */
export function analyticsUrl(query: AnalyticsQuery, options: { csv?: AnalyticsView } = {}): string {
  const params = new URLSearchParams({ from: query.range.from, to: query.range.to });
  if (query.source !== undefined) params.set("source", query.source);
  if (query.medium !== undefined) params.set("medium", query.medium);
  if (options.csv) params.set("view", options.csv);
  return `${options.csv ? ANALYTICS_CSV_PATH : ANALYTICS_PATH}?${params}`;
}

export interface ConsoleAnalytics {
  report(query: AnalyticsQuery): Promise<AnalyticsReport>;
  /** One view of the report as CSV. */
  csv(query: AnalyticsQuery, view: AnalyticsView): Promise<{ filename: string; csv: string }>;
}
