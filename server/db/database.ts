import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import type { Logger } from "pino";
import { CurrentSchemaPostgresDialect } from "./current-schema-introspector.ts";
import { migrationProvider } from "./migrations/index.ts";
import type { DatabaseSchema } from "./schema.ts";
import { splitSqliteDialect } from "./sqlite-split-dialect.ts";

export type DatabaseDialect = "sqlite" | "postgres";

/** A write the database refused for a reason of its storage: disk full, read-only, I/O error, damage. */
export interface StorageFailure {
  at: Date;
  code: string;
  message: string;
}

export interface AppDatabase {
  db: Kysely<DatabaseSchema>;
  dialect: DatabaseDialect;
  /** The SQLite file; undefined on PostgreSQL. */
  file: string | undefined;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** SQLite's `quick_check`: the problems found, none when the file is sound (always none on PostgreSQL). */
  checkIntegrity(): Promise<string[]>;
  /** The last write refused for a reason of storage (SQLite); undefined when none. */
  lastStorageFailure(): StorageFailure | undefined;
  /**
   * After an erasure: on SQLite, rewrites the file (`VACUUM`), then copies the write-ahead log into
   * it and truncates the log, so erased values survive in neither (freed space is zeroed as well:
   * `secure_delete`). PostgreSQL's autovacuum reclaims the old row versions.
   */
  purgeErasedCopies(): Promise<void>;
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
    await migrate(database, options.logger);
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

/** SQLite's primary result codes that mean the storage, not the query, failed. */
const STORAGE_CODES: Record<number, string> = {
  8: "SQLITE_READONLY",
  10: "SQLITE_IOERR",
  11: "SQLITE_CORRUPT",
  13: "SQLITE_FULL",
  14: "SQLITE_CANTOPEN",
  26: "SQLITE_NOTADB",
};

/** `SQLITE_FULL`, `SQLITE_CORRUPT`, …: the storage reason of a SQLite error; undefined for any other error. */
export function storageCode(error: unknown): string | undefined {
  const errcode = (error as { errcode?: unknown } | undefined)?.errcode;
  return typeof errcode === "number" ? STORAGE_CODES[errcode & 0xff] : undefined;
}

function openSqlite(options: OpenDatabaseOptions): AppDatabase {
  mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, SQLITE_FILE_NAME);
  let lastFailure: StorageFailure | undefined;
  const db = new Kysely<DatabaseSchema>({
    dialect: splitSqliteDialect({
      file,
      busyTimeoutMs: options.sqliteBusyTimeoutMs ?? 2000,
      onWriteError(error) {
        const code = storageCode(error);
        if (!code) return;
        lastFailure = { at: new Date(), code, message: error.message };
        options.logger?.error({ err: error, code }, "database: a write failed for a reason of storage");
      },
    }),
  });
  return {
    db,
    dialect: "sqlite",
    file,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    async checkIntegrity() {
      const result = await sql<{ quick_check: string }>`pragma quick_check`.execute(db);
      const problems = result.rows.map((row) => String(Object.values(row)[0]));
      return problems.length === 1 && problems[0] === "ok" ? [] : problems;
    },
    lastStorageFailure: () => lastFailure,
    async purgeErasedCopies() {
      // The erasure itself is committed: a failure here is logged, not the erasure's.
      try {
        // Rewriting the file also drops space freed before secure_delete was on (older files).
        await sql`vacuum`.execute(db);
        const result = await sql<{ busy: number }>`pragma wal_checkpoint(truncate)`.execute(db);
        // Busy: another process was reading; its copies go with the next checkpoint it allows.
        if (Number(result.rows[0]?.busy) !== 0) {
          options.logger?.warn("database: the write-ahead log could not be truncated after an erasure (busy)");
        }
      } catch (error) {
        options.logger?.error({ err: error }, "database: the erased values' old copies could not be purged");
      }
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
    dialect: new CurrentSchemaPostgresDialect({ pool }),
  });
  return {
    db,
    dialect: "postgres",
    file: undefined,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    checkIntegrity: async () => [],
    lastStorageFailure: () => undefined,
    purgeErasedCopies: async () => {},
    close: () => db.destroy(),
  };
}

async function migrate({ db, dialect }: AppDatabase, logger: Logger | undefined): Promise<void> {
  // On PostgreSQL the migrator looks for its own tables in every schema unless told which one: a
  // database whose other schema had them (tests, each in a schema of their own) was taken as migrated.
  const schema =
    dialect === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === "Success") logger?.info({ migration: result.migrationName }, "database: migration applied");
    if (result.status === "Error") logger?.error({ migration: result.migrationName }, "database: migration failed");
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
