/**
 * Test harness for the lead-capture API: a real database (a fresh SQLite folder,
 * or a fresh schema in the PostgreSQL at TEST_DATABASE_URL), the real services
 * and the real router, served over HTTP on loopback. It can also take the
 * database away and bring it back: SQLite by holding its write lock from another
 * connection, PostgreSQL by cutting a TCP proxy between the server and the database.
 * With `analyticsThread`, beacons take the production path: the HTTP server's fast path
 * and the analytics thread, on a connection of its own.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import express from "express";
import pg from "pg";
import pino from "pino";
import type { AnalyticsTimings } from "../../server/analytics/analytics.ts";
import { type AnalyticsThread, startAnalyticsThread } from "../../server/analytics/analytics-thread-client.ts";
import { createBeaconEndpoint } from "../../server/api/analytics.ts";
import { withBeaconFastPath } from "../../server/api/beacon-fast-path.ts";
import { createApiRouter } from "../../server/api/router.ts";
import { type Clock, systemClock } from "../../server/clock.ts";
import { type AppDatabase, openDatabase, SQLITE_FILE_NAME } from "../../server/db/database.ts";
import { sameOriginWrites } from "../../server/http/request-guards.ts";
import type { LeadSettings } from "../../server/leads/lead-service.ts";
import { createServices, type Services } from "../../server/services.ts";
import { type AnalyticsSettings, readSettings } from "../../server/settings/settings.ts";
import type { Backend } from "./fixtures/backends.ts";
import { isolatedName } from "./fixtures/database.ts";
import { Relay } from "./fixtures/relay.ts";

export { type Backend, backends } from "./fixtures/backends.ts";
export { Relay } from "./fixtures/relay.ts";

/** Generous limits so bulk tests are not throttled; rate-limit tests pass their own. */
export const testSettings: LeadSettings = {
  ...readSettings({}).leads,
  whitepaperRateLimit: { limit: 10_000, windowMs: 60_000 },
  meetingRateLimit: { limit: 10_000, windowMs: 60_000 },
};

/** Where the data lives, kept across restarts of the server. */
export interface Storage {
  open(): Promise<AppDatabase>;
  /** What `open` opens, for a thread that opens its own connection. */
  location: { databaseUrl: string | undefined; dataDir: string };
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
    location: { databaseUrl: undefined, dataDir },
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
  const schema = isolatedName("leads_test");
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
    location: { databaseUrl: appUrl.toString(), dataDir: os.tmpdir() },
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
  /** The analytics thread, when started with `analyticsThread`. */
  analyticsThread: AnalyticsThread | undefined;
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
    analyticsThread,
  }: {
    settings?: LeadSettings;
    analytics?: AnalyticsSettings;
    now?: Clock;
    /** Beacons through the fast path to an analytics thread with these timings and queue limit. */
    analyticsThread?: { timings: AnalyticsTimings; limit?: number };
  } = {},
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
    const thread = analyticsThread
      ? await startAnalyticsThread({
          options: {
            ...storage.location,
            logLevel: process.env.TEST_LOG_LEVEL ?? "silent",
            settings: analytics,
            timings: analyticsThread.timings,
          },
          logger,
          now: now ?? systemClock,
          ...(analyticsThread.limit ? { limit: analyticsThread.limit } : {}),
        })
      : undefined;
    const app = express();
    app.use(sameOriginWrites);
    app.use(createApiRouter(services));
    const beacons = createBeaconEndpoint({ recorder: thread ?? services.analytics, settings: analytics });
    app.use(beacons.router);
    const server = createServer(thread ? withBeaconFastPath(app, beacons, logger) : app).listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    return { server, database, services, thread, baseUrl: `http://127.0.0.1:${port}` };
  }

  async function stop(running: Awaited<ReturnType<typeof start>>) {
    running.server.closeAllConnections();
    await new Promise<void>((resolve) => running.server.close(() => resolve()));
    await running.thread?.stop();
    await running.database.close().catch(() => {});
  }

  let running = await start();
  const handle: LeadServer = {
    baseUrl: running.baseUrl,
    services: running.services,
    storage,
    analyticsThread: running.thread,
    async restart() {
      await stop(running);
      running = await start();
      handle.baseUrl = running.baseUrl;
      handle.services = running.services;
      handle.analyticsThread = running.thread;
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
