/**
 * `npm run bench`: builds the production site, serves it on 127.0.0.1, runs Lighthouse (mobile,
 * default simulated throttling) on Debian's Chromium several times per page, prints the medians and
 * the budgets, saves the results under bench-results/ and exits 1 when a budget is missed.
 * Then it republishes the home page through the studio's API on the same server (an editor signed
 * in by the e-mail link the server writes to its log, a changed headline published), waits until
 * `/` answers with a new X-Content-Revision (the generation is live) and measures it again as
 * "/ (republished)" with the home page's budgets: a page served from a generation must hold them too.
 *
 * Options (environment):
 *   BENCH_BUILD_DIR  build folder (default build-bench); BENCH_SKIP_BUILD=1 reuses it as it is
 *   BENCH_PORT       server port (default 4290)
 *   BENCH_RUNS       runs per page (default 5: total blocking time varies by a factor of ten between single runs of one page)
 *   BENCH_PAGES      comma-separated paths (default: one indexable page of each route module, see benchPages)
 *   BENCH_SAVE_LHR=1 also saves every full Lighthouse report (JSON) under bench-results/lhr/
 *   BENCH_REPUBLISH=0 skips the republished page
 *   CHROMIUM_PATH    browser (default /usr/bin/chromium)
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { type PageRoute, pageRoutes } from "#shared/site/route-table.ts";
import { CONTENT_REVISION_HEADER } from "../server/http/prerendered-pages.ts";
import { signInEditor } from "./load/editor-session.ts";

/**
 * One page of each kind: the first indexable route of each route module (home, every hub and
 * top-level page, a product, a customer story, an article, a legal page). Pages marked noindex are
 * left out, since Lighthouse's SEO audit rightly fails them.
 */
export function benchPages(routes: readonly PageRoute[] = pageRoutes): string[] {
  const byModule = new Map<string, string>();
  for (const route of routes) {
    if (!route.noindex && !byModule.has(route.file)) byModule.set(route.file, route.path);
  }
  return [...byModule.values()];
}

export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 150,
  cls: 0.02,
  /** JavaScript as Lighthouse counts it (every script the load fetches, as transferred, headers included), in KiB. */
  homeJsKib: 140,
  pageJsKib: 125,
} as const;

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const CATEGORY_IDS = ["performance", "accessibility", "best-practices", "seo"] as const;

/** What one Lighthouse run tells about a page. Scores 0–100, times in ms, bytes as transferred. */
export interface RunSummary {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  totalBytes: number;
}

export interface PageResult {
  path: string;
  runs: RunSummary[];
  median: RunSummary;
  /** Audits below full marks in any category (from every run, de-duplicated). */
  failingAudits: { category: string; id: string; title: string; score: number | null; displayValue?: string }[];
  budgetFailures: string[];
}

/** The subset of a Lighthouse result read here. */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<
    string,
    | {
        id: string;
        title: string;
        score: number | null;
        scoreDisplayMode?: string;
        numericValue?: number;
        displayValue?: string;
        details?: { type?: string; items?: Record<string, unknown>[] };
      }
    | undefined
  >;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function summarise(lhr: LighthouseResultLike): RunSummary {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits["network-requests"]?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  const jsBytes = requests
    .filter((request) => request.resourceType === "Script")
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const totalBytes = requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    jsBytes,
    totalBytes,
  };
}

export function medianSummary(runs: RunSummary[]): RunSummary {
  const keys = Object.keys(runs[0] ?? {}) as (keyof RunSummary)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as RunSummary;
}

export function failingAudits(lhr: LighthouseResultLike): PageResult["failingAudits"] {
  const failing: PageResult["failingAudits"] = [];
  for (const category of CATEGORY_IDS) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "manual") continue;
      if (category !== "performance" && ref.weight === 0) continue;
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      });
    }
  }
  return failing;
}

