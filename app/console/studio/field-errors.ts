import type { ErrorSchema } from "@rjsf/utils";
import type { FieldError } from "./studio-api";

/** The API's `{ path, message }` errors in the form library's shape, shown under their fields. */
export function errorSchemaOf(errors: readonly FieldError[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const error of errors) {
    let node = root;
    for (const key of error.path.split(".").filter(Boolean)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), error.message];
  }
  return root as ErrorSchema;
}
