/** One result shape for every validation in the site, browser and server alike. */
import type * as z from "zod/mini";

/** Field name to the first message about it. Problems with the body as a whole are under "body". */
export type FieldErrors = Record<string, string>;

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

const NOT_AN_OBJECT = "The request body must be a JSON object.";

export function validate<T>(schema: z.ZodMiniType<T>, input: unknown): Validation<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = typeof issue.path[0] === "string" ? issue.path[0] : "body";
    errors[field] ??= field === "body" ? NOT_AN_OBJECT : issue.message;
  }
  return { ok: false, errors };
}

/** The first field at fault and its message (for answers that name one field). */
export function firstError(errors: FieldErrors): { field: string; message: string } {
  const [field, message] = Object.entries(errors)[0] ?? ["body", NOT_AN_OBJECT];
  return { field, message };
}
