/**
 * Time-zone arithmetic on top of `Intl`, shared by the server (slot generation)
 * and the browser (grouping slots by the visitor's calendar day). No library:
 * every runtime we target ships the full IANA database with `Intl`.
 */

export interface WallTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The shape of an IANA zone name ("UTC", "Asia/Kolkata", "America/Argentina/Buenos_Aires", "Etc/GMT+5"). */
const IANA_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * True when `timeZone` is an IANA zone name this runtime knows. `Intl` also accepts
 * offsets such as "+05:30", which are not zones (they ignore daylight saving): refused.
 */
export function isValidTimeZone(timeZone: string): boolean {
  if (!IANA_ZONE_NAME.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time shown in `timeZone` at the instant `ms` (seconds dropped). */
export function wallTimeAt(ms: number, timeZone: string): WallTime {
  const parts = wallFormatter(timeZone).formatToParts(new Date(ms));
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: value("year"),
    month: value("month"),
    day: value("day"),
    hour: value("hour"),
    minute: value("minute"),
  };
}

function wallAsUtc(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
}

/** Offset of `timeZone` from UTC at instant `ms`, in minutes (IST: +330). */
export function zoneOffsetMinutes(ms: number, timeZone: string): number {
  const floored = Math.floor(ms / MINUTE) * MINUTE;
  return (wallAsUtc(wallTimeAt(floored, timeZone)) - floored) / MINUTE;
}

/** An instant as ISO 8601 in `timeZone`, with its offset: "2026-03-01T15:00:00+05:30". */
export function isoInZone(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const offset = zoneOffsetMinutes(ms, timeZone);
  const local = new Date(ms + offset * MINUTE).toISOString().slice(0, 19);
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${local}${sign}${hours}:${minutes}`;
}

/**
 * The instant at which clocks in `timeZone` show `wall`. Returns null for a wall
 * time skipped by a daylight-saving jump; for a repeated one, the earlier instant.
 */
export function instantOfWallTime(wall: WallTime, timeZone: string): number | null {
  const asUtc = wallAsUtc(wall);
  const offsets = new Set([zoneOffsetMinutes(asUtc - DAY, timeZone), zoneOffsetMinutes(asUtc + DAY, timeZone)]);
  const matches = [...offsets]
    .map((offset) => asUtc - offset * MINUTE)
    .filter((candidate) => wallAsUtc(wallTimeAt(candidate, timeZone)) === asUtc)
    .sort((a, b) => a - b);
  return matches[0] ?? null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses `YYYY-MM-DD`; null when malformed or not a real calendar date. */
export function parseIsoDate(date: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, "0");
}

/** `YYYY-MM-DD` of the calendar day in `timeZone` at instant `ms`. */
export function isoDateInZone(ms: number, timeZone: string): string {
  const wall = wallTimeAt(ms, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** Adds whole calendar days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not an ISO date: ${date}`);
  const shifted = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day + days));
  return shifted.toISOString().slice(0, 10);
}

/** ISO weekday of a `YYYY-MM-DD` date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not an ISO date: ${date}`);
  const weekday = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Whole days from `a` to `b` (both `YYYY-MM-DD`). */
export function daysBetween(a: string, b: string): number {
  const pa = parseIsoDate(a);
  const pb = parseIsoDate(b);
  if (!pa || !pb) throw new RangeError(`Not ISO dates: ${a}, ${b}`);
  return Math.round((Date.UTC(pb.year, pb.month - 1, pb.day) - Date.UTC(pa.year, pa.month - 1, pa.day)) / DAY);
}

/** The instant a calendar day begins in `timeZone` (the first existing minute of it). */
export function startOfDayInZone(date: string, timeZone: string): number {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not an ISO date: ${date}`);
  // Some zones skip midnight on DST days; the day then begins at the first minute that exists.
  for (let minute = 0; minute < 24 * 60; minute += 15) {
    const instant = instantOfWallTime({ ...parsed, hour: Math.floor(minute / 60), minute: minute % 60 }, timeZone);
    if (instant !== null) return instant;
  }
  throw new RangeError(`Day ${date} does not exist in ${timeZone}`);
}

/** Parses `HH:MM` (24-hour) to minutes after midnight; null when malformed. */
export function parseClockTime(value: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}
