/**
 * The console's Analytics report over a range of the team's days (`SCHEDULING_TIME_ZONE`, as
 * the daily rollups count them): counts from the daily rollups,
 * goals and leads from the leads themselves (with their attribution). Rollup queries use
 * the primary key (granularity, dimension, bucket, key), so 90 days of a busy site stay fast.
 */
import { sql } from "kysely";
import type {
  AnalyticsReport,
  CampaignLevel,
  CountRow,
  DayRange,
  Goal,
  GoalRow,
  Totals,
} from "#shared/analytics/report.ts";
import { startOfDayInZone } from "#shared/scheduling/zoned-time.ts";
import type { AppDatabase } from "../db/database.ts";
import { CAMPAIGN_SEPARATOR, type Dimension } from "./rollups.ts";

const TOP = 25;
const DAY_MS = 86_400_000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The range of the same length just before `range`. */
export function previousRange(range: DayRange): DayRange {
  const length = Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS) + 1;
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** Undefined (null) when there is nothing to divide by, so that no visitors never reads as "0 %". */
function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

const emptyGoals = (): Record<Goal, number> => ({ whitepaper: 0, meeting: 0, booked: 0, held: 0 });

interface LeadGoal {
  goal: Goal;
  count: number;
  page: string;
  campaign: string;
}

