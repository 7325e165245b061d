/**
 * Turns the server's free slots (UTC instants) into what the visitor sees:
 * days and times on their own clock, with the team's clock alongside.
 */
import { isoDateInZone, parseIsoDate } from "#shared/scheduling/zoned-time.ts";

export interface ZonedSlot {
  /** UTC ISO instant, as the server sent it (and expects back). */
  start: string;
  end: string;
  startMs: number;
  /** Calendar day of the start in the visitor's zone (`YYYY-MM-DD`). */
  date: string;
}

/** Slots grouped by the visitor's calendar day, in start order within each day. */
export function groupSlotsByDay(
  slots: readonly { start: string; end: string }[],
  timeZone: string,
): Map<string, ZonedSlot[]> {
  const days = new Map<string, ZonedSlot[]>();
  const sorted = slots
    .map((slot) => ({ ...slot, startMs: Date.parse(slot.start) }))
    .sort((a, b) => a.startMs - b.startMs);
  for (const slot of sorted) {
    const date = isoDateInZone(slot.startMs, timeZone);
    const day = days.get(date) ?? [];
    day.push({ ...slot, date });
    days.set(date, day);
  }
  return days;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One `Intl.DateTimeFormat` per locale and options, kept: creating one costs far more than
 * formatting with it, and the scheduler formats every day of a month and every slot it shows.
 */
export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ""}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * Intl's output with its thin and narrow no-break spaces made plain. Node and browsers ship different
 * ICU versions, and where one writes "10:00\u202fam" another writes "10:00 am": a page rendered on the
 * server would then not match the browser's render, and React would throw the server's HTML away
 * (with anything the visitor had typed or picked in it) to render the page again.
 */
function plainSpaces(text: string): string {
  return text.replace(/[\u2009\u202f]/g, " ");
}

/** "9:30 AM" / "09:30" in the visitor's locale. */
export function formatTime(ms: number, timeZone: string, locale?: string): string {
  return plainSpaces(dateFormat(locale, { timeZone, hour: "numeric", minute: "2-digit" }).format(ms));
}

/** "Tuesday, 24 November 2026" for a `YYYY-MM-DD` date (a calendar date, no zone involved). */
export function formatLongDate(date: string, locale?: string): string {
  const parsed = parseIsoDate(date);
  if (!parsed) return date;
  return dateFormat(locale, {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(Date.UTC(parsed.year, parsed.month - 1, parsed.day));
}

function zonePart(ms: number, timeZone: string, style: "long" | "shortOffset", locale?: string): string {
  const parts = dateFormat(locale, { timeZone, timeZoneName: style }).formatToParts(ms);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? "";
}

/** "India Standard Time (GMT+5:30)" at an instant (names and offsets change with DST). */
export function describeTimeZone(timeZone: string, ms: number, locale?: string): string {
  const name = zonePart(ms, timeZone, "long", locale);
  const offset = zonePart(ms, timeZone, "shortOffset", locale);
  return name && offset && name !== offset ? `${name} (${offset})` : name || offset || timeZone;
}

/** The visitor's zone as the browser reports it, or `fallback`. */
export function detectTimeZone(fallback: string): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
  } catch {
    return fallback;
  }
}

/**
 * IANA zones for the picker, always including `required` (the detected and team zones); with
 * `all` false, only those (and UTC).
 */
export function timeZoneOptions(required: readonly string[], all = true): string[] {
  const supported = all && typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set([...supported, ...required, "UTC"])].sort((a, b) => a.localeCompare(b));
}

/** "Tuesday, November 24, 2026, 10:40 – 11:10 AM GMT": a slot on one clock, with the zone's abbreviation. */
export function formatSlotRange(slot: { start: string; end: string }, timeZone: string, locale?: string): string {
  const range = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).formatRange(Date.parse(slot.start), Date.parse(slot.end));
  return plainSpaces(range);
}
