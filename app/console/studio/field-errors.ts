import type { ErrorSchema } from "@rjsf/utils";
import type { FieldError } from "./studio-api";

/** The API's `{ path, message }` errors in the form library's shape, shown beside their fields. */
export function errorSchemaOf(errors: readonly FieldError[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const { path, message } of errors) {
    let node = root;
    for (const key of path) {
      const name = String(key);
      node[name] ??= {};
      node = node[name] as Record<string, unknown>;
    }
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), message];
  }
  return root as ErrorSchema;
}
