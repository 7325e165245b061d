/**
 * The text rules every form shares (lead forms and meeting bookings): length limits,
 * printable characters only (no controls, no invisible format characters such as bidi
 * overrides), at least one visible character in a line, e-mail addresses, and the
 * anti-abuse fields. The wording
 * of each message is written for visitors.
 */
import * as z from "zod/mini";
import { LIMITS, MESSAGES } from "./text-limits.ts";

export { LIMITS, MESSAGES } from "./text-limits.ts";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Characters that show: letters, marks, numbers, punctuation, symbols. */
const VISIBLE = /[\p{L}\p{M}\p{N}\p{P}\p{S}]/u;
/**
 * Characters that change how text reads rather than what it says, or are not text at all:
 * controls (C0, DEL, C1), format characters (Cf: zero-width spaces, bidi overrides and
 * isolates, soft hyphens, …) and lone surrogates.
 */
const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Cs}]/u;
/** The zero-width joiner and non-joiner: Indic scripts and emoji need them between two characters that show. */
const JOINERS = new Set(["\u200c", "\u200d"]);

function isVisible(character: string | undefined): boolean {
  return character !== undefined && VISIBLE.test(character);
}

/**
 * True when the text has no control or format characters; line breaks and tabs allowed only
 * if `multiline`, joiners only between visible characters.
 */
export function hasOnlyPrintable(text: string, multiline: boolean): boolean {
  const characters = [...text];
  return characters.every((character, index) => {
    if (multiline && (character === "\t" || character === "\n" || character === "\r")) return true;
    if (JOINERS.has(character)) return isVisible(characters[index - 1]) && isVisible(characters[index + 1]);
    return !INVISIBLE_OR_CONTROL.test(character);
  });
}

/** True when at least one character of the text shows (spaces and marks alone do not). */
export function hasVisibleCharacter(text: string): boolean {
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(text);
}

const printableLine = z.refine<string>((text) => hasOnlyPrintable(text, false), MESSAGES.controlCharacters);
const visibleLine = z.refine<string>((text) => text === "" || hasVisibleCharacter(text), MESSAGES.noVisibleCharacter);

/** A required single line of text. */
export function requiredLine(max: number, emptyMessage: string, tooLongMessage: string) {
  return z
    .string({ error: emptyMessage })
    .check(z.trim(), z.minLength(1, emptyMessage), z.maxLength(max, tooLongMessage), printableLine, visibleLine);
}

/** An optional single line of text. */
export function optionalLine(max: number, message: string) {
  return z.optional(
    z.string({ error: message }).check(z.trim(), z.maxLength(max, message), printableLine, visibleLine),
  );
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
