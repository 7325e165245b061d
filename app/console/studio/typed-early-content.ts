/**
 * What the browser holds in the document form that the rendered content does not: typed, pasted,
 * autofilled or chosen before the form's code took over, put back into the content by each
 * control's name (its path in the document). A select's options stand for their values by index
 * (the form library's way), so a chosen option is mapped back through the field's enum options.
 */
import { enumOptionsValueForIndex, optionsList, type RJSFSchema, type UiSchema } from "@rjsf/utils";
import { readTypedDay, TYPED_DAY_ATTRIBUTE } from "#shared/console/typed-day.ts";
import { valueTypedEarly } from "../typed-early";
import type { JsonValue } from "./studio-api";
import { resolve, type SchemaNode, valueBranch } from "./ui-schema";

type Path = readonly (string | number)[];

/** Each control's HTML name is its path in the document. */
export const nameOfPath = (path: Path) => JSON.stringify(path);

function pathOfName(name: string): Path | null {
  if (!name.startsWith("[")) return null;
  try {
    const path = JSON.parse(name) as unknown;
    return Array.isArray(path) && path.every((key) => typeof key === "string" || typeof key === "number") ? path : null;
  } catch {
    return null;
  }
}

function setAt(content: JsonValue, path: Path, value: JsonValue): JsonValue {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const container = (typeof content === "object" && content !== null ? content : {}) as Record<string, JsonValue>;
  const copy = (Array.isArray(container) ? [...container] : { ...container }) as Record<string, JsonValue>;
  copy[key] = setAt(copy[key] ?? null, rest, value);
  return copy as JsonValue;
}

/** The schema and UI schema of the field at `path` (list items by their index, record entries by their key). */
export function fieldAt(
  root: RJSFSchema,
  ui: UiSchema,
  path: Path,
): { schema: RJSFSchema; ui: UiSchema | undefined } | null {
  let schema: RJSFSchema | undefined = root;
  let uiNode: UiSchema | undefined = ui;
  for (const key of path) {
    if (!schema) return null;
    if (schema.type === "array") {
      const items: unknown = uiNode?.items;
      uiNode = (typeof items === "function" ? items(undefined, Number(key)) : items) as UiSchema | undefined;
      // A fixed-length list (a tuple) has a schema per position.
      const item = Array.isArray(schema.items) ? schema.items[Number(key)] : schema.items;
      schema = resolve(item as SchemaNode, root);
    } else {
      const property = schema.properties?.[key] ?? schema.additionalProperties;
      uiNode = (uiNode?.[key] ?? uiNode?.additionalProperties) as UiSchema | undefined;
      schema = resolve(property as SchemaNode, root);
    }
    schema = schema && valueBranch(schema, root);
  }
  return schema ? { schema, ui: uiNode } : null;
}

/** The value an option of the select at `path` stands for, from the option's index; undefined for no option. */
export function chosenValue(root: RJSFSchema, ui: UiSchema, path: Path, index: string): JsonValue | undefined {
  const field = fieldAt(root, ui, path);
  if (!field) return undefined;
  return enumOptionsValueForIndex(index, optionsList(field.schema, field.ui)) as JsonValue | undefined;
}

/** `content` with every value the form's controls hold that was typed or chosen before the code ran. */
export function typedBeforeHydration(
  root: HTMLElement,
  content: JsonValue,
  schema: RJSFSchema,
  ui: UiSchema,
): JsonValue {
  let merged = content;
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    "input[name], textarea[name], select[name]",
  )) {
    const path = pathOfName(control.name);
    const typed = valueTypedEarly(control);
    if (!path || typed === undefined) continue;
    const value =
      control instanceof HTMLSelectElement
        ? chosenValue(schema, ui, path, typed)
        : control.hasAttribute(TYPED_DAY_ATTRIBUTE)
          ? (readTypedDay(typed) ?? typed)
          : typed;
    if (value !== undefined) merged = setAt(merged, path, value);
  }
  return merged;
}
