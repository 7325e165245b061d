/**
 * Floods unknown paths and measures what that costs: throughput of `/` (a pre-rendered
 * page) against unknown paths (404), then /healthz latency while unknown paths are
 * flooded. Starts the built server itself on loopback, prints a table and exits 1
 * when a target is missed: 404 throughput at least half of `/`, /healthz p99 under 50 ms.
 *
 *   npm run build && npm run load:not-found          # LOAD_SECONDS=10 LOAD_CONNECTIONS=20 LOAD_PORT=4300
 */
import autocannon from "autocannon";
import { ms, probeLatency, startServer, summarise, table } from "./server-process.ts";

const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 20);
const port = Number(process.env.LOAD_PORT ?? 4300);
const UNKNOWN_PATHS = ["/no-such-page", "/wp-login.php", "/a/b/c/d", "/.env", "/old-page?ref=1", "/missing.data"];

/** Runs the load generator in a worker thread, so the prober on this thread measures the server, not us. */
function flood(baseUrl: string, paths: string[], duration: number) {
  return autocannon({
    url: baseUrl,
    connections,
    duration,
    workers: 1,
    requests: paths.map((path) => ({ method: "GET", path })),
  });
}

const server = await startServer(port);
try {
  await flood(server.baseUrl, ["/"], 2); // warm-up
  const home = await flood(server.baseUrl, ["/"], seconds);
  const notFound = await flood(server.baseUrl, UNKNOWN_PATHS, seconds);

  const idle = new AbortController();
  setTimeout(() => idle.abort(), 3000);
  const healthIdle = summarise(await probeLatency(`${server.baseUrl}/healthz`, 20, idle.signal));

  const flooding = new AbortController();
  const probe = probeLatency(`${server.baseUrl}/healthz`, 20, flooding.signal);
  const underFlood = await flood(server.baseUrl, UNKNOWN_PATHS, seconds);
  flooding.abort();
  const healthUnderFlood = summarise(await probe);

  const ratio = notFound.requests.average / home.requests.average;
  const statusOf = (result: typeof home) =>
    Object.entries(result.statusCodeStats)
      .map(([status, { count }]) => `${status}×${count}`)
      .join(" ");
  console.log(`\n${connections} connections, ${seconds} s each, server on ${server.baseUrl}\n`);
  console.log(
    table(
      ["measurement", "requests/s", "p50", "p99", "statuses"],
      [
        ["GET /", Math.round(home.requests.average), ms(home.latency.p50), ms(home.latency.p99), statusOf(home)],
        [
          "GET unknown paths",
          Math.round(notFound.requests.average),
          ms(notFound.latency.p50),
          ms(notFound.latency.p99),
          statusOf(notFound),
        ],
        ["GET /healthz, idle", "-", ms(healthIdle.p50), ms(healthIdle.p99), `${healthIdle.count} probes`],
        [
          "GET /healthz, during 404 flood",
          "-",
          ms(healthUnderFlood.p50),
          ms(healthUnderFlood.p99),
          `${healthUnderFlood.count} probes; flood ${Math.round(underFlood.requests.average)}/s`,
        ],
      ],
    ),
  );
  const checks = [
    { name: "404 throughput ≥ half of /", ok: ratio >= 0.5, value: `${(ratio * 100).toFixed(0)} %` },
    { name: "/healthz p99 under flood < 50 ms", ok: healthUnderFlood.p99 < 50, value: ms(healthUnderFlood.p99) },
  ];
  console.log("");
  for (const check of checks) console.log(`${check.ok ? "PASS" : "FAIL"}  ${check.name}: ${check.value}`);
  process.exitCode = checks.every((check) => check.ok) ? 0 : 1;
} finally {
  await server.stop();
}
