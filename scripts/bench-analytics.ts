/**
 * Dashboard benchmark on PostgreSQL: seeds, in a schema of its own, 90 days of hourly and daily
 * rollups for a site of 1 million page views a day (300 pages, 400 referring sites, 300
 * campaigns, sources, devices, funnel steps) and 100 leads a day with their attribution, then
 * times the Analytics page's report over 7, 30 and 90 days and a campaign drill-down. Prints a
 * table and exits 1 when a median is 500 ms or more. The schema is dropped afterwards.
 *
 *   DATABASE_URL=postgres://… npm run bench:analytics     (or TEST_DATABASE_URL; BENCH_RUNS, default 5)
 */
import os from "node:os";
import pg from "pg";
import { createDashboard } from "../server/analytics/dashboard.ts";
import { openDatabase } from "../server/db/database.ts";
import { ms, summarise, table } from "./load/server-process.ts";

const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) {
  console.error(
    "Set DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server: the benchmark seeds a schema of its own.",
  );
  process.exit(2);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DAYS = 90;
const VIEWS_PER_DAY = 1_000_000;
const VISITS_PER_DAY = 300_000;
const LEADS_PER_DAY = 100;
const TARGET_MS = 500;

/** Each dimension: how many keys, the SQL for key number `i`, and the views a day it shares out. */
const DIMENSIONS: { dimension: string; keys: number; key: string; views: number }[] = [
  { dimension: "total", keys: 1, key: "''", views: VIEWS_PER_DAY },
  { dimension: "page", keys: 300, key: "'/page-' || i", views: VIEWS_PER_DAY },
  { dimension: "device", keys: 3, key: "(array['mobile','tablet','desktop'])[i + 1]", views: VIEWS_PER_DAY },
  { dimension: "referrer", keys: 400, key: "'site-' || i || '.example'", views: VISITS_PER_DAY },
  {
    dimension: "campaign",
    keys: 300,
    key: "'source-' || (i % 20) || chr(9) || 'medium-' || (i % 5) || chr(9) || 'campaign-' || i",
    views: VISITS_PER_DAY,
  },
  {
    dimension: "channel",
    keys: 7,
    key: "(array['direct','organic-search','referral','social','email','paid','campaign'])[i + 1]",
    views: VISITS_PER_DAY,
  },
  { dimension: "step", keys: 3, key: "(array['product','form-seen','form-started'])[i + 1]", views: VISITS_PER_DAY },
];

/** Views of key `i` of `n`: a long tail (1/(i+1)), summing to about `total`. */
function viewsSql(total: number, keys: number): string {
  const harmonic = Math.log(keys) + 0.5772 + 1 / (2 * keys);
  return `greatest(1, floor(${total} / ((i + 1) * ${harmonic.toFixed(6)})))`;
}

const schema = `bench_analytics_${process.pid}_${Date.now()}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create schema "${schema}"`);
const appUrl = new URL(url);
appUrl.searchParams.set("options", `-c search_path=${schema}`);
const database = await openDatabase({ databaseUrl: appUrl.toString(), dataDir: os.tmpdir() });
try {
  await admin.query(`set search_path to "${schema}"`);
  const seeding = performance.now();
  const days = `generate_series(current_date - ${DAYS - 1}, current_date, interval '1 day') as d`;
  for (const { dimension, keys, key, views } of DIMENSIONS) {
    const daily = viewsSql(views, keys);
    await admin.query(`
      insert into analytics_rollups (granularity, bucket, dimension, key, views, visitors, entries)
      select 'day', to_char(d, 'YYYY-MM-DD'), '${dimension}', ${key}, v, floor(v * 0.25), floor(v * 0.3)
      from ${days}, generate_series(0, ${keys - 1}) as i, lateral (select ${daily} as v) as x`);
    await admin.query(`
      insert into analytics_rollups (granularity, bucket, dimension, key, views, visitors, entries)
      select 'hour', to_char(d + h * interval '1 hour', 'YYYY-MM-DD"T"HH24'), '${dimension}', ${key},
             ceil(v / 24.0), ceil(v * 0.25 / 24.0), ceil(v * 0.3 / 24.0)
      from ${days}, generate_series(0, 23) as h, generate_series(0, ${keys - 1}) as i, lateral (select ${daily} as v) as x`);
  }
  await admin.query(`
    insert into whitepaper_requests (id, created_at, whitepaper_id, name, email, company_name, phone,
                                     marketing_consent, consent_recorded_at, channel)
    select 'lead-' || n, to_char(d + (n % ${LEADS_PER_DAY}) * interval '10 minutes', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'),
           'whitepaper1', 'Bench Lead', 'lead' || n || '@example.com', 'Example', null, 0,
           to_char(d, 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'), 'api'
    from ${days}, generate_series(1, ${LEADS_PER_DAY}) as k, lateral (select (extract(epoch from d)::bigint / 86400) * 1000 + k as n) as x`);
  await admin.query(`
    insert into lead_attribution
    select id, 'whitepaper', created_at, 'source-' || (k % 20), 'medium-' || (k % 5), 'campaign-' || (k % 300), '', '', '',
           'campaign', '/page-' || (k % 300), 'source-' || (k % 20), 'medium-' || (k % 5), 'campaign-' || (k % 300), '', '', '',
           'campaign', '/page-' || (k % 300)
    from (select id, created_at, row_number() over () as k from whitepaper_requests) as leads`);
  await admin.query("analyze");
  const { rows } = await admin.query<{ rows: string }>("select count(*) as rows from analytics_rollups");
  const seededIn = performance.now() - seeding;
  console.log(
    `\nSeeded ${Number(rows[0]?.rows).toLocaleString("en-IN")} rollup rows (${DAYS} days, ${VIEWS_PER_DAY.toLocaleString("en-IN")} page views a day) and ${(DAYS * LEADS_PER_DAY).toLocaleString("en-IN")} leads in ${(seededIn / 1000).toFixed(1)} s\n`,
  );

  const dashboard = createDashboard(database, "UTC");
  const today = new Date().toISOString().slice(0, 10);
  const daysBefore = (count: number) => new Date(Date.now() - (count - 1) * 86_400_000).toISOString().slice(0, 10);
  const cases = [
    { name: "report, last 7 days", run: () => dashboard.report({ from: daysBefore(7), to: today }) },
    { name: "report, last 30 days", run: () => dashboard.report({ from: daysBefore(30), to: today }) },
    { name: "report, last 90 days", run: () => dashboard.report({ from: daysBefore(90), to: today }) },
    {
      name: "report, 90 days, one source's media",
      run: () => dashboard.report({ from: daysBefore(90), to: today }, { source: "source-3" }),
    },
  ];
  const results = [];
  for (const entry of cases) {
    await entry.run(); // warm-up
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      await entry.run();
      samples.push(performance.now() - started);
    }
    results.push({ name: entry.name, ...summarise(samples) });
  }
  console.log(
    table(
      ["query", "runs", "median", "max"],
      results.map((result) => [result.name, result.count, ms(result.p50), ms(result.max)]),
    ),
  );
  const slow = results.filter((result) => result.p50 >= TARGET_MS);
  console.log(`\n${slow.length === 0 ? "PASS" : "FAIL"}  every median under ${TARGET_MS} ms`);
  process.exitCode = slow.length === 0 ? 0 : 1;
} finally {
  await database.close();
  await admin.query(`drop schema "${schema}" cascade`);
  await admin.end();
}
