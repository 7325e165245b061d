/**
 * The console's one way to write and read a calendar day: "26 Nov 2026" on screen, `YYYY-MM-DD`
 * underneath. A day field is plain text (it works before and without the page's code), so the
 * server reads what a person types: "26 Nov 2026", "26 November 2026", "26/11/2026" (day first,
 * as in India), "26-11-2026", "26.11.2026" or `2026-11-26`, a leading weekday allowed.
 */
import { parseIsoDate } from "../scheduling/zoned-time.ts";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const FULL_MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** Marks a day box on the page, whose text (read as typed) stands for a `YYYY-MM-DD` day. */
export const TYPED_DAY_ATTRIBUTE = "data-typed-day";

/** What a day field shows as its example and says it expects. */
export const TYPED_DAY_EXAMPLE = "26 Nov 2026";

function isoOf(year: number, month: number, day: number): string | null {
  const iso = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return parseIsoDate(iso) ? iso : null;
}

function monthOf(name: string): number | null {
  const lower = name.toLowerCase().replace(/\.$/, "");
  if (lower.length < 3) return null;
  const index = FULL_MONTHS.findIndex(
    (month) => month.startsWith(lower) || (lower === "sept" && month === "september"),
  );
  return index === -1 ? null : index + 1;
}

/** `YYYY-MM-DD` of what was typed, or null when it is not a day of the calendar (empty included). */
export function readTypedDay(typed: string): string | null {
  const text = typed
    .trim()
    .replace(/^(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i, "")
    .replace(/,/g, " ")
    .replace(/\s+/g, " ");
  if (parseIsoDate(text)) return text;
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (numeric) return isoOf(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)?[ -]([a-z]+\.?)[ -](\d{4})$/i.exec(text);
  if (dayFirst) {
    const month = monthOf(dayFirst[2]!);
    return month ? isoOf(Number(dayFirst[3]), month, Number(dayFirst[1])) : null;
  }
  const monthFirst = /^([a-z]+\.?) (\d{1,2})(?:st|nd|rd|th)? (\d{4})$/i.exec(text);
  if (monthFirst) {
    const month = monthOf(monthFirst[1]!);
    return month ? isoOf(Number(monthFirst[3]), month, Number(monthFirst[2])) : null;
  }
  return null;
}

/** A `YYYY-MM-DD` day as a day field shows it: "26 Nov 2026" (anything else unchanged). */
export function writeTypedDay(iso: string): string {
  const parsed = parseIsoDate(iso);
  if (!parsed) return iso;
  return `${parsed.day} ${MONTHS[parsed.month - 1]} ${parsed.year}`;
}

/** The message for a day that could not be read, naming the field and what was typed. */
export function typedDayProblem(label: string, typed: string): string {
  return `${label}: "${typed.trim().slice(0, 20)}" is not a day. Write it like ${TYPED_DAY_EXAMPLE}.`;
}
