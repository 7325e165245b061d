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

/**
 * The HTTP status of every problem code the services answer with, in one place: services say
 * what went wrong (a code), and the edge (the JSON API, the route actions) says it in HTTP.
 */
export const PROBLEM_STATUS = {
  invalid_input: 400,
  bot_suspected: 400,
  not_found: 404,
  id_taken: 409,
  slot_taken: 409,
  slot_unavailable: 422,
  booking_limit: 422,
  rate_limited: 429,
  storage_unavailable: 503,
  // The page-view beacon while its count is too far behind (decision 023).
  busy: 503,
  // The console's changes.
  upcoming_meetings: 409,
  not_retryable: 409,
  // Well formed, but not a period that can be taken off (ends before it starts, already over).
  impossible_period: 422,
  // The content studio: a document's versions, and an entry's address.
  stale: 409,
  not_draft: 409,
  already_published: 409,
  no_version: 404,
  not_published: 409,
  slug_format: 400,
  slug_length: 400,
  slug_reserved: 400,
  slug_route: 400,
  slug_taken: 400,
  slug_retired: 400,
  slug_unchanged: 409,
  // Console sign-in and passkeys.
  passkey_not_verified: 400,
  passkey_exists: 400,
  disabled: 403,
  // A booking's signed link (shared/scheduling/manage-booking.ts).
  invalid: 404,
  expired: 410,
  changed: 409,
  cancelled: 409,
  taken: 409,
  "not-bookable": 422,
  unavailable: 503,
} as const satisfies Record<string, number>;

export type ProblemCode = keyof typeof PROBLEM_STATUS;

/** A service's answer when it did not do what was asked: a problem code and the words for the visitor. */
export interface Problem<Code extends ProblemCode = ProblemCode> {
  ok: false;
  code: Code;
  /** For the visitor. */
  message: string;
  /** The first field at fault, and every field's message. */
  field?: string;
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
}
