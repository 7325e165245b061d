/**
 * Pure slot generation and slot checks: no clock, no database. Everything the
 * answer depends on (configuration, the current instant, existing bookings) is
 * passed in, so the rules can be tested across time zones and DST changes.
 */
import type { SchedulingConfig } from "#shared/scheduling/availability-rules.ts";
import {
  addDays,
  instantOfWallTime,
  isoDateInZone,
  isoWeekday,
  parseClockTime,
  parseIsoDate,
} from "#shared/scheduling/zoned-time.ts";

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** A bookable meeting time, as UTC instants in milliseconds. */
export interface SlotTime {
  start: number;
  end: number;
}

/** An interval already taken (an existing booking), or blocked (time off). */
export type BusyInterval = SlotTime;

/** What stands in the way of slots in a period: confirmed bookings, and the team's time off. */
export interface Unavailable {
  busy: BusyInterval[];
  blocked: BusyInterval[];
}

function holidayOn(config: SchedulingConfig, date: string) {
  return config.holidays.find((holiday) => holiday.date === date);
}

function isWorkingDay(config: SchedulingConfig, date: string): boolean {
  return (config.workingDays as number[]).includes(isoWeekday(date)) && !holidayOn(config, date);
}

function workingMinutes(config: SchedulingConfig): { first: number; last: number } {
  const first = parseClockTime(config.dayStart);
  const last = parseClockTime(config.dayEnd);
  if (first === null || last === null || last <= first) {
    throw new RangeError(`Invalid working hours ${config.dayStart}–${config.dayEnd}`);
  }
  return { first, last };
}

/**
 * Every slot of one team calendar day (`YYYY-MM-DD` in the team's zone), ignoring
 * notice, horizon and bookings. Slots start every `slotMinutes + bufferMinutes`
 * from `dayStart`, and the last one ends by `dayEnd`. Wall times skipped by a DST
 * jump in the team's zone produce no slot.
 */
export function slotsOfTeamDay(config: SchedulingConfig, date: string): SlotTime[] {
  const parsed = parseIsoDate(date);
  if (!parsed || !isWorkingDay(config, date)) return [];
  const { first, last } = workingMinutes(config);
  const step = config.slotMinutes + config.bufferMinutes;
  const slots: SlotTime[] = [];
  for (let minute = first; minute + config.slotMinutes <= last; minute += step) {
    const start = instantOfWallTime(
      { ...parsed, hour: Math.floor(minute / 60), minute: minute % 60 },
      config.teamTimeZone,
    );
    if (start !== null) slots.push({ start, end: start + config.slotMinutes * MINUTE });
  }
  return slots;
}

/** Earliest and latest start a visitor may book at `now`. */
export function bookingWindow(config: SchedulingConfig, now: number): { earliest: number; latest: number } {
  return { earliest: now + config.minimumNoticeHours * HOUR, latest: now + config.horizonDays * DAY };
}

/** True when the slot (widened by the buffer on both sides) overlaps a busy interval. */
export function overlapsBusy(config: SchedulingConfig, slot: SlotTime, busy: readonly BusyInterval[]): boolean {
  const buffer = config.bufferMinutes * MINUTE;
  return busy.some((taken) => slot.start - buffer < taken.end && taken.start < slot.end + buffer);
}

/** True when the slot itself overlaps a blocked period (time off needs no buffer around it). */
export function overlapsBlocked(slot: SlotTime, blocked: readonly BusyInterval[]): boolean {
  return blocked.some((period) => slot.start < period.end && period.start < slot.end);
}

export interface GenerateSlotsOptions {
  config: SchedulingConfig;
  /** The current instant (ms). */
  now: number;
  /** Only slots starting at or after this instant (default: now). */
  from?: number;
  /** Only slots starting before this instant (default: the end of the horizon). */
  to?: number;
  /** Intervals already booked. */
  busy?: readonly BusyInterval[];
  /** Periods the team is away (time off, blocked periods). */
  blocked?: readonly BusyInterval[];
}