/** `pagePath` names the result; `budgetPath` is the page whose budgets apply (a republished page's own path). */
export function budgetFailures(pagePath: string, result: RunSummary, budgetPath = pagePath): string[] {
  const budgets = LIGHTHOUSE_BUDGETS;
  const failures: string[] = [];
  if (!(result.performance >= budgets.performance)) {
    failures.push(`performance ${result.performance} < ${budgets.performance}`);
  }
  if (!(result.accessibility >= budgets.accessibility)) failures.push(`accessibility ${result.accessibility} < 100`);
  if (!(result.bestPractices >= budgets.bestPractices)) failures.push(`best practices ${result.bestPractices} < 100`);
  if (!(result.seo >= budgets.seo)) failures.push(`SEO ${result.seo} < 100`);
  if (!(result.lcpMs < budgets.lcpMs)) failures.push(`LCP ${formatMs(result.lcpMs)} ≥ ${formatMs(budgets.lcpMs)}`);
  if (!(result.tbtMs < budgets.tbtMs)) failures.push(`TBT ${formatMs(result.tbtMs)} ≥ ${formatMs(budgets.tbtMs)}`);
  if (!(result.cls < budgets.cls)) failures.push(`CLS ${result.cls.toFixed(3)} ≥ ${budgets.cls}`);
  const jsKib = budgetPath === "/" ? budgets.homeJsKib : budgets.pageJsKib;
  if (!(result.jsBytes <= jsKib * 1024)) failures.push(`JavaScript ${formatKb(result.jsBytes)} > ${jsKib} KB`);
  return failures.map((failure) => `${pagePath}: ${failure}`);
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function formatTable(results: Pick<PageResult, "path" | "median" | "budgetFailures">[]): string {
  const header = ["Page", "Perf", "A11y", "BP", "SEO", "FCP", "LCP", "TBT", "CLS", "JS", "Total", "Budgets"];
  const rows = results.map(({ path: pagePath, median: m, budgetFailures: failures }) => [
    pagePath,
    String(m.performance),
    String(m.accessibility),
    String(m.bestPractices),
    String(m.seo),
    formatMs(m.fcpMs),
    formatMs(m.lcpMs),
    formatMs(m.tbtMs),
    m.cls.toFixed(3),
    formatKb(m.jsBytes),
    formatKb(m.totalBytes),
    failures.length === 0 ? "met" : "MISSED",
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join("  ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

interface Browser {
  chrome: chromeLauncher.LaunchedChrome;
  close(): void;
}

/** Debian's Chromium with the project's flags and a fresh, throwaway profile. */
/** Share of CPU time spent idle between two `os.cpus()` samples, from 0 to 1. */
export function idleShare(before: os.CpuInfo[], after: os.CpuInfo[]): number {
  const total = (times: os.CpuInfo["times"]) => times.user + times.nice + times.sys + times.idle + times.irq;
  let idle = 0;
  let all = 0;
  after.forEach((cpu, index) => {
    const previous = before[index];
    if (!previous) return;
    idle += cpu.times.idle - previous.times.idle;
    all += total(cpu.times) - total(previous.times);
  });
  return all > 0 ? idle / all : 1;
}

/**
 * Lighthouse scales the CPU time it observes, so work left over from the build or the previous
 * run's browser inflates TBT and LCP. Waits (at most `maxMs`) until the CPUs were mostly idle
 * for a second, and returns the last idle share.
 */
async function waitForIdleCpu(maxMs: number, target = 0.85): Promise<number> {
  const started = Date.now();
  let share: number;
  do {
    const before = os.cpus();
    await sleep(1_000);
    share = idleShare(before, os.cpus());
  } while (share < target && Date.now() - started < maxMs);
  return share;
}

async function launchBrowser(chromePath: string): Promise<Browser> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), "horizon-bench-chromium-"));
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: "error" });
  return {
    chrome,
    close() {
      chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status})`);
}

async function waitForServer(origin: string, server: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early (code ${server.exitCode})`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`The server did not answer ${origin}/healthz within ${timeoutMs / 1000} s`);
}

/** The page's content revision as the server names it (the build's pages have none). */
async function contentRevision(url: string): Promise<string | null> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.headers.get(CONTENT_REVISION_HEADER);
}

