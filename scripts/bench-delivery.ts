/**
 * Delivery benchmark: how long from a visitor's submission until the SMTP server
 * has accepted the e-mails it causes. Starts a local SMTP server and the built
 * server (`node server/main.ts`, default settings apart from where mail goes),
 * posts whitepaper requests, meeting requests and bookings at a steady pace, and
 * reports p50/p95/max per kind. Fails when p95 is 5 s or more.
 *
 *   npm run build && npm run bench:delivery      (BENCH_LEADS sets how many leads, default 60)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const LEADS = Number(process.env.BENCH_LEADS ?? 60);
const PACE_MS = 250;
const TARGET_P95_MS = 5000;
const KINDS = ["whitepaper", "meeting", "booking"] as const;
type Kind = (typeof KINDS)[number];

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Acceptance time of each message, by the lead or booking id its idempotency key starts with. */
const accepted = new Map<string, number[]>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then((parsed) => {
      const at = Date.now();
      const key = String(parsed.headers.get("x-idempotency-key") ?? "");
      const subject = key.split("/")[0] ?? "";
      accepted.set(subject, [...(accepted.get(subject) ?? []), at]);
      callback();
    }, callback);
  },
});

/** Starts the server and waits until /healthz answers. */
async function startServer(env: Record<string, string>, base: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["server/main.ts"], { env: { ...process.env, ...env }, stdio: "inherit" });
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("the server did not start");
}

async function post(base: string, pathname: string, body: unknown, client: number) {
  const response = await fetch(`${base}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `203.0.113.${client % 250}` },
    body: JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${pathname} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function main() {
  if (!existsSync(path.join("build", "server", "index.js"))) {
    throw new Error("No build: run `npm run build` first.");
  }
  const [smtpPort, port] = [await freePort(), await freePort()];
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", () => resolve()));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "horizon-bench-delivery-"));
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
      LOG_LEVEL: "warn",
      // Each simulated visitor has an address of its own, as behind a load balancer.
      TRUST_PROXY: "loopback",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "Horizon <no-reply@horizon.example.com>",
      SALES_INBOX: "sales@horizon.example.com",
    },
    base,
  );
  try {
    const slots = ((await (await fetch(`${base}/api/scheduling/slots`)).json()) as { slots: { start: string }[] })
      .slots;
    const submitted: { kind: Kind; id: string; at: number }[] = [];
    const pending: Promise<void>[] = [];
    for (let index = 0; index < LEADS; index++) {
      const kind = KINDS[index % KINDS.length]!;
      const email = `bench.${index}@example.com`;
      const at = Date.now();
      pending.push(
        (async () => {
          if (kind === "whitepaper") {
            const id = randomUUID();
            const body = { id: "whitepaper1", name: "Bench", email, companyName: "Bench Ltd", submissionId: id };
            await post(base, "/local/getPdf", body, index);
            submitted.push({ kind, id, at });
          } else if (kind === "meeting") {
            const body = { name: "Bench", email, message: "Benchmark." };
            const { id } = await post(base, "/api/meeting-requests", body, index);
            submitted.push({ kind, id: String(id), at });
          } else {
            const body = { start: slots[index]!.start, name: "Bench", email, timeZone: "Asia/Kolkata" };
            const { id } = await post(base, "/api/scheduling/bookings", body, index);
            submitted.push({ kind, id: String(id), at });
          }
        })(),
      );
      await new Promise((resolve) => setTimeout(resolve, PACE_MS));
    }
    await Promise.all(pending);

    const deadline = Date.now() + 60_000;
    while (submitted.some((lead) => (accepted.get(lead.id)?.length ?? 0) < 2) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const rows: [string, number[]][] = [...KINDS, "all" as const].map((kind) => [
      kind,
      submitted
        .filter((lead) => kind === "all" || lead.kind === kind)
        .flatMap((lead) => (accepted.get(lead.id) ?? []).map((time) => time - lead.at))
        .sort((a, b) => a - b),
    ]);
    const missing = submitted.filter((lead) => (accepted.get(lead.id)?.length ?? 0) < 2).length;
    console.log(`Submission → SMTP acceptance, ${LEADS} leads (2 e-mails each), one every ${PACE_MS} ms:`);
    console.log("kind        mails   p50 ms   p95 ms   max ms");
    for (const [kind, times] of rows) {
      const cells = [percentile(times, 50), percentile(times, 95), times.at(-1) ?? Number.NaN];
      console.log(
        `${kind.padEnd(10)} ${String(times.length).padStart(6)} ${cells.map((ms) => String(ms).padStart(8)).join(" ")}`,
      );
    }
    const p95 = percentile(rows.at(-1)![1], 95);
    if (missing > 0 || !(p95 < TARGET_P95_MS)) {
      console.error(`FAILED: ${missing} leads without both e-mails; p95 ${p95} ms (target under ${TARGET_P95_MS} ms)`);
      process.exitCode = 1;
    } else {
      console.log(`OK: p95 ${p95} ms is under ${TARGET_P95_MS} ms`);
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
