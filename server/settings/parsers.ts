/**
 * Parsers for environment variables: each takes the raw text (blank counts as unset)
 * and says in its error what it expects, so a bad value is reported as
 * `NAME="value": expected …`.
 */
import * as z from "zod";
import type { Holiday, IsoWeekday } from "#shared/scheduling/availability-rules.ts";
import { isValidTimeZone, parseClockTime, parseIsoDate } from "#shared/scheduling/zoned-time.ts";

/** Blank values mean "not set", as `FOO=` in a .env file or an empty container variable does. */
const blankIsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** A variable with a default: `parse` turns its text into the value. */
export function withDefault<T>(fallback: string, parse: z.ZodType<T, string>) {
  return z.preprocess(blankIsUnset, z.string().default(fallback).pipe(parse));
}

/** A variable that may be left unset. */
export function optional<T>(parse: z.ZodType<T, string>) {
  return z.preprocess(blankIsUnset, z.string().optional().pipe(parse.optional()));
}

export const text = () => z.string().trim();

export function wholeNumber(min: number, max: number) {
  const error = `expected a whole number from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, { error })
    .transform(Number)
    .pipe(z.number().min(min, { error }).max(max, { error }));
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .trim()
    .pipe(z.enum(values, { error: `expected one of ${values.join(", ")}` }));
}

export function httpUrl({ httpsOnly = false } = {}) {
  const expected = httpsOnly ? "an https:// address" : "an http(s):// address";
  return z
    .string()
    .trim()
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === "https:" || (!httpsOnly && url.protocol === "http:");
      } catch {
        return false;
      }
    }, `expected ${expected}`);
}

export const emailAddress = () =>
  z
    .string()
    .trim()
    .pipe(z.email({ error: "expected an e-mail address" }));

/** "Horizon <no-reply@horizon.example.com>" or a bare address; no line breaks (they would start a new header). */
export const mailbox = () =>
  z
    .string()
    .trim()
    .refine((value) => {
      const address = /^[^<>\r\n]*<([^<>\s]+)>$/.exec(value)?.[1] ?? value;
      return !/[\r\n]/.test(value) && z.email().safeParse(address).success;
    }, 'expected an address such as "Horizon <no-reply@horizon.example.com>"');

/** A Standard Webhooks signing key: "whsec_" and the base64 of 24 to 64 random bytes. */
export const webhookSecret = () =>
  z
    .string()
    .trim()
    .refine((value) => {
      const key = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value)?.[1];
      const bytes = key ? Buffer.from(key, "base64").length : 0;
      return bytes >= 24 && bytes <= 64;
    }, 'expected "whsec_" followed by the base64 of 24 to 64 random bytes');

export const timeZone = () =>
  z
    .string()
    .trim()
    .refine(
      (zone) => /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$|^UTC$/.test(zone) && isValidTimeZone(zone),
      'expected an IANA time zone such as "Asia/Kolkata"',
    );

/** "10/600": 10 requests per 600 seconds. */
export const rate = () =>
  z
    .string()
    .trim()
    .regex(/^\d+\s*\/\s*\d+$/, { error: 'expected "count/seconds", e.g. "10/600"' })
    .transform((value) => {
      const [limit = 0, seconds = 0] = value.split("/").map((part) => Number(part.trim()));
      return { limit, windowMs: seconds * 1000 };
    })
    .refine((value) => value.limit >= 1 && value.windowMs >= 1000, 'expected "count/seconds" with both at least 1');

const DAY_NAMES = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

function parseDay(token: string): IsoWeekday | null {
  const lower = token.trim().toLowerCase();
  const byName = DAY_NAMES.findIndex((name) => lower.startsWith(name));
  if (byName >= 0 && lower.length >= 3) return (byName + 1) as IsoWeekday;
  const number = Number(lower);
  return Number.isInteger(number) && number >= 1 && number <= 7 ? (number as IsoWeekday) : null;
}

/** "mon-fri", "1,3,5", "mon-wed,fri" → sorted ISO weekdays (1 = Monday). */
export function parseWorkingDays(value: string): IsoWeekday[] | null {
  const days = new Set<IsoWeekday>();
  for (const part of value.split(",")) {
    const [fromToken, toToken, extra] = part.split("-");
    const from = fromToken === undefined ? null : parseDay(fromToken);
    const to = toToken === undefined ? from : parseDay(toToken);
    if (from === null || to === null || extra !== undefined || to < from) return null;
    for (let day = from; day <= to; day++) days.add(day as IsoWeekday);
  }
  return [...days].sort((a, b) => a - b);
}

export const workingDays = () =>
  z.string().transform((value, context) => {
    const days = parseWorkingDays(value);
    if (days) return days;
    context.addIssue({ code: "custom", message: 'expected days such as "mon-fri" or "1,2,3,4,5" (1 = Monday)' });
    return z.NEVER;
  });

/** "10:00-18:00" → wall-clock start and end. */
export const clockRange = () =>
  z.string().transform((value, context) => {
    const [start = "", end = ""] = value.split("-").map((part) => part.trim());
    const first = parseClockTime(start);
    const last = parseClockTime(end);
    if (first !== null && last !== null && last > first) return { start, end };
    context.addIssue({ code: "custom", message: 'expected a range such as "10:00-18:00"' });
    return z.NEVER;
  });

/** "2026-12-25=Christmas Day,2027-01-26" → holidays; "none" → no holidays. */
export function parseHolidays(value: string): Holiday[] | null {
  if (value.trim().toLowerCase() === "none") return [];
  const holidays: Holiday[] = [];
  for (const entry of value.split(",").map((part) => part.trim())) {
    if (!entry) continue;
    const [date = "", ...name] = entry.split("=");
    if (!parseIsoDate(date.trim())) return null;
    holidays.push({ date: date.trim(), name: name.join("=").trim() || "Holiday" });
  }
  return holidays;
}

export const holidays = () =>
  z.string().transform((value, context) => {
    const list = parseHolidays(value);
    if (list) return list;
    context.addIssue({
      code: "custom",
      message: 'expected comma-separated dates "YYYY-MM-DD" or "YYYY-MM-DD=Name", or "none"',
    });
    return z.NEVER;
  });

/**
 * Express's "trust proxy": how many proxies, or which addresses, may set X-Forwarded-For.
 * `true` (trust every hop) would let any client choose its own address, so it is refused.
 */
export const trustProxy = () =>
  z
    .string()
    .trim()
    .transform((value, context): false | number | string => {
      if (value === "false") return false;
      if (/^\d+$/.test(value)) return Number(value);
      const names = ["loopback", "linklocal", "uniquelocal"];
      const entries = value.split(",").map((entry) => entry.trim());
      const isAddressOrSubnet = (entry: string) => /^[0-9a-f:.]+(\/\d{1,3})?$/i.test(entry) && /[.:]/.test(entry);
      if (value !== "true" && entries.every((entry) => names.includes(entry) || isAddressOrSubnet(entry))) return value;
      context.addIssue({
        code: "custom",
        message:
          'expected a hop count (e.g. "1"), "loopback", or addresses/subnets such as "10.0.0.0/8"; "true" is refused because it lets any client choose its own IP',
      });
      return z.NEVER;
    });
