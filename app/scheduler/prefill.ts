/**
 * Prefill from the page's query string, as the spec's scheduling embed has it:
 * `name`, `email`, `first_name`/`last_name`, `guests`, `location`, `date`,
 * custom answers `a1`…`a10` and `utm_*` fields.
 */
import { ANSWER_KEYS, LIMITS, UTM_KEYS } from "#shared/scheduling/booking-fields.ts";
import { parseIsoDate } from "#shared/scheduling/zoned-time.ts";

export interface Prefill {
  name: string;
  email: string;
  company: string;
  guests: string;
  notes: string;
  /** `YYYY-MM-DD` to open the calendar on, when given. */
  date: string;
  /** a1…a10 and utm_* values to send with the booking. */
  extras: Record<string, string>;
}

function value(params: URLSearchParams, key: string, max: number): string {
  return (params.get(key) ?? "").trim().slice(0, max);
}

export function readPrefill(params: URLSearchParams): Prefill {
  const fullName = [value(params, "first_name", LIMITS.name), value(params, "last_name", LIMITS.name)]
    .filter(Boolean)
    .join(" ");
  const date = value(params, "date", 10);
  const extras: Record<string, string> = {};
  for (const key of ANSWER_KEYS) {
    const answer = value(params, key, LIMITS.answer);
    if (answer) extras[key] = answer;
  }
  for (const key of UTM_KEYS) {
    const utm = value(params, key, LIMITS.utm);
    if (utm) extras[key] = utm;
  }
  return {
    name: (value(params, "name", LIMITS.name) || fullName).slice(0, LIMITS.name),
    email: value(params, "email", LIMITS.email),
    company: value(params, "company", LIMITS.company),
    guests: value(params, "guests", 2000),
    notes: value(params, "notes", LIMITS.longText),
    date: parseIsoDate(date) ? date : "",
    extras,
  };
}

/** Query fields an external scheduling page accepts as prefill. */
export const EMBED_PREFILL_KEYS = [
  "name",
  "email",
  "first_name",
  "last_name",
  "guests",
  "location",
  "date",
  ...ANSWER_KEYS,
  ...UTM_KEYS,
] as const;

/** Page settings passed to the external scheduler so it matches the site. */
export const EMBED_PAGE_SETTINGS: Record<string, string> = {
  background_color: "0e1430",
  text_color: "f4f6ff",
  primary_color: "7c5cff",
  hide_event_type_details: "1",
  hide_landing_page_details: "1",
};

/** The external scheduler's URL with the visitor's prefill and the page settings added. */
export function buildEmbedUrl(base: string, params: URLSearchParams): string {
  const url = new URL(base);
  for (const key of EMBED_PREFILL_KEYS) {
    const given = params.get(key)?.trim();
    if (given) url.searchParams.set(key, given.slice(0, 2000));
  }
  for (const [key, setting] of Object.entries(EMBED_PAGE_SETTINGS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, setting);
  }
  return url.toString();
}
