import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { errorSchemaOf } from "./field-errors";
import { fitsSchema } from "./schema-validator";

const root: RJSFSchema = {
  $defs: { link: { type: "object", properties: { href: { type: "string" } }, required: ["href"] } },
  type: "object",
  properties: {
    title: { type: "string" },
    cta: { anyOf: [{ $ref: "#/$defs/link" }, { type: "null" }] },
    kind: { const: "page" },
    tags: { type: "array", items: { type: "string" } },
  },
  required: ["title"],
};

describe("fitsSchema", () => {
  it("checks types, constants, required keys and references", () => {
    expect(fitsSchema(root, { title: "A", cta: { href: "/" }, kind: "page", tags: ["x"] }, root)).toBe(true);
    expect(fitsSchema(root, { cta: null }, root)).toBe(false);
    expect(fitsSchema(root, { title: "A", kind: "post" }, root)).toBe(false);
    expect(fitsSchema(root, { title: "A", tags: [1] }, root)).toBe(false);
    expect(fitsSchema({ $ref: "#/$defs/link" }, {}, root)).toBe(false);
    expect(fitsSchema({ type: "number" }, 3, root)).toBe(true);
  });
});

describe("errorSchemaOf", () => {
  it("nests each message under its field's path", () => {
    expect(
      errorSchemaOf([
        { path: "seo.title", message: "Too long" },
        { path: "items.0.alt", message: "Missing alt text" },
        { path: "seo.title", message: "Second" },
        { path: "body", message: "Line 3, column 5: Unknown component", line: 3, column: 5 },
        { path: "", message: "Whole" },
      ]),
    ).toEqual({
      seo: { title: { __errors: ["Too long", "Second"] } },
      items: { 0: { alt: { __errors: ["Missing alt text"] } } },
      body: { __errors: ["Line 3, column 5: Unknown component"] },
      __errors: ["Whole"],
    });
  });
});
