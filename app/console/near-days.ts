import { isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import { formatShortDay, formatTime, formatWeekday, useTeamTimeZone } from "./format";

/*
 * Days near today, written one way on the work pages (overview, leads, person, agenda): "Today", "Tomorrow",
 * "Mon 30 Nov", further off "26 Nov 2026". Apart from format.ts so the pages that write
 * none (the studio) load none of it, nor the zone arithmetic it needs.
 */

/** The team's calendar day (`YYYY-MM-DD`) at `now`, against which near days are written ("Today", "Tomorrow"). */
export function useTeamToday(now: number): string {
  return isoDateInZone(now, useTeamTimeZone());
}

/** Whole days from `from` to `to`, both `YYYY-MM-DD`. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A calendar day (`YYYY-MM-DD`) as the console writes a due date or a meeting day, relative to the team's today:
 * "Today", "Tomorrow", "Yesterday", within a week either side its weekday ("Mon 30 Nov"), further off "26 Nov 2026".
 */
export function formatNearDay(date: string, today: string): string {
  const days = daysBetween(today, date);
  return nearDayWord(date, today) ?? (Math.abs(days) < 7 ? formatWeekday(date) : formatShortDay(date));
}

/** "Today", "Tomorrow" or "Yesterday" for those days, else null (a day headed by its date says it beside it). */
export function nearDayWord(date: string, today: string): "Today" | "Tomorrow" | "Yesterday" | null {
  const days = daysBetween(today, date);
  return days === 0 ? "Today" : days === 1 ? "Tomorrow" : days === -1 ? "Yesterday" : null;
}

/** A near day inside a sentence: "today", "tomorrow", "yesterday", else "on Mon 30 Nov" / "on 26 Nov 2026". */
export function formatNearDayInSentence(date: string, today: string): string {
  return nearDayWord(date, today)?.toLowerCase() ?? `on ${formatNearDay(date, today)}`;
}

/**
 * A moment with its day written near today: "Today, 3:15 pm", "Mon 30 Nov, 12:00 pm", "4 Dec 2026, 9:00 am";
 * inside a sentence "today, 3:15 pm".
 */
export function formatNearDateTime(iso: string, timeZone: string, now: number, { inSentence = false } = {}): string {
  const [day, today] = [isoDateInZone(Date.parse(iso), timeZone), isoDateInZone(now, timeZone)];
  const word = nearDayWord(day, today);
  return `${(inSentence ? word?.toLowerCase() : word) ?? formatNearDay(day, today)}, ${formatTime(iso, timeZone)}`;
}
