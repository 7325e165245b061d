/**
 * Test harness for delivery: a real SMTP server (smtp-server, messages parsed
 * with mailparser) behind a TCP relay that can take it away and bring it back,
 * a real HTTP receiver for webhooks that checks signatures with the Standard
 * Webhooks library, a fresh database (SQLite folder or PostgreSQL database), and
 * the server's own services, routers and delivery worker over HTTP, in this
 * process or in a child process that a test can kill.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { sql } from "kysely";
import { type ParsedMail, simpleParser } from "mailparser";
import pg from "pg";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { Webhook } from "standardwebhooks";
import { createApiRouter } from "../../server/api/router.ts";
import { createSchedulingRouter } from "../../server/api/scheduling.ts";
import { createWhitepaperDownloadRouter } from "../../server/api/whitepaper-download.ts";
import { healthCheck } from "../../server/app.ts";
import { type AppDatabase, openDatabase } from "../../server/db/database.ts";
import type { StorageHealthOptions } from "../../server/db/storage-health.ts";
import { IDEMPOTENCY_HEADER } from "../../server/delivery/mail-channel.ts";
import type { WorkerOptions } from "../../server/delivery/worker.ts";
import { sameOriginWrites } from "../../server/http/request-guards.ts";
import { createServices, type Services } from "../../server/services.ts";
import { readSettings, type Settings } from "../../server/settings/settings.ts";
import { Relay } from "./leads-harness.ts";
import { solvedPayload } from "./proof-of-work.ts";

export { backends } from "./leads-harness.ts";

export const SALES_INBOX = "sales@horizon.test";

let addressCounter = 0;
/** An address no other test (or parallel test file) uses. */
export const uniqueEmail = (name: string) => `${name}.${process.pid}.${++addressCounter}@example.com`;
export const MAIL_FROM = "Horizon <no-reply@horizon.test>";
export const SITE_URL = "https://www.horizon.test";
export const WEBHOOK_SECRET = `whsec_${Buffer.from("a test key of at least 24 bytes!").toString("base64")}`;

/** Fast retries for tests; the defaults (10 s doubling, 24 h) are tested as numbers. */
export const FAST_WORKER: Partial<WorkerOptions> = {
  pollIntervalMs: 100,
  leaseMs: 3000,
  backoffBaseMs: 200,
  backoffMaxMs: 1000,
};

const UNLIMITED = { limit: 100_000, windowMs: 60_000 };

