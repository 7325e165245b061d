/**
 * Rate limits kept in the application's database (table `rate_limits`), so every
 * server instance sharing it enforces one limit: rate-limiter-flexible's counters
 * (a fixed window per client that starts with its first request) over a small
 * store for Kysely that works the same on SQLite and PostgreSQL.
 *
 * When the database does not answer, each instance falls back to its own in-memory
 * counters with the same limit (rate-limiter-flexible's insurance limiter) and logs a
 * warning: limits keep holding per instance, and visitors are not turned away because
 * the limiter's storage is down (the lead itself then gets its own 503).
 */
import type { Request, RequestHandler, Response } from "express";
import { type Kysely, sql } from "kysely";
import type { Logger } from "pino";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import RateLimiterStoreAbstract from "rate-limiter-flexible/lib/RateLimiterStoreAbstract.js";
import type { DatabaseSchema } from "../db/schema.ts";

export interface RateLimitOptions {
  /** Requests allowed per client in one window. */
  limit: number;
  /** Length of a client's window, in ms (whole seconds). */
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Requests left in the window. */
  remaining: number;
  /** Whole seconds until the next request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one request for `key` and says whether it may proceed. */
  hit(key: string): Promise<RateLimitDecision>;
}

interface StoredCounter {
  points: number;
  expire: number | null;
}

const CLEAN_UP_EVERY_MS = 5 * 60_000;
const WARN_EVERY_MS = 60_000;

/**
 * rate-limiter-flexible's store contract (`_upsert`, `_get`, `_delete`, `_getRateLimiterRes`)
 * on the `rate_limits` table: one atomic upsert per request, the same SQL on both databases.
 */
class DatabaseStoreLimiter extends RateLimiterStoreAbstract {
  #db: Kysely<DatabaseSchema>;
  #onStoreError: (error: unknown) => void;
  #cleanedUpAt = 0;

  constructor(
    options: ConstructorParameters<typeof RateLimiterStoreAbstract>[0] & { storeClient: Kysely<DatabaseSchema> },
    onStoreError: (error: unknown) => void,
  ) {
    super(options);
    this.#db = options.storeClient;
    this.#onStoreError = onStoreError;
  }

  async #guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.#onStoreError(error);
      throw error;
    }
  }

  _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<StoredCounter> {
    return this.#guard(async () => {
      const now = Date.now();
      this.#cleanUpNow(now);
      const expire = msDuration > 0 ? now + msDuration : null;
      const expired = sql<boolean>`rate_limits.expire <= ${now}`;
      const row = await this.#db
        .insertInto("rate_limits")
        .values({ key, points, expire })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet({
            points: forceExpire
              ? sql`excluded.points`
              : sql`case when ${expired} then excluded.points else rate_limits.points + excluded.points end`,
            expire: forceExpire
              ? sql`excluded.expire`
              : sql`case when ${expired} then excluded.expire else rate_limits.expire end`,
          }),
        )
        .returning(["points", "expire"])
        .executeTakeFirstOrThrow();
      return { points: Number(row.points), expire: row.expire === null ? null : Number(row.expire) };
    });
  }

  _get(key: string): Promise<StoredCounter | null> {
    return this.#guard(async () => {
      const row = await this.#db
        .selectFrom("rate_limits")
        .select(["points", "expire"])
        .where("key", "=", key)
        .where((where) => where.or([where("expire", ">", Date.now()), where("expire", "is", null)]))
        .executeTakeFirst();
      return row ? { points: Number(row.points), expire: row.expire === null ? null : Number(row.expire) } : null;
    });
  }

  _delete(key: string): Promise<boolean> {
    return this.#guard(async () => {
      const result = await this.#db.deleteFrom("rate_limits").where("key", "=", key).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
  }

  _getRateLimiterRes(_key: string, changedPoints: number, counter: StoredCounter): RateLimiterRes {
    const isFirstInDuration = changedPoints === counter.points;
    const consumed = isFirstInDuration ? changedPoints : counter.points;
    const msBeforeNext = counter.expire === null ? -1 : Math.max(counter.expire - Date.now(), 0);
    return new RateLimiterRes(Math.max(this.points - consumed, 0), msBeforeNext, consumed, isFirstInDuration);
  }

  /** Forgets counters that ended over an hour ago, at most every five minutes, without waiting. */
  #cleanUpNow(now: number): void {
    if (now - this.#cleanedUpAt < CLEAN_UP_EVERY_MS) return;
    this.#cleanedUpAt = now;
    this.#db
      .deleteFrom("rate_limits")
      .where("expire", "<", now - 3_600_000)
      .execute()
      .catch(() => {});
  }
}

