/**
 * The text rules every form shares (lead forms and meeting bookings): length limits,
 * printable characters only, e-mail addresses, and the anti-abuse fields. The wording
 * of each message is written for visitors.
 */
import * as z from "zod/mini";
import { LIMITS, MESSAGES } from "./text-limits.ts";

export { LIMITS, MESSAGES } from "./text-limits.ts";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the text has no control characters; line breaks and tabs allowed only if `multiline`. */
export function hasOnlyPrintable(text: string, multiline: boolean): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const isLineBreakOrTab = code === 9 || code === 10 || code === 13;
    if ((code < 32 && !(multiline && isLineBreakOrTab)) || code === 127) return false;
  }
  return true;
}

const printableLine = z.refine<string>((text) => hasOnlyPrintable(text, false), MESSAGES.controlCharacters);

/** A required single line of text. */
export function requiredLine(max: number, emptyMessage: string, tooLongMessage: string) {
  return z
    .string({ error: emptyMessage })
    .check(z.trim(), z.minLength(1, emptyMessage), z.maxLength(max, tooLongMessage), printableLine);
}

/** An optional single line of text. */
export function optionalLine(max: number, message: string) {
  return z.optional(z.string({ error: message }).check(z.trim(), z.maxLength(max, message), printableLine));
}

/** Optional free text: line breaks and tabs allowed, other control characters not. */
export function optionalLongText(max: number = LIMITS.longText, message: string = MESSAGES.longText) {
  return z.optional(
    z.string({ error: message }).check(
      z.trim(),
      z.maxLength(max, message),
      z.refine((text) => hasOnlyPrintable(text, true), MESSAGES.controlCharacters),
    ),
  );
}

/** An e-mail address, trimmed. */
export function emailAddress(message: string = MESSAGES.email) {
  return z.string({ error: message }).check(z.trim(), z.maxLength(LIMITS.email, message), z.email({ error: message }));
}

export const personName = requiredLine(LIMITS.name, MESSAGES.name, MESSAGES.nameTooLong);

/** The browser's proof-of-work solution (ALTCHA); without a valid one a submission is stored flagged. */
export const proofOfWork = z.optional(z.string().check(z.maxLength(LIMITS.proofOfWork)));

/** Anti-abuse fields every form sends along; none of them is stored. */
export const botChecks = {
  /** Honeypot: hidden from people, so anything in it came from a bot. */
  website: z.optional(z.string().check(z.maxLength(LIMITS.honeypot))),
  altcha: proofOfWork,
  /** Generated once per form fill, so a retried submission is stored once. */
  submissionId: z.optional(
    z.string({ error: MESSAGES.submissionId }).check(z.regex(UUID_PATTERN, MESSAGES.submissionId)),
  ),
};
