import type { FieldErrors } from "#shared/forms/validation.ts";

/**
 * What a lead-form route action returns when the page is rendered again after a
 * plain HTML post (no JavaScript). `form` tells the two forms' results apart.
 */
export type LeadFormActionData =
  | { form: LeadFormName; status: "success"; message: string; values?: undefined; fields?: undefined }
  | {
      form: LeadFormName;
      status: "error";
      message: string;
      fields?: FieldErrors;
      values: Record<string, string>;
    };

export type LeadFormName = "whitepaper" | "meeting";

export function isLeadFormActionData(value: unknown, form: LeadFormName): value is LeadFormActionData {
  return typeof value === "object" && value !== null && (value as { form?: unknown }).form === form;
}
