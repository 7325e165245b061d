/**
 * The one set of validation rules for lead forms, shared by the browser (forms)
 * and the server (JSON API and route actions). zod/mini keeps the browser bundle small.
 */
import * as z from "zod/mini";
import { whitepaperIds } from "../content/whitepapers.ts";

export const LIMITS = {
  name: 100,
  email: 254,
  company: 150,
  message: 2000,
  honeypot: 500,
} as const;

/** Visitor-facing messages, keyed by what went wrong. The wording is shared by every form. */
export const MESSAGES = {
  name: "Please enter your name.",
  nameTooLong: `Please shorten your name to ${LIMITS.name} characters or fewer.`,
  email: "Please enter a valid e-mail address.",
  company: "Please enter your company name.",
  companyTooLong: `Please shorten the company name to ${LIMITS.company} characters or fewer.`,
  phone: "Please enter a valid 10-digit phone number.",
  message: `Please shorten your message to ${LIMITS.message.toLocaleString("en-IN")} characters or fewer.`,
  whitepaper: "Please choose one of the whitepapers.",
  controlCharacters: "This field contains characters that are not allowed.",
  consent: "The marketing e-mail choice must be true or false.",
  submissionId: "The submission id must be a UUID.",
} as const;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the text has no control characters; line breaks and tabs allowed only if `multiline`. */
function hasOnlyPrintable(text: string, multiline: boolean): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const isLineBreakOrTab = code === 9 || code === 10 || code === 13;
    if ((code < 32 && !(multiline && isLineBreakOrTab)) || code === 127) return false;
  }
  return true;
}

function requiredLine(max: number, emptyMessage: string, tooLongMessage: string) {
  return z.string({ error: emptyMessage }).check(
    z.trim(),
    z.minLength(1, emptyMessage),
    z.maxLength(max, tooLongMessage),
    z.refine((text) => hasOnlyPrintable(text, false), MESSAGES.controlCharacters),
  );
}

function optionalLine(max: number, message: string) {
  return z.optional(
    z.string({ error: message }).check(
      z.trim(),
      z.maxLength(max, message),
      z.refine((text) => hasOnlyPrintable(text, false), MESSAGES.controlCharacters),
    ),
  );
}

const email = z
  .string({ error: MESSAGES.email })
  .check(z.trim(), z.maxLength(LIMITS.email, MESSAGES.email), z.email({ error: MESSAGES.email }));

/** Ten digits; spaces and hyphens between them are allowed and removed. */
const phone = z.string({ error: MESSAGES.phone }).check(
  z.overwrite((text) => text.replace(/[\s-]/g, "")),
  z.regex(/^\d{10}$/, MESSAGES.phone),
);

/** Anti-abuse fields every form sends along; none of them is stored. */
const botChecks = {
  /** Honeypot: hidden from people, so anything in it came from a bot. */
  website: z.optional(z.string().check(z.maxLength(LIMITS.honeypot))),
  /** Milliseconds between the form becoming interactive and its submission (set by the browser). */
  elapsedMs: z.optional(z.number().check(z.int(), z.minimum(0))),
  /** Generated once per form fill, so a retried submission is stored once. */
  submissionId: z.optional(
    z.string({ error: MESSAGES.submissionId }).check(z.regex(UUID_PATTERN, MESSAGES.submissionId)),
  ),
};

/** POST /local/getPdf: the original contract ({id, name, email, companyName}) plus phone and consent. */
export const whitepaperRequestSchema = z.object({
  id: z.enum(whitepaperIds, { error: MESSAGES.whitepaper }),
  name: requiredLine(LIMITS.name, MESSAGES.name, MESSAGES.nameTooLong),
  email,
  companyName: requiredLine(LIMITS.company, MESSAGES.company, MESSAGES.companyTooLong),
  /** Optional for API clients that keep to the original contract; the form always sends it. */
  phone: z.optional(phone),
  marketingConsent: z.optional(z.boolean({ error: MESSAGES.consent })),
  ...botChecks,
});

/** The Resources form: as the API, with the phone number required. */
export const whitepaperFormSchema = z.extend(whitepaperRequestSchema, { phone });

/** Book a Meeting (home #contact and /bookmeeting). */
export const meetingRequestSchema = z.object({
  name: requiredLine(LIMITS.name, MESSAGES.name, MESSAGES.nameTooLong),
  email,
  company: optionalLine(LIMITS.company, MESSAGES.companyTooLong),
  message: z.optional(
    z.string({ error: MESSAGES.message }).check(
      z.trim(),
      z.maxLength(LIMITS.message, MESSAGES.message),
      z.refine((text) => hasOnlyPrintable(text, true), MESSAGES.controlCharacters),
    ),
  ),
  ...botChecks,
});

export type WhitepaperRequest = z.infer<typeof whitepaperRequestSchema>;
export type WhitepaperFormValues = z.infer<typeof whitepaperFormSchema>;
export type MeetingRequest = z.infer<typeof meetingRequestSchema>;

/** Field name to the first message about it. Problems with the body as a whole are under "body". */
export type FieldErrors = Record<string, string>;

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export function validate<T>(schema: z.ZodMiniType<T>, input: unknown): Validation<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = typeof issue.path[0] === "string" ? issue.path[0] : "body";
    errors[field] ??= field === "body" ? "The request body must be a JSON object." : issue.message;
  }
  return { ok: false, errors };
}