export interface SharedRateLimiterOptions extends RateLimitOptions {
  db: Kysely<DatabaseSchema>;
  /** Keeps this limiter's counters apart from the others' ("whitepaper", "booking", …). */
  name: string;
  logger: Logger;
}

/** A limiter whose counters every instance on the same database shares. */
export function createRateLimiter({ db, name, limit, windowMs, logger }: SharedRateLimiterOptions): RateLimiter {
  if (!(limit >= 1) || !(windowMs >= 1000)) throw new RangeError("Rate limit needs limit >= 1 and windowMs >= 1000");
  const duration = Math.round(windowMs / 1000);
  let warnedAt = 0;
  const limiter = new DatabaseStoreLimiter(
    {
      storeClient: db,
      keyPrefix: name,
      points: limit,
      duration,
      // A client over its limit is refused from memory until its window ends: no database write per request.
      inMemoryBlockOnConsumed: limit + 1,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: limit, duration }),
    },
    (error) => {
      if (Date.now() - warnedAt < WARN_EVERY_MS) return;
      warnedAt = Date.now();
      logger.warn(
        { limiter: name, reason: error instanceof Error ? error.message : String(error) },
        "rate limit: database unavailable, this instance counts on its own until it is back",
      );
    },
  );
  return { hit: consumeFrom(limiter) };
}

/** Counts a request on a rate-limiter-flexible limiter, as a decision. */
function consumeFrom(limiter: Pick<RateLimiterMemory, "consume">): RateLimiter["hit"] {
  return async (key) => {
    try {
      const result = await limiter.consume(key);
      return { allowed: true, remaining: result.remainingPoints, retryAfterSeconds: 0 };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
  };
}

/**
 * A limiter counted in this instance's memory: for requests too frequent and too cheap to
 * cost a database write each (page-view beacons); N instances allow N times the limit.
 */
export function createInstanceRateLimiter({ limit, windowMs }: RateLimitOptions): RateLimiter {
  if (!(limit >= 1) || !(windowMs >= 1000)) throw new RangeError("Rate limit needs limit >= 1 and windowMs >= 1000");
  return { hit: consumeFrom(new RateLimiterMemory({ points: limit, duration: Math.round(windowMs / 1000) })) };
}

/** The client's address as Express sees it (honours the app's "trust proxy" setting). */
export function clientKey(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

/**
 * Express middleware: answers 429 with Retry-After once `limiter` refuses the client.
 * `respond` writes the body (JSON by default).
 */
export function rateLimit(
  limiter: RateLimiter,
  respond: (res: Response, decision: RateLimitDecision) => void = (res, decision) => {
    res.json({
      error: tooManyRequestsMessage(decision.retryAfterSeconds),
      retryAfterSeconds: decision.retryAfterSeconds,
    });
  },
): RequestHandler {
  return async (req, res, next) => {
    const decision = await limiter.hit(clientKey(req));
    if (decision.allowed) return next();
    res.status(429).setHeader("Retry-After", String(decision.retryAfterSeconds));
    respond(res, decision);
  };
}

export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `Too many requests from your network. Please wait ${wait} and try again.`;
}
