import { type ReactNode, useMemo } from "react";
import { Link } from "react-router";
import { CHANNELS, type Channel } from "#shared/analytics/attribution.ts";
import { type AnalyticsReport, GOALS, type GoalRow, type Totals } from "#shared/analytics/report.ts";
import {
  ANALYTICS_VIEWS,
  type AnalyticsQuery,
  type AnalyticsView,
  analyticsUrl,
  MAX_RANGE_DAYS,
} from "#shared/console/analytics.ts";
import type { QueryErrors } from "#shared/console/leads.ts";
import { addDays, isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import { DataTable } from "../components/DataTable";
import { DateRange, periodChoices } from "../components/DateRange";
import { Figure, Figures } from "../components/Figure";
import { ApplyButton, FilterForm } from "../components/FilterForm";
import { TimeChart } from "../components/TimeChart";
import pageStyles from "../components/work-pages.module.css";
import styles from "../console.module.css";
import { formatShortDay, formatTimeZone } from "../format";

interface AnalyticsPageProps {
  report: AnalyticsReport;
  query: AnalyticsQuery;
  errors: QueryErrors;
  /** The team's IANA time zone, whose days the report counts. */
  timeZone: string;
}

const GOAL_KEYS = Object.keys(GOALS) as (keyof typeof GOALS)[];
/** Where each goal is counted, under its figure: every tile has its line, so the strip reads as one row. */
const GOAL_NOTES: Record<keyof typeof GOALS, string> = {
  whitepaper: "Forms sent for a whitepaper",
  meeting: "Sent on the meeting form",
  booked: "Times booked in the scheduler",
  held: "Marked held on Bookings",
};
const number = (value: number) => value.toLocaleString("en-IN");
/** A rate as the site writes one ("12.5%"); "—" when it is undefined (nothing to divide by). */
const percent = (value: number | null) => (value === null ? "—" : `${(value * 100).toFixed(1)}%`);

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The goals a submission is counted under (a held meeting was booked first), one and many. */
const SUBMITTED_GOALS = {
  whitepaper: ["whitepaper request", "whitepaper requests"],
  meeting: ["meeting request", "meeting requests"],
  booked: ["meeting booked", "meetings booked"],
} as const;

const counted = (count: number, [one, many]: readonly [string, string]) =>
  `${number(count)} ${count === 1 ? one : many}`;

/**
 * What the period's submissions are made of, so the goals reconcile with the total in the strip above: "13
 * submissions: 5 whitepaper requests, 4 meeting requests and 4 meetings booked." (meetings held are among those booked).
 */
export function submissionsMadeOf(leads: number, goals: AnalyticsReport["goals"]): string {
  if (leads === 0) return "No submissions in this period.";
  const parts = (Object.keys(SUBMITTED_GOALS) as (keyof typeof SUBMITTED_GOALS)[])
    .filter((goal) => goals[goal] > 0)
    .map((goal) => counted(goals[goal], SUBMITTED_GOALS[goal]));
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0];
  const held = goals.held > 0 ? " Meetings held are counted among those booked." : "";
  return `${counted(leads, ["submission", "submissions"])}: ${listed}.${held}`;
}

function change(current: number | null, previous: number | null): string {
  if (current === null) return "Needs counted visitors";
  if (!previous) return current === 0 ? "None in the previous period" : "New this period";
  const delta = (current - previous) / previous;
  return `${delta >= 0 ? "+" : "−"}${Math.abs(delta * 100).toFixed(0)}% on the previous period`;
}

function Section({
  id,
  title,
  view,
  query,
  empty = false,
  children,
}: {
  id: string;
  title: string;
  view: AnalyticsView;
  query: AnalyticsQuery;
  /** Nothing to download: the CSV link is left out. */
  empty?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
      {!empty && (
        <p>
          <a href={analyticsUrl(query, { csv: view })} download>
            Download “{ANALYTICS_VIEWS[view]}” as CSV
          </a>
        </p>
      )}
    </section>
  );
}

