/** The console's Analytics page and its CSV downloads, from the analytics dashboard queries. */
import { CHANNELS, type Channel } from "#shared/analytics/attribution.ts";
import { type AnalyticsReport, GOALS, type GoalRow } from "#shared/analytics/report.ts";
import type { AnalyticsQuery, AnalyticsView, ConsoleAnalytics } from "#shared/console/analytics.ts";
import type { Dashboard } from "../analytics/dashboard.ts";
import { rowsToCsv } from "../leads/export.ts";

const GOAL_KEYS = Object.keys(GOALS) as (keyof typeof GOALS)[];

function goalTable(keyLabel: string, rows: GoalRow[]): [string[], (string | number)[][]] {
  return [
    [keyLabel, ...GOAL_KEYS.map((goal) => GOALS[goal]), "goals", "conversion_rate"],
    rows.map((row) => [
      row.key,
      ...GOAL_KEYS.map((goal) => row.goals[goal]),
      row.total,
      row.conversionRate?.toFixed(4) ?? "",
    ]),
  ];
}

/** One view of the report as a header and rows. */
export function viewTable(report: AnalyticsReport, view: AnalyticsView): [string[], (string | number)[][]] {
  const counts = (label: string, rows: { key: string; views: number; visits: number }[], name = (key: string) => key) =>
    [[label, "views", "visits"], rows.map((row) => [name(row.key), row.views, row.visits])] as [
      string[],
      (string | number)[][],
    ];
  switch (view) {
    case "daily":
      return [["day", "views", "visitors"], report.daily.map((day) => [day.day, day.views, day.visitors])];
    case "pages":
      return counts("page", report.pages);
    case "referrers":
      return counts("referrer", report.referrers);
    case "channels":
      return counts("source", report.channels, (key) => CHANNELS[key as Channel] ?? key);
    case "campaigns":
      return counts(`utm_${report.campaigns.level}`, report.campaigns.rows);
    case "devices":
      return counts("device", report.devices);
    case "goals-by-page":
      return goalTable("converting_page", report.goalsByPage);
    case "goals-by-campaign":
      return goalTable("campaign", report.goalsByCampaign);
    case "funnel":
      return [["step", "count"], report.funnel.map((step) => [step.label, step.count])];
  }
}

export function createConsoleAnalytics(dashboard: Dashboard): ConsoleAnalytics {
  const report = (query: AnalyticsQuery) => dashboard.report(query.range, query);
  return {
    report,
    async csv(query, view) {
      const [header, rows] = viewTable(await report(query), view);
      return {
        filename: `analytics-${view}-${query.range.from}-to-${query.range.to}.csv`,
        csv: rowsToCsv(header, rows),
      };
    },
  };
}
