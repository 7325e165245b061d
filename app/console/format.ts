import { useRouteLoaderData } from "react-router";
import type { StaffRole } from "#shared/console/staff.ts";
import { isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import type { ConsoleLayoutData } from "./layout-data";

/** How a staff role is written wherever the console names one. */
export const ROLE_LABELS: Record<StaffRole, string> = { admin: "Admin", staff: "Staff", editor: "Editor" };

/** The team's time zone, in which the console shows every time (the same on server and browser). */
export function useTeamTimeZone(): string {
  return useRouteLoaderData<ConsoleLayoutData>("console")?.timeZone ?? "UTC";
}

/** A month in three letters, as every other month is written: the locale data abbreviates September "Sept". */
export function threeLetterMonths(text: string): string {
  return text.replace(/\bSept\b/g, "Sep");
}

/*
 * Every date and time the console writes stays on one line: a line may break after the comma between a date and
 * its time, never inside "27 Nov 2026" (no-break spaces) nor between "10:21" and "pm" (a narrow no-break space).
 */
const NO_BREAK = "\u00a0";
const NARROW_NO_BREAK = "\u202f";

/** A date's words held together: "27 Nov 2026" with no-break spaces; after a comma ("Monday, 30 …") a line may break. */
function unbrokenDate(text: string): string {
  return threeLetterMonths(text).replace(/(?<!,) /g, NO_BREAK);
}

/** A clock time held together: "10:21 pm" with a narrow no-break space. */
function unbrokenTime(text: string): string {
  return text.replace(/\s+/g, NARROW_NO_BREAK);
}

/*
 * The console writes a moment in two forms only. A recent event is relative to the team's today ("Today, 1:28 am",
 * "Yesterday, 4:10 pm": `formatNearDateTime` in near-days.ts); anything else, a meeting or a scheduled day
 * included, as "Mon 30 Nov, 12:00 pm". A year is added only when it is not the team's current one.
 */

/**
 * A moment as a meeting or anything scheduled is written: "Mon 30 Nov, 12:00 pm" in the team's time zone, "Mon 30
 * Nov 2025, 12:00 pm" outside the current year there.
 */
export function formatDateTime(iso: string, timeZone: string, now: number = Date.now()): string {
  const day = formatWeekday(isoDateInZone(Date.parse(iso), timeZone), isoDateInZone(now, timeZone));
  return `${day}, ${formatTime(iso, timeZone)}`;
}

/** A moment's clock time in a zone: "1:28 am". */
export function formatTime(iso: string, timeZone: string): string {
  return unbrokenTime(new Intl.DateTimeFormat("en-IN", { timeStyle: "short", timeZone }).format(new Date(iso)));
}

/** A calendar day (`YYYY-MM-DD`), written out with its weekday: "Monday, 30 November 2026". */
export function formatDay(date: string): string {
  return unbrokenDate(
    new Intl.DateTimeFormat("en-IN", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${date}T12:00:00Z`)),
  );
}

/**
 * A calendar day (`YYYY-MM-DD`) with its weekday, in short: "Sat 28 Nov"; "Sat 28 Nov 2025" when its year is not
 * the one of `today` (the team's day, `YYYY-MM-DD`; by default today by the UTC clock).
 */
export function formatWeekday(date: string, today: string = new Date().toISOString().slice(0, 10)): string {
  const year = date.slice(0, 4) === today.slice(0, 4) ? undefined : "numeric";
  return unbrokenDate(
    new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", year, timeZone: "UTC" })
      .format(new Date(`${date}T12:00:00Z`))
      .replace(",", ""),
  );
}

/** A calendar day (`YYYY-MM-DD`) in short: "26 Nov 2026". */
export function formatShortDay(date: string): string {
  return unbrokenDate(
    new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`)),
  );
}

/**
 * How long ago a moment was, as a hint beside its date and time ("just now", "12 min ago", "3 h ago"); null from
 * a day on, when the date says it better.
 */
export function formatAgo(iso: string, now: number): string | null {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 0 || minutes >= 24 * 60) return null;
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ago`;
}

/** A zone's usual abbreviation at a moment ("IST", "CET", "EST"), else its offset from GMT ("GMT+8"). */
function zoneAbbreviation(timeZone: string, at: Date): string {
  const nameIn = (locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? "";
  const names = ["en-IN", "en-GB", "en-US"].map(nameIn);
  return names.find((name) => name !== "" && !name.startsWith("GMT")) ?? names[1] ?? timeZone;
}

/** The place a zone is named after: "Europe/Berlin" is "Berlin", "America/New_York" is "New York". */
function zonePlace(timeZone: string): string {
  return (timeZone.split("/").at(-1) ?? timeZone).replaceAll("_", " ");
}

/** A time zone as people say it: "Asia/Kolkata" is "India time (IST)", "Europe/Berlin" "Germany time (CET)". */
export function formatTimeZone(timeZone: string, at: Date = new Date()): string {
  const abbreviation = zoneAbbreviation(timeZone, at);
  if (abbreviation === "UTC") return "UTC";
  const generic =
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "shortGeneric" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? "";
  const name = generic.endsWith(" Time") ? `${generic.slice(0, -" Time".length)} time` : `${zonePlace(timeZone)} time`;
  return `${name} (${abbreviation})`;
}

/** A moment's clock time where someone is: "6:30 am in Berlin (CET)". */
export function formatTimeIn(iso: string, timeZone: string): string {
  return `${formatTime(iso, timeZone)} in ${zonePlace(timeZone)} (${zoneAbbreviation(timeZone, new Date(iso))})`;
}

/** A moment's date and clock time where someone is: "Fri 27 Nov, 6:30 am in Berlin (CET)". */
export function formatDateTimeIn(iso: string, timeZone: string): string {
  return `${formatDateTime(iso, timeZone)} in ${zonePlace(timeZone)} (${zoneAbbreviation(timeZone, new Date(iso))})`;
}
