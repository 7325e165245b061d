/**
 * The booking request, validated with the same schema in the browser (before
 * sending) and on the server (before storing). `zod/mini` keeps the browser
 * bundle small. Messages are written for visitors; each names one field.
 */
import * as z from "zod/mini";
import {
  emailAddress,
  MESSAGES,
  optionalLine,
  optionalLongText,
  personName,
  proofOfWork,
} from "#shared/forms/text-rules.ts";
import { ANSWER_KEYS, type AnswerKey, LIMITS, UTM_KEYS, type UtmKey } from "./booking-fields.ts";
import { isValidTimeZone } from "./zoned-time.ts";

export { ANSWER_KEYS, type AnswerKey, LIMITS, UTM_KEYS, type UtmKey } from "./booking-fields.ts";

const answerShape = Object.fromEntries(
  ANSWER_KEYS.map((key) => [
    key,
    optionalLine(LIMITS.answer, `Answer ${key} can be at most ${LIMITS.answer} characters.`),
  ]),
) as Record<AnswerKey, ReturnType<typeof optionalLine>>;

const utmShape = Object.fromEntries(
  UTM_KEYS.map((key) => [key, optionalLine(LIMITS.utm, `${key} can be at most ${LIMITS.utm} characters.`)]),
) as Record<UtmKey, ReturnType<typeof optionalLine>>;

/** Each address once, compared without regard to letter case (the first spelling is kept). */
export function withoutRepeatedAddresses(addresses: string[]): string[] {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const bookingRequestSchema = z.object({
  start: z.iso.datetime("Please pick a time from the list."),
  name: personName,
  email: emailAddress(),
  company: optionalLine(LIMITS.company, MESSAGES.companyTooLong),
  guests: z.optional(
    z
      .array(emailAddress("Each guest must be a valid e-mail address, separated by commas."))
      .check(
        z.overwrite(withoutRepeatedAddresses),
        z.maxLength(LIMITS.guests, `You can invite at most ${LIMITS.guests} guests.`),
      ),
  ),
  notes: optionalLongText(),
  timeZone: z.string("Please choose your time zone.").check(
    z.trim(),
    z.refine((zone) => isValidTimeZone(zone), "Please choose your time zone from the list."),
  ),
  altcha: proofOfWork,
  ...answerShape,
  ...utmShape,
});

export type BookingRequest = z.output<typeof bookingRequestSchema>;
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

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
