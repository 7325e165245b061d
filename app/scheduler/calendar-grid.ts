/**
 * Month grids and keyboard movement for the date picker, on plain `YYYY-MM-DD`
 * calendar dates (no time zone: the visitor's days are computed before).
 */
import { addDays, isoWeekday, parseIsoDate } from "#shared/scheduling/zoned-time.ts";

/** `YYYY-MM` */
export type MonthKey = string;

export function monthOf(date: string): MonthKey {
  return date.slice(0, 7);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Same day of month `months` away, clamped to that month's length (31 Jan + 1 month → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not an ISO date: ${date}`);
  const index = parsed.year * 12 + (parsed.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(parsed.day, daysInMonth(year, month));
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Weeks (Monday first) of a month; days outside the month are null. */
export function monthGrid(month: MonthKey): (string | null)[][] {
  const first = `${month}-01`;
  const parsed = parseIsoDate(first);
  if (!parsed) throw new RangeError(`Not a month: ${month}`);
  const length = daysInMonth(parsed.year, parsed.month);
  const cells: (string | null)[] = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  for (let day = 0; day < length; day++) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/**
 * The date a key press moves the focus to, or null when the key is not a
 * navigation key. The result stays within [min, max].
 */
export function moveByKey(
  date: string,
  key: string,
  { shiftKey = false, min, max }: { shiftKey?: boolean; min: string; max: string },
): string | null {
  let next: string;
  switch (key) {
    case "ArrowLeft":
      next = addDays(date, -1);
      break;
    case "ArrowRight":
      next = addDays(date, 1);
      break;
    case "ArrowUp":
      next = addDays(date, -7);
      break;
    case "ArrowDown":
      next = addDays(date, 7);
      break;
    case "Home":
      next = addDays(date, 1 - isoWeekday(date));
      break;
    case "End":
      next = addDays(date, 7 - isoWeekday(date));
      break;
    case "PageUp":
      next = addMonths(date, shiftKey ? -12 : -1);
      break;
    case "PageDown":
      next = addMonths(date, shiftKey ? 12 : 1);
      break;
    default:
      return null;
  }
  if (next < min) return min;
  if (next > max) return max;
  return next;
}
