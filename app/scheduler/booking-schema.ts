/**
 * The booking request, validated with the same schema in the browser (before
 * sending) and on the server (before storing). `zod/mini` keeps the browser
 * bundle small. Messages are written for visitors; each names one field.
 */
import * as z from "zod/mini";
import { isValidTimeZone } from "./zoned-time.ts";

export const LIMITS = {
  name: 100,
  email: 254,
  company: 200,
  notes: 2000,
  guests: 10,
  answer: 500,
  utm: 200,
} as const;

/** Custom answers passed through from a link (`a1` … `a10`), as the spec's embed prefill has them. */
export const ANSWER_KEYS = ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "a10"] as const;
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

export type AnswerKey = (typeof ANSWER_KEYS)[number];
export type UtmKey = (typeof UTM_KEYS)[number];

/** Human names of the fields, for messages about a field the form does not show. */
export const FIELD_LABELS: Record<string, string> = {
  start: "Time",
  name: "Name",
  email: "E-mail",
  company: "Company",
  guests: "Guests",
  notes: "Notes",
  timeZone: "Time zone",
};

function trimmed(message: string) {
  return z.string(message).check(z.trim());
}

function optionalText(max: number, message: string) {
  return z.optional(trimmed(message).check(z.maxLength(max, message)));
}

function email(message: string) {
  return z.pipe(trimmed(message).check(z.maxLength(LIMITS.email, message)), z.email(message));
}

const answerShape = Object.fromEntries(
  ANSWER_KEYS.map((key) => [
    key,
    optionalText(LIMITS.answer, `Answer ${key} can be at most ${LIMITS.answer} characters.`),
  ]),
) as Record<AnswerKey, ReturnType<typeof optionalText>>;

const utmShape = Object.fromEntries(
  UTM_KEYS.map((key) => [key, optionalText(LIMITS.utm, `${key} can be at most ${LIMITS.utm} characters.`)]),
) as Record<UtmKey, ReturnType<typeof optionalText>>;

export const bookingRequestSchema = z.object({
  start: z.iso.datetime("Please pick a time from the list."),
  name: trimmed("Please enter your name.").check(
    z.minLength(1, "Please enter your name."),
    z.maxLength(LIMITS.name, `Your name can be at most ${LIMITS.name} characters.`),
  ),
  email: email("Please enter a valid e-mail address."),
  company: optionalText(LIMITS.company, `Company can be at most ${LIMITS.company} characters.`),
  guests: z.optional(
    z
      .array(email("Each guest must be a valid e-mail address, separated by commas."))
      .check(z.maxLength(LIMITS.guests, `You can invite at most ${LIMITS.guests} guests.`)),
  ),
  notes: optionalText(LIMITS.notes, `Notes can be at most ${LIMITS.notes} characters.`),
  timeZone: trimmed("Please choose your time zone.").check(
    z.refine((zone) => isValidTimeZone(zone), "Please choose your time zone from the list."),
  ),
  ...answerShape,
  ...utmShape,
});

export type BookingRequest = z.output<typeof bookingRequestSchema>;
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

export interface FieldError {
  field: string;
  message: string;
}

/** Validates a booking request; on failure, the first problem with the field it concerns. */
export function parseBookingRequest(
  input: unknown,
): { success: true; data: BookingRequest } | { success: false; error: FieldError } {
  const result = bookingRequestSchema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const issue = result.error.issues[0];
  const field = typeof issue?.path[0] === "string" ? issue.path[0] : "body";
  const message = field === "body" ? "The request must be a JSON object." : (issue?.message ?? "Invalid input.");
  return { success: false, error: { field, message } };
}

/** Splits what a visitor typed in the guests box ("a@x.com, b@y.com") into addresses. */
export function parseGuestList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The free slots the server offers, as sent by `GET /api/scheduling/slots`. */
export interface SlotsResponse {
  /** The team's IANA time zone. */
  timeZone: string;
  slotMinutes: number;
  /** UTC ISO instants. */
  from: string;
  to: string;
  slots: { start: string; end: string }[];
}

/** What `POST /api/scheduling/bookings` answers with 201. */
export interface BookingConfirmation {
  id: string;
  start: string;
  end: string;
  teamTimeZone: string;
  timeZone: string;
  name: string;
  email: string;
  guests: string[];
  icsUrl: string;
}

/** The JSON error body of every 4xx/5xx answer of the scheduling API. */
export interface ApiError {
  error: string;
  /** Machine-readable reason, e.g. "slot_taken", "invalid_input", "rate_limited". */
  code: string;
  field?: string;
  retryAfterSeconds?: number;
}
