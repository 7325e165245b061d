import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { matchesFieldPattern, uiSchemaFor } from "./ui-schema";

describe("uiSchemaFor", () => {
  it("labels a fixed record's entries by their key in words and a text list's boxes by their place", () => {
    const ui = uiSchemaFor({
      type: "object",
      properties: {
        extra: {
          type: "object",
          title: "Lines under each product",
          propertyNames: { type: "string", enum: ["vivre", "sara"] },
          additionalProperties: { type: "array", items: { type: "string" } },
        },
        steps: { type: "array", items: { type: "string" } },
      },
    });
    const extra = ui.extra as Record<string, { "ui:options"?: object; items?: unknown }>;
    expect(extra["ui:options"]).toEqual({ expandable: false });
    const entry = extra.additionalProperties as {
      "ui:options": object;
      items: (item: unknown, index: number) => object;
    };
    // A list entry's add button names its items ("Add line"), beside the fixed key.
    expect(entry["ui:options"]).toEqual({ fixedKey: true, addLabel: "Add line" });
    // A list's compact lines count their characters only near their limit.
    const quiet = { "ui:options": { countFrom: 0.8 } };
    expect(entry.items("", 0)).toEqual({ "ui:title": "Line 1", "ui:widget": "line", ...quiet });
    const steps = ui.steps as { items: (item: unknown, index: number) => object };
    expect(steps.items("", 1)).toEqual({ "ui:title": "Step 2", "ui:widget": "line", ...quiet });
    expect(steps).toMatchObject({ "ui:options": { addLabel: "Add step" } });
  });

  it("gives MDX fields the Markdown editor, long texts a text area, fixed fields read-only", () => {
    const ui = uiSchemaFor(
      {
        type: "object",
        properties: {
          title: { type: "string", maxLength: 60 },
          named: { type: "string", title: "Named in the schema" },
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
      // A limited text says its limit under its label.
      title: { "ui:title": "Title", "ui:widget": "line", "ui:description": "Up to 60 characters." },
      named: { "ui:widget": "line" },
      body: { "ui:title": "Body", "ui:widget": "markdown" },
      seo: {
        "ui:title": "SEO",
        description: {
          "ui:title": "Description",
          "ui:widget": "textarea",
          "ui:options": { rows: 3 },
          "ui:description": "Up to 160 characters.",
        },
      },
      sections: { "ui:title": "Sections", items: expect.any(Function), "ui:options": { addLabel: "Add section" } },
      note: {
        "ui:title": "Note",
        "ui:widget": "textarea",
        "ui:options": { rows: 3 },
        "ui:description": "Up to 400 characters.",
      },
      hero: {
        "ui:title": "Hero",
        art: { "ui:title": "Art", src: { "ui:title": "Src", "ui:readonly": true, "ui:widget": "readOnlyText" } },
      },
      "ui:submitButtonOptions": { norender: true },
    });
  });

  it("labels the items of a list of groups by the list's name and their number", () => {
    const ui = uiSchemaFor(
      {
        type: "object",
        properties: {
          cards: {
            type: "array",
            items: { type: "object", properties: { description: { type: "string" }, slug: { type: "string" } } },
          },
          faq: { type: "array", items: { type: "object", title: "Question", properties: {} } },
        },
      },
      { fixed: ["cards.*.slug"] },
    );
    const cards = ui.cards as { items: (item: unknown, index: number) => object };
    expect(cards.items({}, 2)).toEqual({
      "ui:title": "Card 3",
      description: { "ui:title": "Description", "ui:widget": "textarea", "ui:options": { rows: 3 } },
      slug: { "ui:title": "Key", "ui:readonly": true, "ui:widget": "readOnlyText" },
    });
    const faq = ui.faq as { items: (item: unknown, index: number) => object };
    expect(faq.items({}, 0)).toEqual({ "ui:title": "Question 1" });
  });

  it("matches field patterns", () => {
    expect(matchesFieldPattern(["*", "image", "file"], ["hero", "image", "file"])).toBe(true);
    expect(matchesFieldPattern(["**", "logo"], ["a", "*", "logo"])).toBe(true);
    expect(matchesFieldPattern(["logos", "customers"], ["logos"])).toBe(false);
    expect(matchesFieldPattern(["entries", "*", "slug"], ["entries", "*", "slug"])).toBe(true);
  });

  it("gives image fields an editor may replace the image field, ahead of anything fixed below them", () => {
    const schema: RJSFSchema = {
      type: "object",
      properties: {
        image: {
          type: "object",
          properties: { avif: { type: "string" }, alt: { type: "string" } },
        },
      },
    };
    const ui = uiSchemaFor(schema, { images: ["image"], fixed: ["image.avif"] });
    expect(ui.image).toEqual({ "ui:title": "Image", "ui:field": "image" });
  });

  it("hints each text field with the schema's description and its limits, and shows an alt text's picture", () => {
    const ui = uiSchemaFor(
      {
        type: "object",
        properties: {
          subject: { type: "string", minLength: 2, maxLength: 60, description: "The e-mail's subject line." },
          lead: { type: "string", minLength: 80, maxLength: 320 },
          imageAlt: { type: "string", minLength: 20, maxLength: 200 },
          lines: { type: "array", items: { type: "string", maxLength: 120 } },
        },
      },
      { altPictures: { imageAlt: "/assets/poster.webp" } },
    );
    expect(ui.subject).toMatchObject({ "ui:description": "The e-mail's subject line. Up to 60 characters." });
    expect(ui.lead).toMatchObject({ "ui:widget": "textarea", "ui:description": "80 to 320 characters." });
    expect(ui.imageAlt).toMatchObject({ "ui:options": { rows: 3, picture: "/assets/poster.webp" } });
    // A list's items go without a hint each (their counts still show).
    const lines = ui.lines as { items: (item: unknown, index: number) => object };
    expect(lines.items("", 0)).not.toHaveProperty("ui:description");
  });
});