/** Waits until `url` is served from a generation newer than `before` (publishing renders, then every instance swaps). */
async function waitForNewRevision(url: string, before: string | null, timeoutMs = 120_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const revision = await contentRevision(url);
    if (revision !== null && revision !== before) return revision;
    await sleep(250);
  }
  throw new Error(
    `${url} was not republished within ${timeoutMs / 1000} s (revision still ${before ?? "the build's"})`,
  );
}

/** Same words as the repository's headline in another order: the page keeps its length and layout. */
const REPUBLISHED_HEADLINE = "Streaming software for media companies, hotels and operators";

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return;
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  process.kill(server.pid, "SIGTERM");
  const timedOut = await Promise.race([exited.then(() => false), sleep(12_000).then(() => true)]);
  if (timedOut && server.exitCode === null) process.kill(server.pid, "SIGKILL");
}

async function main(): Promise<number> {
  const buildDir = process.env.BENCH_BUILD_DIR ?? "build-bench";
  const port = Number(process.env.BENCH_PORT ?? 4290);
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
  const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(",").map((page) => page.trim()) : benchPages();
  const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const origin = `http://127.0.0.1:${port}`;

  if (process.env.BENCH_SKIP_BUILD !== "1") {
    console.log(`▶ building the production site into ${buildDir}`);
    run("npm", ["run", "build"], { BUILD_DIR: buildDir });
  }

  const republish = process.env.BENCH_REPUBLISH !== "0";
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "horizon-bench-data-"));
  console.log(`▶ serving ${buildDir} on ${origin}`);
  const server = spawn(process.execPath, ["server/main.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      // The editor's sign-in link is read from the log (info) for the republished page.
      LOG_LEVEL: republish ? "info" : "warn",
      CONSOLE_ORIGIN: origin,
      MAIL_TO_LOG: "true",
      MAIL_FROM: "Horizon <site@horizon.example.com>",
      SALES_INBOX: "sales@horizon.example.com",
    },
  });
  const signInLines: string[] = [];
  /** The server's last log lines, shown when it stops before the bench does. */
  const lastLines: string[] = [];
  let stopping = false;
  server.stdout?.on("data", (chunk) => {
    const lines = String(chunk).split("\n").filter(Boolean);
    signInLines.push(...lines.filter((line) => line.includes("/console/sign-in/")));
    lastLines.push(...lines);
    lastLines.splice(0, Math.max(0, lastLines.length - 20));
  });
  server.once("exit", (code, signal) => {
    if (!stopping) console.error(`bench: the server stopped (${signal ?? `exit ${code}`}):\n${lastLines.join("\n")}`);
  });
  let browser: Browser | undefined;
  const interrupt = () => {
    browser?.close();
    if (server.pid !== undefined && server.exitCode === null) process.kill(server.pid, "SIGTERM");
    process.exit(130);
  };
  process.once("SIGINT", interrupt);
  process.once("SIGTERM", interrupt);

  /** One Lighthouse run in a fresh browser with an empty profile (retried once on a trace failure). */
  async function audit(url: string, attempt = 1): Promise<LighthouseResultLike> {
    const current = await launchBrowser(chromePath);
    browser = current;
    let result: Awaited<ReturnType<typeof lighthouse>>;
    try {
      result = await lighthouse(url, {
        port: current.chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORY_IDS],
      });
    } finally {
      current.close();
      browser = undefined;
    }
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) {
      if (attempt < 2) return audit(url, attempt + 1);
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    return result.lhr as unknown as LighthouseResultLike;
  }

  try {
    await waitForServer(origin, server);
    const idle = await waitForIdleCpu(90_000);
    console.log(`▶ CPUs ${Math.round(idle * 100)} % idle, measuring`);
    /** `runs` Lighthouse runs of one page: their median against the budgets of `budgetPath`. */
    async function measure(pagePath: string, label = pagePath): Promise<PageResult> {
      const summaries: RunSummary[] = [];
      const failing = new Map<string, PageResult["failingAudits"][number]>();
      for (let index = 1; index <= runs; index++) {
        await waitForIdleCpu(15_000);
        process.stdout.write(`▶ Lighthouse ${label} run ${index}/${runs}… `);
        const lhr = await audit(`${origin}${pagePath}`);
        if (process.env.BENCH_SAVE_LHR === "1") {
          mkdirSync(path.join("bench-results", "lhr"), { recursive: true });
          const page = pagePath === "/" ? "home" : pagePath.slice(1).replaceAll("/", "-");
          const variant = label
            .slice(pagePath.length)
            .replaceAll(/[^a-z0-9]+/g, "-")
            .replaceAll(/^-|-$/g, "");
          const name = `${[page, variant].filter(Boolean).join("-")}-run${index}.json`;
          writeFileSync(path.join("bench-results", "lhr", name), JSON.stringify(lhr));
        }
        const summary = summarise(lhr);
        summaries.push(summary);
        for (const entry of failingAudits(lhr)) failing.set(`${entry.category}:${entry.id}`, entry);
        console.log(
          `performance ${summary.performance}, LCP ${formatMs(summary.lcpMs)}, TBT ${formatMs(summary.tbtMs)}`,
        );
      }
      const pageMedian = medianSummary(summaries);
      return {
        path: label,
        runs: summaries,
        median: pageMedian,
        failingAudits: [...failing.values()],
        budgetFailures: budgetFailures(label, pageMedian, pagePath),
      };
    }

    const results: PageResult[] = [];
    for (const pagePath of pages) results.push(await measure(pagePath));
    if (republish) {
      const home = `${origin}/`;
      const before = await contentRevision(home);
      const editor = await signInEditor(origin, signInLines, { DATA_DIR: dataDir });
      const started = performance.now();
      await editor.publishHomeHeadline(REPUBLISHED_HEADLINE);
      const revision = await waitForNewRevision(home, before);
      console.log(
        `▶ / republished through the studio API: revision ${revision} live after ${formatMs(performance.now() - started)}`,
      );
      await waitForIdleCpu(30_000);
      results.push(await measure("/", "/ (republished)"));
    }

    console.log(`\nLighthouse (mobile, simulated throttling), median of ${runs} run(s):\n`);
    const [load] = os.loadavg();
    const cores = os.availableParallelism();
    if ((load ?? 0) > cores) {
      console.warn(
        `note: the machine is busy (load ${load?.toFixed(1)} on ${cores} cores); Lighthouse scales observed CPU time, so TBT and the performance score read high. Re-run when idle.`,
      );
    }
    console.log(formatTable(results));
    const failures = results.flatMap((result) => result.budgetFailures);
    for (const result of results.filter((entry) => entry.budgetFailures.length > 0)) {
      console.log(`\n${result.path}: audits below full marks`);
      for (const audit of result.failingAudits) {
        console.log(
          `  [${audit.category}] ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`,
        );
      }
    }

    mkdirSync("bench-results", { recursive: true });
    const report = {
      date: new Date().toISOString(),
      lighthouse: "mobile, simulated throttling",
      chromium: chromePath,
      runsPerPage: runs,
      loadAverage: os.loadavg(),
      cores: os.availableParallelism(),
      budgets: LIGHTHOUSE_BUDGETS,
      pages: results,
      budgetFailures: failures,
    };
    const file = path.join("bench-results", `lighthouse-${report.date.replaceAll(/[:.]/g, "-")}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(path.join("bench-results", "latest.json"), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nSaved ${file}`);

    if (failures.length > 0) {
      console.error(
        `\n${failures.length} budget(s) missed:\n${failures.map((failure) => `  - ${failure}`).join("\n")}`,
      );
      return 1;
    }
    console.log("\nAll Lighthouse budgets met.");
    return 0;
  } finally {
    browser?.close();
    stopping = true;
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  main().then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(`bench: ${error.message}`);
      process.exit(1);
    },
  );
}
