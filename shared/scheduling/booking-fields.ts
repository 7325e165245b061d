/**
 * A booking's limits and pass-through fields, without the schema (booking-schema.ts), so the
 * scheduler can read a link's prefill before the booking form and its validators load.
 */
import { LIMITS as TEXT_LIMITS } from "#shared/forms/text-limits.ts";

export const LIMITS = {
  ...TEXT_LIMITS,
  guests: 10,
  answer: 500,
  utm: 200,
} as const;

/** Custom answers passed through from a link (`a1` … `a10`), as the spec's embed prefill has them. */
export const ANSWER_KEYS = ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "a10"] as const;
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

export type AnswerKey = (typeof ANSWER_KEYS)[number];
export type UtmKey = (typeof UTM_KEYS)[number];
