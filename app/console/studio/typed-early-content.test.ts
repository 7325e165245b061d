import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { lineIconNames } from "#shared/icons/line-icons.ts";
import { jsonSchemaOf } from "~/content/documents/json-schema";
import { findContentDocument } from "~/content/documents/registry";
import { chosenValue, fieldAt } from "./typed-early-content";
import { uiSchemaFor } from "./ui-schema";

describe("a select chosen before the form's code ran", () => {
  const partners = findContentDocument("page:partners");
  if (!partners) throw new Error("no partners document");
  const schema = jsonSchemaOf(partners) as RJSFSchema;
  const ui = uiSchemaFor(schema, { mdxFields: partners.mdxFields, fixed: partners.fixed, images: partners.images });

  it("stands for the enum value at its option's index, not for the index", () => {
    const third = lineIconNames[2];
    expect(chosenValue(schema, ui, ["solution", "benefits", 1, "icon"], "2")).toBe(third);
    expect(chosenValue(schema, ui, ["solution", "benefits", 0, "icon"], String(lineIconNames.length - 1))).toBe(
      lineIconNames.at(-1),
    );
  });

  it("stands for nothing when no option is chosen or the index is not an option", () => {
    expect(chosenValue(schema, ui, ["solution", "benefits", 0, "icon"], "")).toBeUndefined();
    expect(chosenValue(schema, ui, ["solution", "benefits", 0, "icon"], "999")).toBeUndefined();
  });

  it("finds each field by its path through lists and groups, with the list item's labels", () => {
    expect(fieldAt(schema, ui, ["solution", "benefits", 0, "icon"])?.schema.enum).toEqual(lineIconNames);
    expect(fieldAt(schema, ui, ["solution", "benefits", 2])?.ui?.["ui:title"]).toBe("Benefit 3");
    expect(fieldAt(schema, ui, ["hero", "links", 1, "label"])?.schema.maxLength).toBe(40);
    expect(fieldAt(schema, ui, ["no-such-field", "deeper"])).toBeNull();
  });
});
