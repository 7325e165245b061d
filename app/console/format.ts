import { useRouteLoaderData } from "react-router";
import type { ConsoleLayoutData } from "./layout-data";

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

/** A calendar day (`YYYY-MM-DD`) in short: "26 Nov 2026". */
export function formatShortDay(date: string): string {
  return new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
