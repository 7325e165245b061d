/**
 * Test harness for the scheduling API: a real database (a fresh SQLite file, or
 * a fresh database in the PostgreSQL at TEST_DATABASE_URL), the real service with
 * a pinned clock, and the real router served over HTTP on loopback.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import pg from "pg";
import pino from "pino";
import { defaultSchedulingConfig, type SchedulingConfig } from "#shared/scheduling/availability-rules.ts";
import { createProofOfWork, type ProofOfWork } from "../../server/abuse/proof-of-work.ts";
import { createSchedulingRouter } from "../../server/api/scheduling.ts";
import { type AppDatabase, openDatabase } from "../../server/db/database.ts";
import { createDelivery } from "../../server/delivery/delivery.ts";
import type { RateLimitOptions } from "../../server/http/rate-limit.ts";
import { createSchedulingService, type SchedulingService } from "../../server/scheduling/scheduling-service.ts";
import { readSettings } from "../../server/settings/settings.ts";

export interface Backend {
  name: "sqlite" | "postgres";
  url?: string;
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const backends: Backend[] = [
  { name: "sqlite" },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres" as const, url: process.env.TEST_DATABASE_URL }] : []),
];

/** Monday 23 November 2026, 05:30 in Bengaluru. */
export const NOW = Date.parse("2026-11-23T00:00:00Z");

/** The shipped defaults with a holiday list the tests control. */
export const testConfig: SchedulingConfig = {
  ...defaultSchedulingConfig,
  holidays: [{ date: "2026-12-02", name: "Office holiday" }],
};

const UNLIMITED = { limit: 10_000, windowMs: 1000 };

export interface Harness {
  baseUrl: string;
  database: AppDatabase;
  scheduling: SchedulingService;
  proofOfWork: ProofOfWork;
  close(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set("options", `-c search_path=${schema}`);
  return parsed.toString();
}

/**
 * A PostgreSQL database of its own for this harness: a new database when the
 * role may create one, else a new schema. (Kysely's migrator looks for its
 * bookkeeping tables in every schema, so a database of its own is the only
 * isolation that cannot be confused by other tests' migrations.)
 */
async function isolatedPostgres(url: string, logger: pino.Logger) {
  const name = `scheduling_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  let isolatedUrl: string;
  let dropSql: string;
  try {
    await admin.query(`create database "${name}"`);
    isolatedUrl = withDatabase(url, name);
    dropSql = `drop database if exists "${name}" with (force)`;
  } catch {
    await admin.query(`create schema "${name}"`);
    isolatedUrl = withSearchPath(url, name);
    dropSql = `drop schema if exists "${name}" cascade`;
  }
  const drop = async () => {
    await admin.query(dropSql);
    await admin.end();
  };
  try {
    const database = await openDatabase({ databaseUrl: isolatedUrl, dataDir: os.tmpdir(), logger });
    return { database, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** Opens the backend's database in isolation (a new SQLite folder or PostgreSQL database), removed by `drop`. */
async function isolatedDatabase(backend: Backend): Promise<{ database: AppDatabase; drop: () => Promise<void> }> {
  const logger = pino({ level: "silent" });
  if (backend.name === "postgres" && backend.url) return isolatedPostgres(backend.url, logger);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "horizon-scheduling-"));
  const database = await openDatabase({ dataDir, logger });
  return { database, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

export async function startHarness(
  backend: Backend,
  {
    config = testConfig,
    now = () => NOW,
    limits = { bookingLimit: UNLIMITED, slotsLimit: UNLIMITED },
  }: {
    config?: SchedulingConfig;
    now?: () => number;
    /** Rate limits; by default high enough for the race tests (all requests come from one address). */
    limits?: { bookingLimit: RateLimitOptions; slotsLimit: RateLimitOptions };
  } = {},
): Promise<Harness> {
  const { database, drop } = await isolatedDatabase(backend);
  const logger = pino({ level: "silent" });
  const clock = () => new Date(now());
  const proofOfWork = createProofOfWork(database.db);
  const scheduling = createSchedulingService({
    database,
    logger,
    config,
    // These tests book many meetings for one address; the cap has its own tests.
    maxFutureBookingsPerEmail: 1000,
    now: clock,
    siteUrl: readSettings({}).site.siteUrl,
    delivery: createDelivery({ database, logger, settings: readSettings({}), now: clock }),
    proofOfWork,
    bookingRateLimit: limits.bookingLimit,
  });
  const app = express();
  app.use(createSchedulingRouter({ scheduling, database, logger }, { slotsLimit: limits.slotsLimit }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  let closed = false;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    database,
    scheduling,
    proofOfWork,
    async close() {
      if (closed) return;
      closed = true;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close().catch(() => {});
      await drop();
    },
  };
}

/** A valid booking body for `start`; override any field. */
export function bookingBody(start: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    start,
    name: "Asha Rao",
    email: "asha@example.com",
    company: "Example Streaming",
    guests: ["ops@example.com"],
    notes: "We would like to see VIVRE and the Hospitality Suite.",
    timeZone: "Europe/London",
    ...overrides,
  };
}

export function postJson(baseUrl: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}/api/scheduling/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