export function createDashboard(database: AppDatabase, timeZone: string) {
  const { db } = database;

  async function byKey(dimension: Dimension, range: DayRange, limit = TOP): Promise<CountRow[]> {
    const rows = await db
      .selectFrom("analytics_rollups")
      .select((eb) => [
        "key",
        eb.fn.sum<number | string>("views").as("views"),
        eb.fn.sum<number | string>("entries").as("visits"),
      ])
      .where("granularity", "=", "day")
      .where("dimension", "=", dimension)
      .where("bucket", ">=", range.from)
      .where("bucket", "<=", range.to)
      .groupBy("key")
      .orderBy(sql`sum(views)`, "desc")
      .orderBy("key")
      .limit(limit)
      .execute();
    return rows.map((row) => ({ key: row.key, views: Number(row.views), visits: Number(row.visits) }));
  }

  async function daily(range: DayRange) {
    const rows = await db
      .selectFrom("analytics_rollups")
      .select(["bucket", "views", "visitors", "entries"])
      .where("granularity", "=", "day")
      .where("dimension", "=", "total")
      .where("bucket", ">=", range.from)
      .where("bucket", "<=", range.to)
      .orderBy("bucket")
      .execute();
    return rows.map((row) => ({
      day: row.bucket,
      views: Number(row.views),
      visitors: Number(row.visitors),
      visits: Number(row.entries),
    }));
  }

  /** The goals reached in the range, counted per converting page and first-touch campaign. */
  async function leadGoals(range: DayRange): Promise<LeadGoal[]> {
    const from = new Date(startOfDayInZone(range.from, timeZone)).toISOString();
    const to = new Date(startOfDayInZone(addDays(range.to, 1), timeZone)).toISOString();
    const grouped = (table: "whitepaper_requests" | "meeting_requests" | "bookings") =>
      db
        .selectFrom(table)
        .leftJoin("lead_attribution", "lead_attribution.lead_id", `${table}.id`)
        .where(`${table}.created_at`, ">=", from)
        .where(`${table}.created_at`, "<", to)
        .select((eb) => [
          "lead_attribution.converting_page as page",
          "lead_attribution.first_source as source",
          "lead_attribution.first_medium as medium",
          "lead_attribution.first_campaign as campaign",
          eb.fn.countAll<number | string>().as("count"),
        ])
        .groupBy([
          "lead_attribution.converting_page",
          "lead_attribution.first_source",
          "lead_attribution.first_medium",
          "lead_attribution.first_campaign",
        ]);
    // "Held": a booking the team marked held in the console (possible only once the meeting ended).
    const held = sql<number | string>`sum(case when bookings.outcome = 'held' then 1 else 0 end)`;
    const [whitepapers, meetings, bookings] = await Promise.all([
      grouped("whitepaper_requests").execute(),
      grouped("meeting_requests").execute(),
      grouped("bookings").select(held.as("held")).execute(),
    ]);
    type Row = { page: string | null; source: string | null; medium: string | null; campaign: string | null };
    const goal = (kind: Goal, row: Row, count: number | string): LeadGoal => ({
      goal: kind,
      count: Number(count),
      page: row.page ?? "",
      campaign:
        row.source || row.medium || row.campaign ? [row.source, row.medium, row.campaign].join(CAMPAIGN_SEPARATOR) : "",
    });
    return [
      ...whitepapers.map((row) => goal("whitepaper", row, row.count)),
      ...meetings.map((row) => goal("meeting", row, row.count)),
      ...bookings.map((row) => goal("booked", row, row.count)),
      ...bookings.map((row) => goal("held", row, row.held ?? 0)),
    ].filter((entry) => entry.count > 0);
  }

  function goalRows(goals: LeadGoal[], keyOf: (goal: LeadGoal) => string, base: Map<string, number>): GoalRow[] {
    const rows = new Map<string, GoalRow>();
    for (const entry of goals) {
      const key = keyOf(entry);
      if (!key) continue;
      const row = rows.get(key) ?? { key, goals: emptyGoals(), total: 0, conversionRate: null };
      row.goals[entry.goal] += entry.count;
      if (entry.goal !== "held") row.total += entry.count;
      rows.set(key, row);
    }
    return [...rows.values()]
      .map((row) => ({ ...row, conversionRate: rate(row.total, base.get(row.key) ?? 0) }))
      .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
  }

  function totals(days: Awaited<ReturnType<typeof daily>>, goals: LeadGoal[]): Totals {
    const sum = (key: "views" | "visitors" | "visits") => days.reduce((total, day) => total + day[key], 0);
    const leads = goals.reduce((total, goal) => total + (goal.goal === "held" ? 0 : goal.count), 0);
    return {
      visitors: sum("visitors"),
      views: sum("views"),
      visits: sum("visits"),
      leads,
      conversionRate: rate(leads, sum("visitors")),
    };
  }

  function campaigns(all: CountRow[], drill: { source?: string; medium?: string }): CampaignLevel {
    const level = drill.source === undefined ? "source" : drill.medium === undefined ? "medium" : "campaign";
    const grouped = new Map<string, CountRow>();
    for (const row of all) {
      const [source = "", medium = "", campaign = ""] = row.key.split(CAMPAIGN_SEPARATOR);
      if (drill.source !== undefined && source !== drill.source) continue;
      if (drill.medium !== undefined && medium !== drill.medium) continue;
      const key = level === "source" ? source : level === "medium" ? medium : campaign;
      const entry = grouped.get(key) ?? { key, views: 0, visits: 0 };
      entry.views += row.views;
      entry.visits += row.visits;
      grouped.set(key, entry);
    }
    const rows = [...grouped.values()].sort((a, b) => b.visits - a.visits || b.views - a.views).slice(0, TOP);
    return { ...drill, level, rows };
  }

  return {
    async report(range: DayRange, drill: { source?: string; medium?: string } = {}): Promise<AnalyticsReport> {
      const previous = previousRange(range);
      const [goalsNow, goalsBefore] = await Promise.all([leadGoals(range), leadGoals(previous)]);
      const [days, daysBefore, pages, referrers, channels, devices, steps, allCampaigns] = await Promise.all([
        daily(range),
        daily(previous),
        byKey("page", range, 10_000),
        byKey("referrer", range),
        byKey("channel", range),
        byKey("device", range),
        byKey("step", range),
        byKey("campaign", range, 10_000),
      ]);
      const current = totals(days, goalsNow);
      const goals = emptyGoals();
      for (const entry of goalsNow) goals[entry.goal] += entry.count;
      const stepCount = (step: string) => steps.find((row) => row.key === step)?.views ?? 0;
      return {
        range,
        previous,
        totals: { current, previous: totals(daysBefore, goalsBefore) },
        daily: days.map(({ day, views, visitors }) => ({ day, views, visitors })),
        pages: pages.slice(0, TOP),
        referrers,
        channels,
        campaigns: campaigns(allCampaigns, drill),
        devices,
        goals,
        goalsByPage: goalRows(goalsNow, (goal) => goal.page, new Map(pages.map((row) => [row.key, row.views]))),
        goalsByCampaign: goalRows(
          goalsNow,
          (goal) => goal.campaign,
          new Map(allCampaigns.map((row) => [row.key, row.visits])),
        ),
        funnel: [
          { step: "landing", label: "Landing (visits)", count: current.visits },
          { step: "product", label: "Product page", count: stepCount("product") },
          { step: "form-seen", label: "Form seen", count: stepCount("form-seen") },
          { step: "form-started", label: "Form started", count: stepCount("form-started") },
          { step: "submitted", label: "Submitted (leads)", count: current.leads },
        ],
      };
    },
  };
}

export type Dashboard = ReturnType<typeof createDashboard>;
