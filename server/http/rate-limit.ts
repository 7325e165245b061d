import type { Request, RequestHandler, Response } from "express";

export interface RateLimitOptions {
  /** Requests allowed in a burst (the bucket's size). */
  limit: number;
  /** Time for an empty bucket to refill completely, in ms (limit / windowMs is the sustained rate). */
  windowMs: number;
  /** The clock, in ms; tests pin it. */
  now?: () => number;
  /** Most clients tracked at once; full buckets are forgotten first. */
  maxClients?: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Requests left right now. */
  remaining: number;
  /** Whole seconds until the next request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * A per-key token bucket kept in this process's memory: with several server
 * instances each enforces its own limit. `limit` requests may arrive at once;
 * after that one more is allowed every `windowMs / limit` ms.
 */
export function createRateLimiter({ limit, windowMs, now = Date.now, maxClients = 50_000 }: RateLimitOptions) {
  if (!(limit >= 1) || !(windowMs > 0)) throw new RangeError("Rate limit needs limit >= 1 and windowMs > 0");
  const refillPerMs = limit / windowMs;
  const buckets = new Map<string, Bucket>();

  function refill(bucket: Bucket, at: number): void {
    bucket.tokens = Math.min(limit, bucket.tokens + (at - bucket.updatedAt) * refillPerMs);
    bucket.updatedAt = at;
  }

  function forgetIdle(at: number): void {
    for (const [key, bucket] of buckets) {
      refill(bucket, at);
      if (bucket.tokens >= limit) buckets.delete(key);
    }
    // Still too many (a flood of distinct clients): drop the oldest entries.
    for (const key of buckets.keys()) {
      if (buckets.size < maxClients) break;
      buckets.delete(key);
    }
  }

  return {
    /** Counts one request for `key` and says whether it may proceed. */
    hit(key: string): RateLimitDecision {
      const at = now();
      let bucket = buckets.get(key);
      if (!bucket) {
        if (buckets.size >= maxClients) forgetIdle(at);
        bucket = { tokens: limit, updatedAt: at };
        buckets.set(key, bucket);
      } else {
        refill(bucket, at);
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true, remaining: Math.floor(bucket.tokens), retryAfterSeconds: 0 };
      }
      const waitMs = (1 - bucket.tokens) / refillPerMs;
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
    /** Clients currently tracked (for tests and monitoring). */
    size(): number {
      return buckets.size;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

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
  return (req, res, next) => {
    const decision = limiter.hit(clientKey(req));
    if (decision.allowed) return next();
    res.status(429).setHeader("Retry-After", String(decision.retryAfterSeconds));
    respond(res, decision);
  };
}

export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `Too many requests from your network. Please wait ${wait} and try again.`;
}