/** Free, bookable slots between `from` and `to`, in start order. */
export function generateSlots({
  config,
  now,
  from = now,
  to = Number.POSITIVE_INFINITY,
  busy = [],
  blocked = [],
}: GenerateSlotsOptions) {
  const window = bookingWindow(config, now);
  const lower = Math.max(from, window.earliest);
  const upper = Math.min(to, window.latest + 1);
  if (lower >= upper) return [];
  const zone = config.teamTimeZone;
  const lastDate = isoDateInZone(upper, zone);
  const slots: SlotTime[] = [];
  for (let date = addDays(isoDateInZone(lower, zone), -1); date <= lastDate; date = addDays(date, 1)) {
    for (const slot of slotsOfTeamDay(config, date)) {
      const free = !overlapsBusy(config, slot, busy) && !overlapsBlocked(slot, blocked);
      if (slot.start >= lower && slot.start < upper && free) slots.push(slot);
    }
  }
  return slots;
}

/** What a visitor sees when someone else booked the slot first. */
export const TAKEN_MESSAGE = "This time was just taken — please pick another.";

/** What a visitor sees when the team blocked the time after the list was shown. */
export const BLOCKED_MESSAGE = "The team is no longer available at this time — please pick another.";

export type SlotProblem =
  | "past"
  | "notice"
  | "horizon"
  | "holiday"
  | "non-working-day"
  | "outside-hours"
  | "not-a-slot"
  | "taken"
  | "blocked";

export type SlotCheck = { ok: true; slot: SlotTime } | { ok: false; problem: SlotProblem; message: string };

const weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** "1 day", "30 days". */
function count(value: number, unit: string): string {
  return `${value} ${unit}${value === 1 ? "" : "s"}`;
}

/**
 * Decides whether a visitor may book a meeting starting at `start`, and if not,
 * explains why in words fit to show them.
 */
export function checkSlot({
  config,
  now,
  start,
  busy = [],
  blocked = [],
}: {
  config: SchedulingConfig;
  now: number;
  start: number;
  busy?: readonly BusyInterval[];
  blocked?: readonly BusyInterval[];
}): SlotCheck {
  const window = bookingWindow(config, now);
  if (start <= now) return { ok: false, problem: "past", message: "This time is in the past. Please pick another." };
  if (start < window.earliest) {
    return {
      ok: false,
      problem: "notice",
      message: `Meetings need at least ${config.minimumNoticeHours === 1 ? "1 hour's" : `${config.minimumNoticeHours} hours'`} notice. Please pick a later time.`,
    };
  }
  if (start > window.latest) {
    return {
      ok: false,
      problem: "horizon",
      message: `Meetings can be booked up to ${count(config.horizonDays, "day")} ahead. Please pick an earlier date.`,
    };
  }
  const zone = config.teamTimeZone;
  const date = isoDateInZone(start, zone);
  const holiday = holidayOn(config, date);
  if (holiday) {
    return {
      ok: false,
      problem: "holiday",
      message: `The team is away on ${date} (${holiday.name}). Please pick another day.`,
    };
  }
  if (!(config.workingDays as number[]).includes(isoWeekday(date))) {
    const day = weekdayNames[isoWeekday(date) - 1];
    return {
      ok: false,
      problem: "non-working-day",
      message: `The team does not take meetings on ${day}s. Please pick another day.`,
    };
  }
  const daySlots = slotsOfTeamDay(config, date);
  const slot = daySlots.find((candidate) => candidate.start === start);
  if (!slot) {
    const first = daySlots[0];
    const last = daySlots.at(-1);
    const inside = first && last && start >= first.start && start < last.end;
    return inside
      ? {
          ok: false,
          problem: "not-a-slot",
          message: "Meetings start at the listed times only. Please pick one of them.",
        }
      : {
          ok: false,
          problem: "outside-hours",
          message: `This time is outside the team's working hours (${config.dayStart}–${config.dayEnd}, ${zone}). Please pick another.`,
        };
  }
  if (overlapsBlocked(slot, blocked)) return { ok: false, problem: "blocked", message: BLOCKED_MESSAGE };
  if (overlapsBusy(config, slot, busy)) {
    return { ok: false, problem: "taken", message: TAKEN_MESSAGE };
  }
  return { ok: true, slot };
}
