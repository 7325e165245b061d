/**
 * The console's Analytics report over a range of days: counts from the daily rollups,
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
import type { Clock } from "../clock.ts";
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

function rate(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

const emptyGoals = (): Record<Goal, number> => ({ whitepaper: 0, meeting: 0, booked: 0, held: 0 });

interface LeadGoal {
  goal: Goal;
  page: string;
  campaign: string;
}

export function createDashboard(database: AppDatabase, now: Clock) {
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

  /** Every goal reached in the range, with the page it was reached on and the first touch's campaign. */
  async function leadGoals(range: DayRange): Promise<LeadGoal[]> {
    const from = `${range.from}T00:00:00.000Z`;
    const to = `${addDays(range.to, 1)}T00:00:00.000Z`;
    const current = now().toISOString();
    const withAttribution = (table: "whitepaper_requests" | "meeting_requests" | "bookings") =>
      db
        .selectFrom(table)
        .leftJoin("lead_attribution", "lead_attribution.lead_id", `${table}.id`)
        .where(`${table}.created_at`, ">=", from)
        .where(`${table}.created_at`, "<", to);
    const attributionColumns = [
      "lead_attribution.converting_page as page",
      "lead_attribution.first_source as source",
      "lead_attribution.first_medium as medium",
      "lead_attribution.first_campaign as campaign",
    ] as const;
    const [whitepapers, meetings, bookings] = await Promise.all([
      withAttribution("whitepaper_requests").select(attributionColumns).execute(),
      withAttribution("meeting_requests").select(attributionColumns).execute(),
      withAttribution("bookings")
        .select([...attributionColumns, "bookings.status", "bookings.slot_end"])
        .execute(),
    ]);
    const goal = (
      kind: Goal,
      row: { page: string | null; source: string | null; medium: string | null; campaign: string | null },
    ): LeadGoal => ({
      goal: kind,
      page: row.page ?? "",
      campaign:
        row.source || row.medium || row.campaign ? [row.source, row.medium, row.campaign].join(CAMPAIGN_SEPARATOR) : "",
    });
    return [
      ...whitepapers.map((row) => goal("whitepaper", row)),
      ...meetings.map((row) => goal("meeting", row)),
      ...bookings.map((row) => goal("booked", row)),
      // "Held": a booking whose meeting has ended and was not cancelled.
      ...bookings
        .filter((row) => row.status === "confirmed" && row.slot_end <= current)
        .map((row) => goal("held", row)),
    ];
  }

  function goalRows(goals: LeadGoal[], keyOf: (goal: LeadGoal) => string, base: Map<string, number>): GoalRow[] {
    const rows = new Map<string, GoalRow>();
    for (const entry of goals) {
      const key = keyOf(entry);
      if (!key) continue;
      const row = rows.get(key) ?? { key, goals: emptyGoals(), total: 0, conversionRate: 0 };
      row.goals[entry.goal] += 1;
      if (entry.goal !== "held") row.total += 1;
      rows.set(key, row);
    }
    return [...rows.values()]
      .map((row) => ({ ...row, conversionRate: rate(row.total, base.get(row.key) ?? 0) }))
      .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
  }

  async function totals(range: DayRange, goals: LeadGoal[]): Promise<Totals> {
    const days = await daily(range);
    const sum = (key: "views" | "visitors" | "visits") => days.reduce((total, day) => total + day[key], 0);
    const leads = goals.filter((goal) => goal.goal !== "held").length;
    return {
      visitors: sum("visitors"),
      views: sum("views"),
      visits: sum("visits"),
      leads,
      conversionRate: rate(leads, sum("visitors")),
    };
  }

  async function campaigns(range: DayRange, drill: { source?: string; medium?: string }): Promise<CampaignLevel> {
    const all = await byKey("campaign", range, 10_000);
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
      const [current, before, days, pages, referrers, channels, devices, steps, campaignLevel, allCampaigns] =
        await Promise.all([
          totals(range, goalsNow),
          totals(previous, goalsBefore),
          daily(range),
          byKey("page", range, 10_000),
          byKey("referrer", range),
          byKey("channel", range),
          byKey("device", range),
          byKey("step", range),
          campaigns(range, drill),
          byKey("campaign", range, 10_000),
        ]);
      const goals = emptyGoals();
      for (const entry of goalsNow) goals[entry.goal] += 1;
      const stepCount = (step: string) => steps.find((row) => row.key === step)?.views ?? 0;
      return {
        range,
        previous,
        totals: { current, previous: before },
        daily: days.map(({ day, views, visitors }) => ({ day, views, visitors })),
        pages: pages.slice(0, TOP),
        referrers,
        channels,
        campaigns: campaignLevel,
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
