import { getDefaultFormState, type RJSFSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { jsonSchemaOf } from "~/content/documents/json-schema";
import { contentDocuments } from "~/content/documents/registry";
import { ONLY_WHAT_IS_THERE } from "./ContentForm";
import { apiValidator } from "./schema-validator";

describe("the generated form", () => {
  it.each(contentDocuments.map((document) => [document.id, document] as const))(
    "holds %s exactly as stored: opening and saving it untouched changes nothing",
    (_id, document) => {
      const schema = jsonSchemaOf(document) as RJSFSchema;
      const content = JSON.parse(JSON.stringify(document.base)) as unknown;
      const state = getDefaultFormState(apiValidator, schema, content, schema, false, ONLY_WHAT_IS_THERE);
      expect(JSON.parse(JSON.stringify(state))).toEqual(content);
    },
  );
});
