/**
 * `npm run bench:publish`: publish-to-live time, from a publish committing to every instance
 * serving the new home headline, over `BENCH_PUBLISHES` (10) publishes: on SQLite with one
 * instance, and on PostgreSQL with two (`TEST_DATABASE_URL` or `DATABASE_URL`: a fresh database is
 * made and dropped). Starts the built server (`npm run build` first) on loopback ports from
 * `BENCH_PORT` (4601). Publishes go through the content store's own publish (what the API calls).
 */
import { type ChildProcess, spawn } from "node:child_process";
import pino from "pino";
import type { Actor } from "#shared/console/staff.ts";
import { createAuditLog } from "../server/console/audit-log.ts";
import { createContentStore } from "../server/content/content-store.ts";
import { openDatabase } from "../server/db/database.ts";
import { freshDatabase } from "../tests/integration/fixtures/database.ts";

const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 10);
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4601);
const LIVE_WITHIN_MS = 60_000;
const actor: Actor = {
  staff: { id: "bench", email: "bench@horizon.test", name: "Bench", role: "editor" },
  ip: "127.0.0.1",
};

function startInstance(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["server/main.ts"], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

const homeShows = (port: number, text: string) => async () =>
  (await (await fetch(`http://127.0.0.1:${port}/`)).text()).includes(text);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function bench(name: string, backend: { name: string; url?: string }, instances: number) {
  const storage = await freshDatabase(backend, "bench_publish");
  const env = { DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl ?? "" };
  const database = await openDatabase({
    databaseUrl: storage.databaseUrl,
    dataDir: storage.dataDir,
    logger: pino({ level: "silent" }),
  });
  const ports = Array.from({ length: instances }, (_, index) => FIRST_PORT + index);
  const children = ports.map((port) => startInstance(port, env));
  try {
    for (const port of ports) await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok, 60_000);
    const store = createContentStore({
      db: database.db,
      audit: createAuditLog(database.db, () => new Date()),
      now: () => new Date(),
    });
    const key = { id: "page:home", locale: "en" };
    const { homeContent } = await import("../app/content/home.ts");
    const times: number[] = [];
    for (let run = 1; run <= PUBLISHES; run++) {
      const headline = `Streaming software, edition ${run}`;
      const stored = await store.read(key);
      const content = { ...homeContent, hero: { ...homeContent.hero, title: headline } };
      const draft = await store.saveDraft(key, { content, baseVersion: stored?.version ?? 0 }, actor);
      if (!draft.ok) throw new Error(draft.message);
      const published = await store.publish(key, { version: draft.value.version }, actor);
      if (!published.ok) throw new Error(published.message);
      const started = performance.now();
      await Promise.all(ports.map((port) => waitFor(homeShows(port, headline), LIVE_WITHIN_MS)));
      times.push(performance.now() - started);
    }
    return {
      name,
      instances,
      publishes: times.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: Math.max(...times),
    };
  } finally {
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(
      children.map(
        (child) => new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(null))),
      ),
    );
    await database.close();
    await storage.drop();
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const results = [await bench("SQLite", { name: "sqlite" }, 1)];
if (postgresUrl) results.push(await bench("PostgreSQL", { name: "postgres", url: postgresUrl }, 2));
else console.warn("bench:publish: TEST_DATABASE_URL / DATABASE_URL unset, PostgreSQL skipped");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.table(
  results.map((result) => ({
    database: result.name,
    instances: result.instances,
    publishes: result.publishes,
    "p50 publish→live": seconds(result.p50),
    "p95 publish→live": seconds(result.p95),
    max: seconds(result.max),
  })),
);
const failed = results.filter((result) => result.p95 >= LIVE_WITHIN_MS);
process.exit(failed.length > 0 ? 1 : 0);
