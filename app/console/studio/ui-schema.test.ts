import { describe, expect, it } from "vitest";
import { uiSchemaFor } from "./ui-schema";

describe("uiSchemaFor", () => {
  it("gives bodies the Markdown editor and long texts a text area", () => {
    const ui = uiSchemaFor({
      type: "object",
      properties: {
        title: { type: "string", maxLength: 60 },
        body: { type: "string" },
        seo: { $ref: "#/$defs/seo" },
        sections: { type: "array", items: { type: "object", properties: { description: { type: "string" } } } },
        note: { anyOf: [{ type: "string", maxLength: 400 }, { type: "null" }] },
        legal: { type: "string", contentMediaType: "text/mdx" },
      },
      $defs: { seo: { type: "object", properties: { description: { type: "string", maxLength: 160 } } } },
    });
    expect(ui).toEqual({
      body: { "ui:widget": "markdown" },
      legal: { "ui:widget": "markdown" },
      seo: { description: { "ui:widget": "textarea", "ui:options": { rows: 3 } } },
      sections: { items: { description: { "ui:widget": "textarea", "ui:options": { rows: 3 } } } },
      note: { "ui:widget": "textarea", "ui:options": { rows: 3 } },
      "ui:submitButtonOptions": { norender: true },
    });
  });
});
