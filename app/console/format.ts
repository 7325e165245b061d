import { useRouteLoaderData } from "react-router";
import type { StaffRole } from "#shared/console/staff.ts";
import type { ConsoleLayoutData } from "./layout-data";

/** How a staff role is written wherever the console names one. */
export const ROLE_LABELS: Record<StaffRole, string> = { admin: "Admin", staff: "Staff", editor: "Editor" };

/** The team's time zone, in which the console shows every time (the same on server and browser). */
export function useTeamTimeZone(): string {
  return useRouteLoaderData<ConsoleLayoutData>("console")?.timeZone ?? "UTC";
}

export function formatDateTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
}

export function formatDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone }).format(new Date(iso));
}

export function formatTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-IN", { timeStyle: "short", timeZone }).format(new Date(iso));
}

/** A calendar day (`YYYY-MM-DD`), written out with its weekday. */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}

/** A calendar day (`YYYY-MM-DD`) with its weekday, in short: "Sat 28 Nov". */
export function formatWeekday(date: string): string {
  return new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" })
    .format(new Date(`${date}T12:00:00Z`))
    .replace(",", "");
}

/** A calendar day (`YYYY-MM-DD`) in short: "26 Nov 2026". */
export function formatShortDay(date: string): string {
  return new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** A moment in short, for lists: "26 Nov, 3:30 pm" (the year only when it is not this year's). */
export function formatShortDateTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  const year = (d: Date) => new Intl.DateTimeFormat("en-IN", { year: "numeric", timeZone }).format(d);
  const sameYear = year(date) === year(new Date());
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    ...(sameYear ? {} : { year: "numeric" }),
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(date);
}

/**
 * A past moment as people say it in a list, with its clock time so a log can be read exactly:
 * "just now · 6:00 pm", "12 min ago · 5:48 pm", "3 h ago · 3:05 pm", then "Today, 1:00 am",
 * "Yesterday, 3:30 pm", then the short date and time ("26 Nov, 3:30 pm").
 */
export function formatRelative(iso: string, timeZone: string, now: number): string {
  const ms = Date.parse(iso);
  const minutes = Math.floor((now - ms) / 60_000);
  const clock = ` · ${formatTime(iso, timeZone)}`;
  if (minutes < 1) return minutes > -1 ? `just now${clock}` : formatShortDateTime(iso, timeZone);
  if (minutes < 60) return `${minutes} min ago${clock}`;
  if (minutes < 12 * 60) return `${Math.floor(minutes / 60)} h ago${clock}`;
  const day = (at: number) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date(at));
  if (day(ms) === day(now)) return `Today, ${formatTime(iso, timeZone)}`;
  if (day(ms) === day(now - 86_400_000)) return `Yesterday, ${formatTime(iso, timeZone)}`;
  return formatShortDateTime(iso, timeZone);
}
