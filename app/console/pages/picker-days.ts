import { addDays } from "#shared/scheduling/zoned-time.ts";

/** A day in the reschedule picker: a day with free times, or a working day without any (shown, not chosen). */
export interface PickerDay {
  date: string;
  open: boolean;
}

/** Monday 0 … Sunday 6, for a calendar day (`YYYY-MM-DD`). */
function weekdayOf(date: string): number {
  return (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * The picker's days as rows of working weeks: the weekdays that have free times anywhere in the list are the
 * columns (a team that never works at weekends gets no weekend columns), and each day from the first with free times
 * to the end of the last one's week is a cell, a working day without free times among them (a holiday, a day fully
 * booked or taken off) a closed cell, so no hole in the grid goes unexplained. `firstColumn` (from 1) places the first
 * day under its weekday.
 */
export function pickerWeeks(freeDays: readonly string[]): { columns: number; firstColumn: number; days: PickerDay[] } {
  const first = freeDays[0];
  const last = freeDays.at(-1);
  if (!first || !last) return { columns: 0, firstColumn: 1, days: [] };
  const free = new Set(freeDays);
  const weekdays = [...new Set(freeDays.map(weekdayOf))].sort((a, b) => a - b);
  const lastWeekday = weekdays.at(-1) ?? 6;
  const days: PickerDay[] = [];
  for (let date = first; date <= last || weekdayOf(date) <= lastWeekday; date = addDays(date, 1)) {
    if (date > last && weekdayOf(date) === 0) break;
    if (weekdays.includes(weekdayOf(date))) days.push({ date, open: free.has(date) });
  }
  return { columns: weekdays.length, firstColumn: weekdays.indexOf(weekdayOf(first)) + 1, days };
}
