/**
 * A document's JSON Schema (zod 4's `toJSONSchema`, from the same schema that validates it),
 * which the studio's forms are generated from. Checks a schema makes in code (refinements:
 * links that must resolve, unique keys) have no JSON Schema form; they are enforced when the
 * document is saved, and reported as field errors.
 */
import { z } from "zod";
import type { ContentDocument } from "./registry";

const cache = new WeakMap<ContentDocument, Record<string, unknown>>();

export function jsonSchemaOf(document: ContentDocument): Record<string, unknown> {
  let schema = cache.get(document);
  if (!schema) {
    schema = z.toJSONSchema(document.schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
    cache.set(document, schema);
  }
  return schema;
}
