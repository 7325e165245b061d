/**
 * Whether this instance can store what visitors send, for `/healthz`: a write probe (one row
 * rewritten), the free space of the SQLite data folder, the last write refused for a reason of
 * storage (disk full, read-only, I/O error), and SQLite's `quick_check`. Each result is kept a
 * while, so a load balancer polling often costs little, and after the first time each check runs
 * in the background: a health request answers the last results rather than wait for the write
 * probe (a commit, so an fsync) or the integrity check (which reads the whole file, on the writer
 * thread, at most every few minutes).
 */
import { statfs } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import type { AppDatabase } from "./database.ts";

export interface StorageHealthOptions {
  /** How long a write probe and free-space reading are reused. */
  probeEveryMs: number;
  /** How long an integrity check is reused. */
  integrityEveryMs: number;
  /** How long a write refused for a reason of storage keeps the instance unhealthy. */
  failureHoldMs: number;
  /** Below this much free space in the data folder (SQLite), the instance reports itself unhealthy. */
  minFreeBytes: number;
}

export const DEFAULT_STORAGE_HEALTH: StorageHealthOptions = {
  probeEveryMs: 5000,
  integrityEveryMs: 10 * 60_000,
  failureHoldMs: 30_000,
  minFreeBytes: 16 * 1024 * 1024,
};

const PROBE_ID = "write-probe";

/**
 * A check run at most once per `ttlMs`, one run at a time. The first call waits for it; later
 * calls answer the last result at once while an expired one is re-run in the background, so no
 * health request waits for a commit's fsync or a read of the whole file.
 */
function cached<T>(ttlMs: number, check: () => Promise<T>): () => Promise<T> {
  let first: Promise<T> | undefined;
  let last: { value: T } | undefined;
  let running = false;
  let startedAt = 0;
  return () => {
    if (!running && (!first || performance.now() - startedAt >= ttlMs)) {
      running = true;
      startedAt = performance.now();
      const run = check()
        .then((value) => {
          last = { value };
          return value;
        })
        .finally(() => {
          running = false;
        });
      first ??= run;
    }
    return last ? Promise.resolve(last.value) : (first as Promise<T>);
  };
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createStorageHealth({
  database,
  logger,
  options = DEFAULT_STORAGE_HEALTH,
}: {
  database: AppDatabase;
  logger: Logger;
  options?: StorageHealthOptions;
}) {
  const writeProblem = cached(options.probeEveryMs, async (): Promise<string | undefined> => {
    const checkedAt = new Date().toISOString();
    try {
      await database.db
        .insertInto("health_probe")
        .values({ id: PROBE_ID, checked_at: checkedAt })
        .onConflict((conflict) => conflict.column("id").doUpdateSet({ checked_at: checkedAt }))
        .execute();
      return undefined;
    } catch (error) {
      return `The database does not take writes: ${reasonOf(error)}`;
    }
  });

  const spaceProblem = cached(options.probeEveryMs, async (): Promise<string | undefined> => {
    if (!database.file) return undefined;
    try {
      const { bavail, bsize } = await statfs(path.dirname(database.file));
      const free = Number(bavail) * Number(bsize);
      if (free >= options.minFreeBytes) return undefined;
      return `The data folder is (nearly) full: ${(free / 1024 / 1024).toFixed(1)} MB free.`;
    } catch (error) {
      return `The data folder cannot be read: ${reasonOf(error)}`;
    }
  });

  const integrityProblem = cached(options.integrityEveryMs, async (): Promise<string | undefined> => {
    try {
      const problems = await database.checkIntegrity();
      return problems.length === 0 ? undefined : `The database file is damaged: ${problems.slice(0, 3).join("; ")}`;
    } catch (error) {
      return `The database file is damaged: ${reasonOf(error)}`;
    }
  });

  function recentFailure(): string | undefined {
    const failure = database.lastStorageFailure();
    if (!failure || Date.now() - failure.at.getTime() >= options.failureHoldMs) return undefined;
    return `A write failed at ${failure.at.toISOString()}: ${failure.code}: ${failure.message}`;
  }

  let lastProblems: string[] = [];

  return {
    /** What keeps this instance from storing submissions; empty when it can. */
    async problems(): Promise<string[]> {
      const found = [
        ...(await Promise.all([writeProblem(), spaceProblem(), integrityProblem()])),
        recentFailure(),
      ].filter((problem): problem is string => problem !== undefined);
      if (found.join("\n") !== lastProblems.join("\n")) {
        if (found.length > 0) logger.error({ problems: found }, "health: this instance cannot store submissions");
        else logger.info("health: the database takes writes again");
      }
      lastProblems = found;
      return found;
    },
  };
}

export type StorageHealth = ReturnType<typeof createStorageHealth>;