function CountTable({
  label,
  keyLabel,
  rows,
  name = (key) => key || "(none)",
}: {
  label: string;
  keyLabel: string;
  rows: { key: string; views: number; visits: number }[];
  name?: (key: string) => ReactNode;
}) {
  if (rows.length === 0) return <p className={styles.muted}>Nothing counted in this period.</p>;
  return (
    <DataTable label={label} inPanel>
      <thead>
        <tr>
          <th scope="col">{keyLabel}</th>
          <th scope="col">Page views</th>
          <th scope="col">Visits</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{name(row.key)}</th>
            <td>{number(row.views)}</td>
            <td>{number(row.visits)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function GoalTable({
  label,
  keyLabel,
  rows,
  rateLabel,
  emptyMessage,
}: {
  label: string;
  keyLabel: string;
  rows: GoalRow[];
  rateLabel: string;
  emptyMessage: string;
}) {
  if (rows.length === 0) return <p className={styles.muted}>{emptyMessage}</p>;
  return (
    <DataTable label={label} inPanel>
      <thead>
        <tr>
          <th scope="col">{keyLabel}</th>
          {GOAL_KEYS.map((goal) => (
            <th key={goal} scope="col">
              {GOALS[goal]}
            </th>
          ))}
          <th scope="col">{rateLabel}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.key.split("\t").join(" / ")}</th>
            {GOAL_KEYS.map((goal) => (
              <td key={goal}>{number(row.goals[goal])}</td>
            ))}
            <td>{percent(row.conversionRate)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/**
 * The period's totals as one strip: visits, then the submissions they led to. A period with submissions but no
 * counted visit says why at once (the two are counted differently), not only in the disclosure above.
 */
function TotalsStrip({ current, previous }: { current: Totals; previous: Totals }) {
  return (
    <section className={`${styles.panel} ${pageStyles.period}`} aria-label="Totals">
      <Figures flat>
        <Figure value={current.visitors} label="Visitors" note={change(current.visitors, previous.visitors)} />
        <Figure value={current.views} label="Page views" note={change(current.views, previous.views)} />
        <Figure value={current.leads} label="Submissions" note={change(current.leads, previous.leads)} />
        <Figure
          value={percent(current.conversionRate)}
          label="Conversion"
          note={`Submissions per visitor · ${lowerFirst(change(current.conversionRate, previous.conversionRate))}`}
        />
      </Figures>
      {current.visitors === 0 && current.leads > 0 && (
        <p className={`${styles.hint} ${styles.flush} ${styles.gapAbove}`}>
          Submissions count every form sent; visits count only pages viewed in browsers that allow counting, so a period
          can have submissions and no visitors.
        </p>
      )}
    </section>
  );
}

function CampaignDrill({ report, query }: { report: AnalyticsReport; query: AnalyticsQuery }) {
  const { campaigns } = report;
  const base = { range: query.range };
  const drill = (key: string) =>
    campaigns.level === "source"
      ? analyticsUrl({ ...base, source: key })
      : campaigns.level === "medium"
        ? analyticsUrl({ ...base, source: campaigns.source ?? "", medium: key })
        : undefined;
  return (
    <>
      <p>
        <Link to={analyticsUrl(base)}>All sources</Link>
        {campaigns.source !== undefined && (
          <>
            {" → "}
            <Link to={analyticsUrl({ ...base, source: campaigns.source })}>{campaigns.source || "(none)"}</Link>
          </>
        )}
        {campaigns.medium !== undefined && <> → {campaigns.medium || "(none)"}</>}
      </p>
      <CountTable
        label="Campaigns"
        keyLabel={`utm_${campaigns.level}`}
        rows={campaigns.rows}
        name={(key) => {
          const href = drill(key);
          return href ? <Link to={href}>{key || "(none)"}</Link> : key || "(none)";
        }}
      />
    </>
  );
}

/** The report's days with the days it has no row for filled in at zero, first to last. */
function everyDay(range: { from: string; to: string }, rows: AnalyticsReport["daily"]): AnalyticsReport["daily"] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: AnalyticsReport["daily"] = [];
  for (let day = range.from; day <= range.to && days.length <= MAX_RANGE_DAYS; day = addDays(day, 1)) {
    days.push(byDay.get(day) ?? { day, views: 0, visitors: 0 });
  }
  return days;
}

export function AnalyticsPage({ report, query, errors, timeZone }: AnalyticsPageProps) {
  const noVisits = report.totals.current.views === 0;
  const noGoals = GOAL_KEYS.every((goal) => report.goals[goal] === 0);
  const goalsEmptyMessage = noGoals
    ? "No goals reached in this period."
    : "None of these goals can be tied to a counted page or campaign.";
  // Every day of the range, a day without visits at zero, so the chart's axis spans the whole period.
  const daily = useMemo(() => everyDay(report.range, report.daily), [report.range, report.daily]);
  const days = useMemo(() => daily.map((day) => day.day), [daily]);
  const series = useMemo(
    () => [
      { label: "Page views", color: "#a996ff", values: daily.map((day) => day.views) },
      { label: "Visitors", color: "#22d3ee", values: daily.map((day) => day.visitors) },
    ],
    [daily],
  );
  return (
    <>
      {/* The title with the period's controls at its right (from xl), then the dates it shows across the page. */}
      <div className={pageStyles.periodHeader}>
        <h1 className={`${styles.title} ${pageStyles.periodTitle}`}>Analytics</h1>
        <div className={pageStyles.periodCaption}>
          <p className={styles.lede}>
            {formatShortDay(report.range.from)} – {formatShortDay(report.range.to)}, compared with{" "}
            {formatShortDay(report.previous.from)} – {formatShortDay(report.previous.to)}.
          </p>
          <details className={pageStyles.aboutCounting}>
            <summary className={styles.disclosure}>How visits are counted</summary>
            <p>
              On our own server: no cookie, nothing stored on the visitor’s device, no third party. A visitor is
              recognised within one day only, so the same person on two days counts twice. Days run from midnight to
              midnight in the team’s time zone, {formatTimeZone(timeZone)}.
            </p>
          </details>
        </div>
        <FilterForm aria-label="Period" className={pageStyles.periodControls}>
          <DateRange
            choicesLabel="Common periods"
            caption="Period"
            // The team's today, as the report's days are (a UTC day would mark no preset current after midnight in Kolkata).
            choices={periodChoices(isoDateInZone(Date.now(), timeZone), query.range, (range) =>
              analyticsUrl({ range }),
            )}
            reloadDocument
            from={{ id: "analytics-from", name: "from", label: "From", value: query.range.from, error: errors.from }}
            to={{ id: "analytics-to", name: "to", label: "To", value: query.range.to, error: errors.to }}
          >
            <ApplyButton />
          </DateRange>
        </FilterForm>
      </div>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className={`${styles.notice} ${styles.noticeError}`}>
          {Object.values(errors).join(" ")}
        </p>
      )}
      <TotalsStrip current={report.totals.current} previous={report.totals.previous} />
      <div className={pageStyles.stack}>
        <Section id="analytics-daily" title="Visitors and page views" view="daily" query={query} empty={noVisits}>
          <TimeChart
            title="Visitors and page views per day"
            days={days}
            series={series}
            empty={
              noVisits && (
                <>
                  <p className={styles.emptyTitle}>No visits in this period yet</p>
                  <p className={styles.muted}>
                    Visitors and page views per day appear here once a page of the site is viewed. Try a longer period,
                    or come back after the site has had visitors.
                  </p>
                </>
              )
            }
          />
        </Section>
        {!(noVisits && noGoals) && (
          <Section
            id="analytics-goals"
            title="Goals"
            view="goals-by-page"
            query={query}
            empty={report.goalsByPage.length === 0}
          >
            <p className={styles.panelIntro}>{submissionsMadeOf(report.totals.current.leads, report.goals)}</p>
            <Figures label="Goals reached" flat>
              {GOAL_KEYS.map((goal) => (
                <Figure key={goal} value={report.goals[goal]} label={GOALS[goal]} note={GOAL_NOTES[goal]} />
              ))}
            </Figures>
            {!noVisits && (
              <GoalTable
                label="Goals per page"
                keyLabel="Converting page"
                rows={report.goalsByPage}
                rateLabel="Goals per page view"
                emptyMessage={goalsEmptyMessage}
              />
            )}
          </Section>
        )}
        {!noVisits && (
          <Section
            id="analytics-goal-campaigns"
            title="Goals per campaign (first touch)"
            view="goals-by-campaign"
            query={query}
            empty={report.goalsByCampaign.length === 0}
          >
            <GoalTable
              label="Goals per campaign"
              keyLabel="Source / medium / campaign"
              rows={report.goalsByCampaign}
              rateLabel="Goals per visit"
              emptyMessage={goalsEmptyMessage}
            />
          </Section>
        )}
        {!noVisits && (
          <>
            <Section id="analytics-funnel" title="Funnel" view="funnel" query={query}>
              <DataTable label="Funnel" inPanel>
                <thead>
                  <tr>
                    <th scope="col">Step</th>
                    <th scope="col">Count</th>
                    <th scope="col">Of landings</th>
                  </tr>
                </thead>
                <tbody>
                  {report.funnel.map((step) => (
                    <tr key={step.step}>
                      <th scope="row">{step.label}</th>
                      <td>{number(step.count)}</td>
                      <td>{percent(report.funnel[0]?.count ? step.count / report.funnel[0].count : null)}</td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
              <p className={styles.muted}>
                Each step counts once per visit; “Submitted” counts every lead, including those from browsers that asked
                not to be tracked.
              </p>
            </Section>
            <Section
              id="analytics-pages"
              title="Top pages"
              view="pages"
              query={query}
              empty={report.pages.length === 0}
            >
              <CountTable label="Top pages" keyLabel="Page" rows={report.pages} />
            </Section>
            <Section
              id="analytics-channels"
              title="Sources"
              view="channels"
              query={query}
              empty={report.channels.length === 0}
            >
              <CountTable
                label="Sources"
                keyLabel="Source"
                rows={report.channels}
                name={(key) => CHANNELS[key as Channel] ?? key}
              />
            </Section>
            <Section
              id="analytics-campaigns"
              title="Campaigns"
              view="campaigns"
              query={query}
              empty={report.campaigns.rows.length === 0}
            >
              <CampaignDrill report={report} query={query} />
            </Section>
            <Section
              id="analytics-referrers"
              title="Referring sites"
              view="referrers"
              query={query}
              empty={report.referrers.length === 0}
            >
              <CountTable label="Referring sites" keyLabel="Site" rows={report.referrers} />
            </Section>
            <Section
              id="analytics-devices"
              title="Devices (screen width)"
              view="devices"
              query={query}
              empty={report.devices.length === 0}
            >
              <CountTable label="Devices" keyLabel="Device" rows={report.devices} />
            </Section>
          </>
        )}
      </div>
    </>
  );
}
