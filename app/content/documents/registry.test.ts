import { describe, expect, it } from "vitest";
import { jsonSchemaOf } from "./json-schema";
import { contentDocuments, findContentDocument } from "./registry";
import { validateDocument } from "./validation.server";

describe("the content documents", () => {
  it("mark the fields the studio may not change as readOnly in their JSON Schema", () => {
    const article = jsonSchemaOf(findContentDocument("article:gamification")!) as {
      properties: Record<string, { readOnly?: boolean; properties?: Record<string, { readOnly?: boolean }> }>;
    };
    expect(article.properties.path?.readOnly).toBe(true);
    expect(article.properties.title?.readOnly).toBeUndefined();
    // An article's hero image is one an editor may replace with an upload (`images`).
    expect(article.properties.image?.properties?.avif?.readOnly).toBeUndefined();
    expect(findContentDocument("article:gamification")?.images).toEqual(["image"]);
    const solutions = jsonSchemaOf(findContentDocument("page:solutions")!) as {
      properties: Record<
        string,
        { properties: Record<string, { properties?: Record<string, { readOnly?: boolean }> }> }
      >;
    };
    expect(solutions.properties.tpx?.properties.image?.properties?.file?.readOnly).toBe(true);
  });

  it("have draft-07 JSON Schemas (tuples as item arrays)", () => {
    const product = jsonSchemaOf(findContentDocument("product:vivre")!) as {
      $schema: string;
      properties: { screens: { items: unknown } };
    };
    expect(product.$schema).toBe("http://json-schema.org/draft-07/schema#");
    expect(Array.isArray(product.properties.screens.items)).toBe(true);
  });

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
