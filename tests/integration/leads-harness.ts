/**
 * Test harness for the lead-capture API: a real database (a fresh SQLite folder,
 * or a fresh schema in the PostgreSQL at TEST_DATABASE_URL), the real services
 * and the real router, served over HTTP on loopback. It can also take the
 * database away and bring it back: SQLite by holding its write lock from another
 * connection, PostgreSQL by cutting a TCP proxy between the server and the database.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import express from "express";
import pg from "pg";
import pino from "pino";
import { createAnalyticsRouter } from "../../server/api/analytics.ts";
import { createApiRouter } from "../../server/api/router.ts";
import type { Clock } from "../../server/clock.ts";
import { type AppDatabase, openDatabase, SQLITE_FILE_NAME } from "../../server/db/database.ts";
import { sameOriginWrites } from "../../server/http/request-guards.ts";
import type { LeadSettings } from "../../server/leads/lead-service.ts";
import { createServices, type Services } from "../../server/services.ts";
import { type AnalyticsSettings, readSettings } from "../../server/settings/settings.ts";

export interface Backend {
  name: "sqlite" | "postgres";
  url?: string;
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const backends: Backend[] = [
  { name: "sqlite" },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres" as const, url: process.env.TEST_DATABASE_URL }] : []),
];

if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    "Lead integration tests: TEST_DATABASE_URL is not set, so they run against SQLite only. " +
      "Start a throwaway server with `bash scripts/postgres-for-tests.sh start` and export the URL it prints.",
  );
}

/** Generous limits so bulk tests are not throttled; rate-limit tests pass their own. */
export const testSettings: LeadSettings = {
  ...readSettings({}).leads,
  whitepaperRateLimit: { limit: 10_000, windowMs: 60_000 },
  meetingRateLimit: { limit: 10_000, windowMs: 60_000 },
};

/** A TCP relay that can drop every connection and refuse new ones, then come back on the same port. */
export class Relay {
  target: { host: string; port: number };
  port = 0;
  server: net.Server | undefined;
  sockets = new Set<net.Socket>();

  constructor(target: { host: string; port: number }) {
    this.target = target;
  }

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Where the data lives, kept across restarts of the server. */
export interface Storage {
  open(): Promise<AppDatabase>;
  /** Makes writes fail until `restore`. */
  breakDown(): Promise<void>;
  restore(): Promise<void>;
  /** A plain client on the same data, independent of the server (for assertions). */
  query<T>(sql: string): Promise<T[]>;
  drop(): Promise<void>;
}

function sqliteStorage(): Storage {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "horizon-leads-"));
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
  let blocker: DatabaseSync | undefined;
  const reader = () => new DatabaseSync(path.join(dataDir, SQLITE_FILE_NAME), { readOnly: true });
  return {
    open: () => openDatabase({ dataDir, logger, sqliteBusyTimeoutMs: 100 }),
    async breakDown() {
      blocker = new DatabaseSync(path.join(dataDir, SQLITE_FILE_NAME));
      blocker.exec("BEGIN EXCLUSIVE");
    },
    async restore() {
      blocker?.exec("ROLLBACK");
      blocker?.close();
      blocker = undefined;
    },
    async query<T>(sql: string) {
      const db = reader();
      try {
        return db.prepare(sql).all() as T[];
      } finally {
        db.close();
      }
    },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresStorage(adminUrl: string): Promise<Storage> {
  const schema = `leads_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.query(`set search_path to "${schema}"`);
  const target = new URL(adminUrl);
  const relay = new Relay({ host: target.hostname, port: Number(target.port || 5432) });
  await relay.start();
  const appUrl = new URL(adminUrl);
  appUrl.hostname = "127.0.0.1";
  appUrl.port = String(relay.port);
  appUrl.searchParams.set("options", `-c search_path=${schema}`);
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
  return {
    open: () => openDatabase({ databaseUrl: appUrl.toString(), dataDir: os.tmpdir(), logger }),
    breakDown: () => relay.stop(),
    restore: () => relay.start(),
    async query<T>(sql: string) {
      return (await admin.query(sql)).rows as T[];
    },
    async drop() {
      await relay.stop();
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    },
  };
}

export interface LeadServer {
  baseUrl: string;
  services: Services;
  storage: Storage;
  /** Stops the server and closes the database, then starts both again on the same data. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** Fresh data for one test file on the backend. */
export async function openStorage(backend: Backend): Promise<Storage> {
  return backend.name === "postgres" && backend.url ? await postgresStorage(backend.url) : sqliteStorage();
}

export async function startLeadServer(
  backend: Backend,
  {
    settings = testSettings,
    analytics = readSettings({}).analytics,
    now,
  }: { settings?: LeadSettings; analytics?: AnalyticsSettings; now?: Clock } = {},
): Promise<LeadServer> {
  const storage = await openStorage(backend);
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });

  async function start() {
    const database = await storage.open();
    const services = createServices({
      database,
      logger,
      settings: { ...readSettings({}), leads: settings, analytics },
      ...(now ? { now } : {}),
    });
    const app = express();
    app.use(sameOriginWrites);
    app.use(createApiRouter(services));
    app.use(createAnalyticsRouter({ analytics: services.analytics, settings: analytics }));
    const server = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    return { server, database, services, baseUrl: `http://127.0.0.1:${port}` };
  }

  async function stop(running: Awaited<ReturnType<typeof start>>) {
    running.server.closeAllConnections();
    await new Promise<void>((resolve) => running.server.close(() => resolve()));
    await running.database.close().catch(() => {});
  }

  let running = await start();
  const handle: LeadServer = {
    baseUrl: running.baseUrl,
    services: running.services,
    storage,
    async restart() {
      await stop(running);
      running = await start();
      handle.baseUrl = running.baseUrl;
      handle.services = running.services;
    },
    async close() {
      await stop(running);
      await storage.restore().catch(() => {});
      await storage.drop();
    },
  };
  return handle;
}

export function post(baseUrl: string, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

let counter = 0;

/** A valid whitepaper request; override any field. */
export function whitepaperBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    id: "whitepaper1",
    name: "Asha Rao",
    email: `asha.${counter}@example.com`,
    companyName: "Example Streaming",
    phone: "9876543210",
    marketingConsent: false,
    ...overrides,
  };
}

/** A valid meeting request; override any field. */
export function meetingBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    name: "Vikram Shah",
    email: `vikram.${counter}@example.com`,
    company: "Example Hotels",
    message: "We would like a demo of the Hospitality Suite.",
    ...overrides,
  };
}

/** Pages in a PDF (counts page objects, not the page-tree node). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}
