/**
 * A document's JSON Schema (zod 4's `toJSONSchema`, from the same schema that validates it),
 * which the studio's forms are generated from. Draft-07, which form libraries (react-jsonschema-
 * form, JSON Forms) read best. What needs care:
 *
 * - Checks a schema makes in code (refinements: links that must lead to a page, unique keys,
 *   `{name}` kept in the product call to action, SEO paths that are pages) have no JSON Schema
 *   form; they are enforced when the document is saved and come back as field errors.
 * - Copy per product is an object whose keys are the product slugs (`propertyNames` with an
 *   `enum`, every slug `required`); the SEO document is an object keyed by page path
 *   (`additionalProperties`).
 * - The four screens of a product page are a tuple (`items` as an array, `additionalItems: false`).
 * - MDX fields are plain strings here: the document's `mdxFields` tells the studio which to edit
 *   as MDX. Fields the studio may not change (`fixed`) are marked `readOnly`.
 */
import { z } from "zod";
import type { ContentDocument } from "./registry";

type Schema = Record<string, unknown>;

const cache = new WeakMap<ContentDocument, Schema>();

/** The sub-schemas a path segment leads to: an object's property, an array's items, a record's values. */
function childrenOf(schema: Schema, segment: string): Schema[] {
  const found: Schema[] = [];
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (segment === "*" || segment === "**") {
    found.push(...Object.values(properties ?? {}));
  } else if (properties?.[segment]) {
    found.push(properties[segment]);
  }
  const items = schema.items;
  if (Array.isArray(items)) found.push(...(items as Schema[]));
  else if (items && typeof items === "object" && (segment === "*" || /^\d+$/.test(segment) || segment === "**")) {
    found.push(items as Schema);
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === "object" && !properties?.[segment]) {
    found.push(schema.additionalProperties as Schema);
  }
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    for (const option of (schema[key] as Schema[] | undefined) ?? []) found.push(...childrenOf(option, segment));
  }
  return found;
}

function markReadOnly(schema: Schema, pattern: readonly string[]): void {
  const [head, ...rest] = pattern;
  if (head === undefined) {
    schema.readOnly = true;
    return;
  }
  if (head === "**") markReadOnly(schema, rest);
  for (const child of childrenOf(schema, head)) markReadOnly(child, head === "**" ? pattern : rest);
}

export function jsonSchemaOf(document: ContentDocument): Schema {
  let schema = cache.get(document);
  if (!schema) {
    schema = z.toJSONSchema(document.schema, { io: "input", unrepresentable: "any", target: "draft-7" }) as Schema;
    for (const pattern of document.fixed ?? []) markReadOnly(schema, pattern.split("."));
    cache.set(document, schema);
  }
  return schema;
}
