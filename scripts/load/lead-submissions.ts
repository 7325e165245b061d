/**
 * Lead submissions under load: 50 clients post meeting requests (or whitepaper
 * requests, LOAD_ENDPOINT=whitepaper) for 30 s while /healthz is probed, on SQLite
 * and, when DATABASE_URL is set, on PostgreSQL. Starts the built server itself on
 * loopback with the rate limits raised, prints a table and exits.
 *
 *   npm run build && npm run load:leads              # SQLite only
 *   DATABASE_URL=postgres://… npm run load:leads     # SQLite, then PostgreSQL
 */
import autocannon from "autocannon";
import { ms, probeLatency, startServer, summarise, table } from "./server-process.ts";

const seconds = Number(process.env.LOAD_SECONDS ?? 30);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
const port = Number(process.env.LOAD_PORT ?? 4300);
const endpoint = process.env.LOAD_ENDPOINT === "whitepaper" ? "whitepaper" : "meeting";
const UNLIMITED = "1000000000/60";

const request =
  endpoint === "whitepaper"
    ? {
        path: "/local/getPdf",
        body: {
          id: "whitepaper1",
          name: "Load Test",
          email: "load@example.com",
          companyName: "Load",
          phone: "9876543210",
        },
      }
    : {
        path: "/api/meeting-requests",
        body: { name: "Load Test", email: "load@example.com", company: "Load", message: "Measuring lead submissions." },
      };

async function measure(backend: string, databaseUrl: string) {
  const server = await startServer(port, {
    DATABASE_URL: databaseUrl,
    LEADS_MEETING_RATE_LIMIT: UNLIMITED,
    LEADS_WHITEPAPER_RATE_LIMIT: UNLIMITED,
  });
  try {
    const probing = new AbortController();
    const probe = probeLatency(`${server.baseUrl}/healthz`, 20, probing.signal);
    const result = await autocannon({
      url: server.baseUrl,
      connections,
      duration: seconds,
      workers: 1,
      requests: [
        {
          method: "POST",
          path: request.path,
          headers: { "content-type": "application/json" },
          body: JSON.stringify(request.body),
        },
      ],
    });
    probing.abort();
    const health = summarise(await probe);
    const statuses = Object.entries(result.statusCodeStats)
      .map(([status, { count }]) => `${status}×${count}`)
      .join(" ");
    return [
      backend,
      Math.round(result.requests.average),
      ms(result.latency.p50),
      ms(result.latency.p99),
      `${statuses}${result.errors ? ` errors×${result.errors}` : ""}`,
      ms(health.p50),
      ms(health.p99),
    ];
  } finally {
    await server.stop();
  }
}

const rows = [await measure("SQLite", "")];
if (process.env.DATABASE_URL) rows.push(await measure("PostgreSQL", process.env.DATABASE_URL));
console.log(`\nPOST ${request.path}: ${connections} clients for ${seconds} s\n`);
console.log(
  table(["database", "requests/s", "p50", "p99", "statuses", "/healthz p50", "/healthz p99"], rows as string[][]),
);
