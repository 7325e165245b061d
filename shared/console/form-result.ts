/**
 * One answer shape for every console form post, and how a form's fields are read: each form
 * intent has a zod/mini schema (as the public forms do), checked with `validate`.
 */
import type * as z from "zod/mini";
import type { Problem } from "../api.ts";
import { validate } from "../forms/validation.ts";

/** Refused: a field at fault (`invalid_input`), nobody with that id, or someone changed it meanwhile (`changed`). */
export type FormProblem = Problem<"invalid_input" | "not_found" | "changed">;

export type FormResult = { ok: true; message: string } | FormProblem;

/** A form's fields as an object: one string per name, or every value for the names in `lists`. */
export function formFields(form: FormData, lists: readonly string[] = []): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name).map((value) => (typeof value === "string" ? value : ""));
    fields[name] = lists.includes(name) ? values : (values[0] ?? "");
  }
  for (const name of lists) fields[name] ??= [];
  return fields;
}

/** The form checked against its intent's schema, or the 400 answer naming every field at fault. */
export function readForm<T>(
  schema: z.ZodMiniType<T>,
  form: FormData,
  lists: readonly string[] = [],
): { ok: true; value: T } | { ok: false; result: FormProblem } {
  const checked = validate(schema, formFields(form, lists));
  if (checked.ok) return checked;
  const messages = Object.values(checked.errors);
  return {
    ok: false,
    result: {
      ok: false,
      code: "invalid_input",
      message: messages.length === 1 ? (messages[0] ?? "") : "Please correct the fields marked below.",
      fields: checked.errors,
    },
  };
}
