/** The JSON body of every 4xx/5xx answer of the site's JSON API (leads and scheduling alike). */
export interface ApiError {
  /** For the visitor. */
  error: string;
  /** Machine-readable reason, e.g. "invalid_input", "slot_taken", "rate_limited". */
  code: string;
  /** The first field at fault, and every field's message. */
  field?: string;
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
}

/** Largest request body the site accepts, JSON or form post. */
export const REQUEST_BODY_LIMIT_BYTES = 16 * 1024;
