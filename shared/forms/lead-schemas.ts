/**
 * Validation rules for the lead forms (whitepaper and meeting requests), shared by
 * the browser (forms) and the server (JSON API and route actions). zod/mini keeps the
 * browser bundle small.
 */
import * as z from "zod/mini";
import { whitepaperIds } from "#shared/content/whitepapers.ts";
import {
  botChecks,
  emailAddress,
  LIMITS,
  optionalLine,
  optionalLongText,
  personName,
  requiredLine,
  MESSAGES as TEXT_MESSAGES,
} from "./text-rules.ts";

export const MESSAGES = {
  ...TEXT_MESSAGES,
  phone: "Please enter a 10-digit phone number, without the country code.",
  whitepaper: "Please choose one of the whitepapers.",
  consent: "The marketing e-mail choice must be true or false.",
} as const;

/** Ten digits; spaces and hyphens between them are allowed and removed. */
const phone = z.string({ error: MESSAGES.phone }).check(
  z.overwrite((text) => text.replace(/[\s-]/g, "")),
  z.regex(/^\d{10}$/, MESSAGES.phone),
);

/** POST /local/getPdf: the original contract ({id, name, email, companyName}) plus phone and consent. */
export const whitepaperRequestSchema = z.object({
  id: z.enum(whitepaperIds, { error: MESSAGES.whitepaper }),
  name: personName,
  email: emailAddress(),
  companyName: requiredLine(LIMITS.company, MESSAGES.company, MESSAGES.companyTooLong),
  /** Optional for API clients that keep to the original contract; the form always sends it. */
  phone: z.optional(phone),
  marketingConsent: z.optional(z.boolean({ error: MESSAGES.consent })),
  ...botChecks,
});

/** The Resources form: as the API, with the phone number required. */
export const whitepaperFormSchema = z.extend(whitepaperRequestSchema, { phone });

/** Book a meeting (home #contact and /bookmeeting). */
export const meetingRequestSchema = z.object({
  name: personName,
  email: emailAddress(),
  company: optionalLine(LIMITS.company, MESSAGES.companyTooLong),
  message: optionalLongText(),
  ...botChecks,
});

export type WhitepaperRequest = z.infer<typeof whitepaperRequestSchema>;
export type MeetingRequest = z.infer<typeof meetingRequestSchema>;
