/**
 * The form library's validator. The content API validates with the site's zod schemas and
 * answers field errors, which the form shows (`extraErrors`), so the browser does not
 * validate on its own: one source of truth for every rule and message, and no JSON Schema
 * compiler, which would need `eval` and a CSP exception. The library still asks whether a
 * value fits a schema to pick the branch of an `anyOf`/`oneOf` (an optional or nullable
 * field); a structural check of types, constants and required keys answers that.
 */
import type { RJSFSchema, ValidationData, ValidatorType } from "@rjsf/utils";

type Schema = RJSFSchema | boolean;

function resolved(schema: Schema, root: RJSFSchema): Schema {
  if (typeof schema === "boolean" || typeof schema.$ref !== "string") return schema;
  let target: unknown = root;
  for (const key of schema.$ref.replace(/^#\/?/, "").split("/").filter(Boolean)) {
    target = (target as Record<string, unknown> | undefined)?.[key.replaceAll("~1", "/").replaceAll("~0", "~")];
  }
  return (target as Schema | undefined) ?? true;
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function typeMatches(expected: string, actual: string): boolean {
  return expected === actual || (expected === "number" && actual === "integer");
}

/** Whether `value` has the shape `schema` describes (types, constants, enums, required keys). */
export function fitsSchema(raw: Schema, value: unknown, root: RJSFSchema): boolean {
  const schema = resolved(raw, root);
  if (typeof schema === "boolean") return schema;
  if (schema.const !== undefined && JSON.stringify(schema.const) !== JSON.stringify(value)) return false;
  if (schema.enum && !schema.enum.some((choice) => JSON.stringify(choice) === JSON.stringify(value))) return false;
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => typeMatches(type, typeOf(value)))) return false;
  }
  if (schema.anyOf && !schema.anyOf.some((branch) => fitsSchema(branch as Schema, value, root))) return false;
  if (schema.oneOf && !schema.oneOf.some((branch) => fitsSchema(branch as Schema, value, root))) return false;
  if (schema.allOf && !schema.allOf.every((branch) => fitsSchema(branch as Schema, value, root))) return false;
  if (typeOf(value) === "object") {
    const record = value as Record<string, unknown>;
    if (schema.required?.some((key) => record[key] === undefined)) return false;
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      if (record[key] !== undefined && !fitsSchema(property as Schema, record[key], root)) return false;
    }
  }
  if (Array.isArray(value) && schema.items && typeof schema.items === "object" && !Array.isArray(schema.items)) {
    return value.every((item) => fitsSchema(schema.items as Schema, item, root));
  }
  return true;
}

export const apiValidator: ValidatorType = {
  validateFormData(): ValidationData<unknown> {
    return { errors: [], errorSchema: {} };
  },
  isValid(schema, formData, rootSchema) {
    return fitsSchema(schema, formData, rootSchema);
  },
  rawValidation() {
    return { errors: [] };
  },
};