async function waitUntil<T>(read: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface ReceivedMail {
  parsed: ParsedMail;
  /** RCPT TO addresses. */
  envelopeTo: string[];
  idempotencyKey: string;
  acceptedAt: number;
}

/** A real SMTP server, reached through a relay that can drop it and bring it back. */
export class MailSink {
  readonly messages: ReceivedMail[] = [];
  /** While set, messages are read but never answered (a delivery that hangs mid-DATA). */
  holding = false;
  /** Messages whose DATA began, answered or not. */
  started = 0;
  /** Recipients the server refuses for good (550, naming the address, as Postfix does). */
  readonly refused = new Set<string>();
  private server: SMTPServer;
  private relay: Relay | undefined;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (!this.refused.has(address.address)) return callback();
        callback(
          Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), {
            responseCode: 550,
          }),
        );
      },
      onData: (stream, session, callback) => {
        this.started++;
        // Decided when the message begins: one held stays unanswered even if it ends after holding stops.
        const held = this.holding;
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (held) return;
          const acceptedAt = Date.now();
          simpleParser(Buffer.concat(chunks)).then((parsed) => {
            this.messages.push({
              parsed,
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              idempotencyKey: String(parsed.headers.get(IDEMPOTENCY_HEADER.toLowerCase()) ?? ""),
              acceptedAt,
            });
            callback();
          }, callback);
        });
      },
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", () => resolve()));
    const { port } = this.server.server.address() as AddressInfo;
    this.relay = new Relay({ host: "127.0.0.1", port });
    await this.relay.start();
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.relay?.port}`;
  }

  /** The SMTP server becomes unreachable: connections drop, new ones are refused. */
  goDown = async () => this.relay?.stop();
  comeBack = async () => {
    if (this.relay && !this.relay.server) await this.relay.start();
  };

  to(address: string): ReceivedMail[] {
    return this.messages.filter((mail) => mail.envelopeTo.includes(address));
  }

  waitForCount(count: number, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    return waitUntil(
      () => (this.messages.length >= count ? this.messages : undefined),
      timeoutMs,
      `${count} e-mails (have ${this.messages.length})`,
    );
  }

  waitForStarted(count: number, timeoutMs = 15_000): Promise<number> {
    return waitUntil(
      () => (this.started >= count ? this.started : undefined),
      timeoutMs,
      `${count} deliveries to begin`,
    );
  }

  waitForKey(key: string, timeoutMs = 15_000): Promise<ReceivedMail> {
    return waitUntil(() => this.messages.find((mail) => mail.idempotencyKey === key), timeoutMs, `mail ${key}`);
  }

  async close(): Promise<void> {
    await this.relay?.stop();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

export interface ReceivedEvent {
  id: string;
  type: string;
  body: { id: string; type: string; timestamp: string; data: Record<string, unknown> };
  /** The Standard Webhooks library accepted the signature. */
  verified: boolean;
}

/** An HTTP endpoint that records webhook events, checking each signature as a receiver would. */
export class WebhookReceiver {
  readonly events: ReceivedEvent[] = [];
  /** Answers this status to the next `failures` requests (then 204). */
  failures = 0;
  failStatus = 503;
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (this.failures > 0) {
        this.failures--;
        res.writeHead(this.failStatus).end();
        return;
      }
      const body = Buffer.concat(chunks).toString("utf8");
      let verified = false;
      try {
        new Webhook(WEBHOOK_SECRET).verify(body, req.headers as Record<string, string>);
        verified = true;
      } catch {
        verified = false;
      }
      const parsed = JSON.parse(body) as ReceivedEvent["body"];
      this.events.push({ id: String(req.headers["webhook-id"]), type: parsed.type, body: parsed, verified });
      res.writeHead(204).end();
    });
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", () => resolve()));
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/horizon`;
  }

  /** Waits for `count` events whose id starts with `prefix`, and returns them in the order they happened. */
  waitFor(prefix: string, count: number, timeoutMs = 15_000): Promise<ReceivedEvent[]> {
    const matching = () => this.events.filter((event) => event.id.startsWith(prefix));
    return waitUntil(
      () =>
        matching().length >= count
          ? matching().sort((a, b) => a.body.timestamp.localeCompare(b.body.timestamp))
          : undefined,
      timeoutMs,
      `${count} webhook events ${prefix}…`,
    );
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Where a test's data lives: a fresh SQLite folder or a fresh PostgreSQL database. */
export interface TestDatabase {
  databaseUrl: string | undefined;
  dataDir: string;
  drop(): Promise<void>;
}

export async function freshDatabase(backend: { name: string; url?: string }): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "horizon-delivery-"));
  if (backend.name !== "postgres" || !backend.url) {
    return { databaseUrl: undefined, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `delivery_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: backend.url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(backend.url);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The environment of a server that mails `sink` (and posts events to `webhook`). */
export function deliveryEnv(
  database: TestDatabase,
  sink: MailSink | undefined,
  webhook?: WebhookReceiver,
): Record<string, string> {
  return {
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? "",
    SITE_URL,
    MAIL_FROM,
    SALES_INBOX,
    SMTP_URL: sink?.url ?? "",
    WEBHOOK_URL: webhook?.url ?? "",
    WEBHOOK_SECRET: webhook ? WEBHOOK_SECRET : "",
  };
}

/** The parts of the server these tests reach over HTTP: lead, scheduling and download APIs, and /healthz. */
export function deliveryApp(services: Services) {
  const app = express();
  app.get("/healthz", healthCheck(services));
  app.use(sameOriginWrites);
  app.use(createApiRouter(services));
  app.use(createSchedulingRouter(services, { slotsLimit: UNLIMITED }));
  app.use(createWhitepaperDownloadRouter(services));
  return app;
}

/** Settings from `env`, with the lead rate limits out of the way of bulk tests. */
export function testSettingsFrom(env: Record<string, string>): Settings {
  const settings = readSettings(env);
  return {
    ...settings,
    leads: {
      ...settings.leads,
      whitepaperRateLimit: UNLIMITED,
      meetingRateLimit: UNLIMITED,
      bookingRateLimit: UNLIMITED,
    },
  };
}

export interface DeliveryServer {
  baseUrl: string;
  services: Services;
  database: AppDatabase;
  close(): Promise<void>;
}

/** The server in this process, its worker running. */
export async function startDeliveryServer(
  env: Record<string, string>,
  worker: Partial<WorkerOptions> = FAST_WORKER,
  logger: pino.Logger = pino({ level: "silent" }),
  storageHealth?: Partial<StorageHealthOptions>,
): Promise<DeliveryServer> {
  const settings = testSettingsFrom(env);
  const database = await openDatabase({
    databaseUrl: settings.database.url,
    dataDir: settings.database.dataDir,
    logger,
  });
  const services = createServices({ database, logger, settings, worker, storageHealth });
  services.delivery.worker.start();
  const server = deliveryApp(services).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    services,
    database,
    async close() {
      await services.delivery.worker.stop(1000);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close().catch(() => {});
    },
  };
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal). */
  exited: Promise<number | string>;
}

/** The server in a child process (tests/integration/delivery-process.ts), so a test can kill it. */
export async function spawnDeliveryServer(
  env: Record<string, string>,
  worker: Partial<WorkerOptions> = FAST_WORKER,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "delivery-process.ts")], {
    env: { ...process.env, ...env, DELIVERY_TEST_WORKER: JSON.stringify(worker), LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "")),
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`delivery server exited early (${code}): ${output}`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, child, exited };
}

async function tableNames(database: AppDatabase): Promise<string[]> {
  if (database.dialect === "sqlite") {
    const result = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
      database.db,
    );
    return result.rows.map((row) => row.name);
  }
  const result = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(database.db);
  return result.rows.map((row) => row.table_name);
}

/** Every row of every table, each as one lower-case text with all its columns. */
export async function everyRow(database: AppDatabase): Promise<{ table: string; text: string }[]> {
  const rows: { table: string; text: string }[] = [];
  for (const table of await tableNames(database)) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db);
    for (const row of result.rows) rows.push({ table, text: JSON.stringify(row).toLowerCase() });
  }
  return rows;
}

/** The addresses a visitor's form or the scheduler posts to, with the browser's proof of work. */
const SUBMISSIONS = new Set(["/local/getPdf", "/api/meeting-requests", "/api/scheduling/bookings"]);

/**
 * A JSON post. To a submission address it carries a solved proof of work, as a browser with
 * JavaScript sends it (without one a submission is flagged and its visitor gets no e-mail);
 * `{ proof: false }` sends it without, as a script or a browser without JavaScript would.
 */
export async function postJson(baseUrl: string, pathname: string, body: unknown, { proof = true } = {}) {
  const withProof =
    proof && SUBMISSIONS.has(pathname) && typeof body === "object" && body !== null && !("altcha" in body)
      ? { ...body, altcha: await solvedPayload(baseUrl) }
      : body;
  return fetch(`${baseUrl}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(withProof),
  });
}

export async function freeSlots(baseUrl: string): Promise<{ start: string; end: string }[]> {
  const response = await fetch(`${baseUrl}/api/scheduling/slots`);
  return ((await response.json()) as { slots: { start: string; end: string }[] }).slots;
}

/** The signed token of a link in a mail (cancel, reschedule or download). */
export function linkToken(mail: ReceivedMail, pathPrefix: string): string {
  const text = mail.parsed.text ?? "";
  const match = new RegExp(`${SITE_URL.replaceAll(".", "\\.")}${pathPrefix}([A-Za-z0-9_.-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${pathPrefix} link in the mail`);
  return match[1];
}
