import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import type { Logger } from "pino";
import { migrationProvider } from "./migrations/index.ts";
import type { DatabaseSchema } from "./schema.ts";
import { splitSqliteDialect } from "./sqlite-split-dialect.ts";

export type DatabaseDialect = "sqlite" | "postgres";

export interface AppDatabase {
  db: Kysely<DatabaseSchema>;
  dialect: DatabaseDialect;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection URL; when empty, the embedded SQLite file is used. */
  databaseUrl?: string | undefined;
  /** Folder for the SQLite file (created on first start). */
  dataDir: string;
  logger?: Logger | undefined;
  /** How long a write waits for a lock held by another process before failing (SQLite), in ms. */
  sqliteBusyTimeoutMs?: number;
  /** Most PostgreSQL connections held at once. */
  postgresPoolSize?: number;
  /** How long to keep retrying when PostgreSQL is not reachable yet at start-up, in ms (default 30 s). */
  waitForPostgresMs?: number;
}

export const SQLITE_FILE_NAME = "horizon.sqlite";

/**
 * Opens the application database and applies pending migrations.
 * SQLite (`<dataDir>/horizon.sqlite`) by default; PostgreSQL when `databaseUrl` is set.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<AppDatabase> {
  const url = options.databaseUrl?.trim();
  const database = url ? openPostgres(url, options) : openSqlite(options);
  try {
    if (url) await waitUntilReachable(database, options.waitForPostgresMs ?? 30_000, options.logger);
    await migrate(database.db, options.logger);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return database;
}

/** Errors that mean "the server is not there (yet)", as opposed to a wrong password or a bad query. */
function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  const message = error instanceof Error ? error.message : "";
  return (
    (typeof code === "string" && ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "57P03"].includes(code)) ||
    /Connection terminated|timeout exceeded when trying to connect/i.test(message)
  );
}

/** Lets the server start before its database does (containers starting together). */
async function waitUntilReachable(database: AppDatabase, waitMs: number, logger: Logger | undefined): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 1; ; attempt++) {
    try {
      await database.ping();
      return;
    } catch (error) {
      if (!isConnectionError(error) || Date.now() >= deadline) throw error;
      logger?.warn({ attempt, reason: (error as Error).message }, "database: not reachable yet, retrying");
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * attempt, 5000)));
    }
  }
}

function openSqlite(options: OpenDatabaseOptions): AppDatabase {
  mkdirSync(options.dataDir, { recursive: true });
  const db = new Kysely<DatabaseSchema>({
    dialect: splitSqliteDialect({
      file: path.join(options.dataDir, SQLITE_FILE_NAME),
      busyTimeoutMs: options.sqliteBusyTimeoutMs ?? 2000,
    }),
  });
  return {
    db,
    dialect: "sqlite",
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

function openPostgres(url: string, options: OpenDatabaseOptions): AppDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.postgresPoolSize ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
    query_timeout: 15_000,
  });
  // A connection whose server goes away emits "error": on the pool while idle, on the client
  // while checked out (mid-query). Without listeners either would crash the process; the
  // failed query itself still rejects, and the pool discards the broken client.
  pool.on("error", (error) => {
    options.logger?.warn({ reason: error.message }, "postgres: idle connection lost");
  });
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      options.logger?.warn({ reason: error.message }, "postgres: connection lost");
    });
  });
  const db = new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool }),
  });
  return {
    db,
    dialect: "postgres",
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

async function migrate(db: Kysely<DatabaseSchema>, logger: Logger | undefined): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === "Success") logger?.info({ migration: result.migrationName }, "database: migration applied");
    if (result.status === "Error") logger?.error({ migration: result.migrationName }, "database: migration failed");
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
