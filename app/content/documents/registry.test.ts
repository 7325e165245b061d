import { describe, expect, it } from "vitest";
import { jsonSchemaOf } from "./json-schema";
import { contentDocuments } from "./registry";
import { validateDocument } from "./validation.server";

describe("the content documents", () => {
  it("have unique ids", () => {
    const ids = contentDocuments.map((document) => document.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const document of contentDocuments) {
    it(`${document.id}: the repository's content is valid`, async () => {
      const result = await validateDocument(document, document.base);
      expect(result.ok ? [] : result.errors).toEqual([]);
    });

    it(`${document.id}: has a JSON Schema`, () => {
      const schema = jsonSchemaOf(document);
      expect(schema.type ?? schema.anyOf ?? schema.oneOf).toBeDefined();
      expect(JSON.stringify(schema).length).toBeGreaterThan(20);
    });
  }
});
