import { describe, expect, it } from "vitest";
import { matchesFieldPattern, uiSchemaFor } from "./ui-schema";

describe("uiSchemaFor", () => {
  it("gives MDX fields the Markdown editor, long texts a text area, fixed fields read-only", () => {
    const ui = uiSchemaFor(
      {
        type: "object",
        properties: {
          title: { type: "string", maxLength: 60 },
          body: { type: "string" },
          seo: { $ref: "#/$defs/seo" },
          sections: {
            type: "array",
            items: { type: "object", properties: { description: { type: "string" }, slug: { type: "string" } } },
          },
          note: { anyOf: [{ type: "string", maxLength: 400 }, { type: "null" }] },
          hero: { type: "object", properties: { art: { type: "object", properties: { src: { type: "string" } } } } },
        },
        $defs: { seo: { type: "object", properties: { description: { type: "string", maxLength: 160 } } } },
      },
      { mdxFields: ["body"], fixed: ["sections.*.slug", "**.src"] },
    );
    expect(ui).toEqual({
      body: { "ui:widget": "markdown" },
      seo: { description: { "ui:widget": "textarea", "ui:options": { rows: 3 } } },
      sections: {
        items: {
          description: { "ui:widget": "textarea", "ui:options": { rows: 3 } },
          slug: { "ui:readonly": true },
        },
      },
      note: { "ui:widget": "textarea", "ui:options": { rows: 3 } },
      hero: { art: { src: { "ui:readonly": true } } },
      "ui:submitButtonOptions": { norender: true },
    });
  });

  it("matches field patterns", () => {
    expect(matchesFieldPattern(["*", "image", "file"], ["hero", "image", "file"])).toBe(true);
    expect(matchesFieldPattern(["**", "logo"], ["a", "*", "logo"])).toBe(true);
    expect(matchesFieldPattern(["logos", "customers"], ["logos"])).toBe(false);
    expect(matchesFieldPattern(["entries", "*", "slug"], ["entries", "*", "slug"])).toBe(true);
  });
});
