/**
 * Reads the scheduler's availability: the defaults in app/config/scheduling.ts,
 * overridden by environment variables on the server. A bad value stops the
 * server at start-up with a message naming the variable, rather than silently
 * offering wrong times.
 *
 *   SCHEDULING_TIME_ZONE         IANA zone of the working hours   (Asia/Kolkata)
 *   SCHEDULING_WORKING_DAYS      days, e.g. "mon-fri" or "1,2,3,4,5" (1 = Monday)
 *   SCHEDULING_HOURS             "10:00-18:00"
 *   SCHEDULING_SLOT_MINUTES      meeting length                    (30)
 *   SCHEDULING_BUFFER_MINUTES    free time after each meeting      (10)
 *   SCHEDULING_HORIZON_DAYS      how far ahead                     (30)
 *   SCHEDULING_MIN_NOTICE_HOURS  minimum notice                    (12)
 *   SCHEDULING_HOLIDAYS          replaces the holiday list: "2026-12-25=Christmas Day,2027-01-26"
 *                                ("none" for no holidays)
 *   SCHEDULING_MEETING_TITLE     title of the calendar event
 */
import {
  defaultSchedulingConfig,
  type Holiday,
  type IsoWeekday,
  type SchedulingConfig,
} from "#shared/scheduling/availability-rules.ts";
import { isValidTimeZone, parseClockTime, parseIsoDate } from "#shared/scheduling/zoned-time.ts";

export class SchedulingConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SchedulingConfigError";
  }
}

type Env = Record<string, string | undefined>;

const dayNames = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

function fail(variable: string, value: string, expected: string): never {
  throw new SchedulingConfigError(`${variable}="${value}" is invalid: expected ${expected}.`);
}

function parseDay(token: string): IsoWeekday | null {
  const lower = token.trim().toLowerCase();
  const byName = dayNames.findIndex((name) => lower.startsWith(name));
  if (byName >= 0 && lower.length >= 3) return (byName + 1) as IsoWeekday;
  const number = Number(lower);
  return Number.isInteger(number) && number >= 1 && number <= 7 ? (number as IsoWeekday) : null;
}

/** "mon-fri", "1,3,5", "mon-wed,fri" → sorted ISO weekdays. */
export function parseWorkingDays(value: string, variable = "SCHEDULING_WORKING_DAYS"): IsoWeekday[] {
  const days = new Set<IsoWeekday>();
  for (const part of value.split(",")) {
    const [fromToken, toToken, extra] = part.split("-");
    const from = fromToken === undefined ? null : parseDay(fromToken);
    const to = toToken === undefined ? from : parseDay(toToken);
    if (from === null || to === null || extra !== undefined || to < from) {
      fail(variable, value, 'days such as "mon-fri" or "1,2,3,4,5" (1 = Monday)');
    }
    for (let day = from; day <= to; day++) days.add(day as IsoWeekday);
  }
  return [...days].sort((a, b) => a - b);
}

function parseWholeNumber(variable: string, value: string, min: number, max: number): number {
  const number = Number(value.trim());
  if (!Number.isInteger(number) || number < min || number > max || value.trim() === "") {
    fail(variable, value, `a whole number from ${min} to ${max}`);
  }
  return number;
}

/** "2026-12-25=Christmas Day,2027-01-26" → holidays ("none" → no holidays). */
export function parseHolidays(value: string, variable = "SCHEDULING_HOLIDAYS"): Holiday[] {
  if (value.trim().toLowerCase() === "none") return [];
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [date = "", ...name] = entry.split("=");
      if (!parseIsoDate(date.trim())) fail(variable, value, 'comma-separated dates "YYYY-MM-DD" or "YYYY-MM-DD=Name"');
      return { date: date.trim(), name: name.join("=").trim() || "Holiday" };
    });
}

/** The availability in force: defaults overridden by `SCHEDULING_*` variables. */
export function readSchedulingConfig(env: Env = process.env): SchedulingConfig {
  const config: SchedulingConfig = { ...defaultSchedulingConfig };
  const get = (name: string) => {
    const value = env[name];
    return value !== undefined && value.trim() !== "" ? value : undefined;
  };

  const zone = get("SCHEDULING_TIME_ZONE");
  if (zone !== undefined) {
    if (!isValidTimeZone(zone.trim())) fail("SCHEDULING_TIME_ZONE", zone, 'an IANA time zone such as "Asia/Kolkata"');
    config.teamTimeZone = zone.trim();
  }
  const days = get("SCHEDULING_WORKING_DAYS");
  if (days !== undefined) config.workingDays = parseWorkingDays(days);

  const hours = get("SCHEDULING_HOURS");
  if (hours !== undefined) {
    const [start = "", end = ""] = hours.split("-").map((part) => part.trim());
    const first = parseClockTime(start);
    const last = parseClockTime(end);
    if (first === null || last === null || last <= first)
      fail("SCHEDULING_HOURS", hours, 'a range such as "10:00-18:00"');
    config.dayStart = start;
    config.dayEnd = end;
  }
  const slot = get("SCHEDULING_SLOT_MINUTES");
  if (slot !== undefined) config.slotMinutes = parseWholeNumber("SCHEDULING_SLOT_MINUTES", slot, 5, 240);
  const buffer = get("SCHEDULING_BUFFER_MINUTES");
  if (buffer !== undefined) config.bufferMinutes = parseWholeNumber("SCHEDULING_BUFFER_MINUTES", buffer, 0, 240);
  const horizon = get("SCHEDULING_HORIZON_DAYS");
  if (horizon !== undefined) config.horizonDays = parseWholeNumber("SCHEDULING_HORIZON_DAYS", horizon, 1, 365);
  const notice = get("SCHEDULING_MIN_NOTICE_HOURS");
  if (notice !== undefined)
    config.minimumNoticeHours = parseWholeNumber("SCHEDULING_MIN_NOTICE_HOURS", notice, 0, 24 * 30);
  const holidays = get("SCHEDULING_HOLIDAYS");
  if (holidays !== undefined) config.holidays = parseHolidays(holidays);
  const title = get("SCHEDULING_MEETING_TITLE");
  if (title !== undefined) config.meetingTitle = title.trim().slice(0, 200);

  const first = parseClockTime(config.dayStart) ?? 0;
  const last = parseClockTime(config.dayEnd) ?? 0;
  if (last - first < config.slotMinutes) {
    throw new SchedulingConfigError(
      `A ${config.slotMinutes}-minute meeting does not fit in working hours ${config.dayStart}–${config.dayEnd}.`,
    );
  }
  return config;
}
