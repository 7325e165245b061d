/** Lead-capture settings, from the environment with safe defaults. */
export interface RateLimitSetting {
  /** Submissions allowed in a burst per client address. */
  limit: number;
  /** Time in which a client's full allowance comes back, in ms. */
  windowMs: number;
}

export interface LeadSettings {
  /** Forms submitted faster than this after the form became interactive are taken for bots. */
  minFillMs: number;
  whitepaperRateLimit: RateLimitSetting;
  meetingRateLimit: RateLimitSetting;
  /** What a 503 tells clients to wait before retrying, in seconds. */
  retryAfterSeconds: number;
}

export const defaultLeadSettings: LeadSettings = {
  minFillMs: 3000,
  whitepaperRateLimit: { limit: 10, windowMs: 10 * 60_000 },
  meetingRateLimit: { limit: 10, windowMs: 10 * 60_000 },
  retryAfterSeconds: 30,
};

/** "10/600" means 10 submissions per 600 seconds. */
function parseRate(value: string | undefined, fallback: RateLimitSetting): RateLimitSetting {
  const match = value ? /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value) : null;
  if (!match) return fallback;
  const limit = Number(match[1]);
  const seconds = Number(match[2]);
  return limit >= 1 && seconds >= 1 ? { limit, windowMs: seconds * 1000 } : fallback;
}

function parseMs(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value.trim() === "" ? Number.NaN : Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

/**
 * LEADS_MIN_FILL_MS (default 3000), LEADS_WHITEPAPER_RATE_LIMIT and LEADS_MEETING_RATE_LIMIT
 * ("count/seconds", default "10/600").
 */
export function readLeadSettings(env: NodeJS.ProcessEnv = process.env): LeadSettings {
  return {
    minFillMs: parseMs(env.LEADS_MIN_FILL_MS, defaultLeadSettings.minFillMs),
    whitepaperRateLimit: parseRate(env.LEADS_WHITEPAPER_RATE_LIMIT, defaultLeadSettings.whitepaperRateLimit),
    meetingRateLimit: parseRate(env.LEADS_MEETING_RATE_LIMIT, defaultLeadSettings.meetingRateLimit),
    retryAfterSeconds: defaultLeadSettings.retryAfterSeconds,
  };
}
