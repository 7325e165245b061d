/**
 * `npm run bench:publish`: publish-to-live time over `BENCH_PUBLISHES` (10) publishes, on SQLite
 * with one instance, and on PostgreSQL with two (`TEST_DATABASE_URL` or `DATABASE_URL`: a fresh
 * database is made and dropped). Starts the built server (`npm run build` first) on loopback ports
 * from `BENCH_PORT` (4601). An editor publishes a new home headline through the content API of
 * the first instance; the time runs from the publish's answer until every instance serves it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { freshDatabase } from "../tests/integration/fixtures/database.ts";
import { signInEditor } from "./load/editor-session.ts";

const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 10);
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4601);
const LIVE_WITHIN_MS = 60_000;

function startInstance(port: number, env: Record<string, string>): { child: ChildProcess; log: string[] } {
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      CONSOLE_ORIGIN: `http://127.0.0.1:${port}`,
      MAIL_TO_LOG: "true",
      MAIL_FROM: "Horizon <site@horizon.example.com>",
      SALES_INBOX: "sales@horizon.example.com",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const log: string[] = [];
  child.stdout?.on("data", (chunk) => log.push(...String(chunk).split("\n").filter(Boolean)));
  return { child, log };
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
  const ports = Array.from({ length: instances }, (_, index) => FIRST_PORT + index);
  const started = ports.map((port) => startInstance(port, env));
  try {
    for (const port of ports) await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok, 60_000);
    const editor = await signInEditor(`http://127.0.0.1:${FIRST_PORT}`, started[0]?.log ?? [], env);
    const times: number[] = [];
    for (let run = 1; run <= PUBLISHES; run++) {
      const headline = `Streaming software, edition ${run}`;
      await editor.publishHomeHeadline(headline);
      const published = performance.now();
      await Promise.all(ports.map((port) => waitFor(homeShows(port, headline), LIVE_WITHIN_MS)));
      times.push(performance.now() - published);
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
    for (const { child } of started) child.kill("SIGTERM");
    await Promise.all(
      started.map(
        ({ child }) =>
          new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(null))),
      ),
    );
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
process.exit(results.some((result) => result.p95 >= LIVE_WITHIN_MS) ? 1 : 0);
