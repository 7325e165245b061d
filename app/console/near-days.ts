import { isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import { formatDateTime, formatTime, formatWeekday, useTeamTimeZone } from "./format";

/*
 * Days near today, written one way across the console: "Today", "Tomorrow", "Yesterday", any other day "Mon 30 Nov"
 * (with its year outside the current one). A recent event is written this way ("Today, 1:28 am"); see format.ts.
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
 * "Today", "Tomorrow", "Yesterday", else with its weekday ("Mon 30 Nov", "Fri 4 Dec 2027" in another year).
 */
export function formatNearDay(date: string, today: string): string {
  return nearDayWord(date, today) ?? formatWeekday(date, today);
}

/** "Today", "Tomorrow" or "Yesterday" for those days, else null (a day headed by its date says it beside it). */
export function nearDayWord(date: string, today: string): "Today" | "Tomorrow" | "Yesterday" | null {
  const days = daysBetween(today, date);
  return days === 0 ? "Today" : days === 1 ? "Tomorrow" : days === -1 ? "Yesterday" : null;
}

/** A near day inside a sentence: "today", "tomorrow", "yesterday", else "on Mon 30 Nov". */
export function formatNearDayInSentence(date: string, today: string): string {
  return nearDayWord(date, today)?.toLowerCase() ?? `on ${formatNearDay(date, today)}`;
}

/**
 * A recent event (or a meeting near today) relative to the team's today: "Today, 3:15 pm", "Yesterday, 4:10 pm",
 * else as `formatDateTime` writes it ("Thu 26 Nov, 1:28 am"); inside a sentence "today, 3:15 pm".
 */
export function formatNearDateTime(iso: string, timeZone: string, now: number, { inSentence = false } = {}): string {
  const [day, today] = [isoDateInZone(Date.parse(iso), timeZone), isoDateInZone(now, timeZone)];
  const word = nearDayWord(day, today);
  if (!word) return formatDateTime(iso, timeZone, now);
  return `${inSentence ? word.toLowerCase() : word}, ${formatTime(iso, timeZone)}`;
}
