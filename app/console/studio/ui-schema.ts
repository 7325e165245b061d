/**
 * How each field of a document is edited, read from its JSON Schema: Markdown/MDX bodies get
 * the Markdown editor, long texts a text area, the rest the form library's defaults.
 */
import type { RJSFSchema, UiSchema } from "@rjsf/utils";

const MARKDOWN_TYPES = new Set(["text/markdown", "text/mdx", "markdown", "mdx"]);
const MARKDOWN_KEYS = new Set(["body", "mdx", "markdown"]);
const LONG_TEXT_KEYS = /(description|summary|text|lede|intro|excerpt|message|paragraph|quote|answer)s?$/i;
const LONG_TEXT_LENGTH = 200;

type Node = RJSFSchema | boolean | undefined;

function resolve(schema: Node, root: RJSFSchema): RJSFSchema | undefined {
  if (typeof schema !== "object") return undefined;
  if (typeof schema.$ref !== "string") return schema;
  let target: unknown = root;
  for (const key of schema.$ref.replace(/^#\/?/, "").split("/").filter(Boolean)) {
    target = (target as Record<string, unknown> | undefined)?.[key];
  }
  return typeof target === "object" ? (target as RJSFSchema) : undefined;
}

/** The branch of an optional or nullable field that holds the value. */
function valueBranch(schema: RJSFSchema, root: RJSFSchema): RJSFSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return schema;
  const values = branches.map((branch) => resolve(branch as Node, root)).filter((branch) => branch?.type !== "null");
  return values.length === 1 && values[0] ? values[0] : schema;
}

export function isMarkdown(schema: RJSFSchema, key: string): boolean {
  const mediaType = (schema as { contentMediaType?: unknown }).contentMediaType;
  return (
    (typeof mediaType === "string" && MARKDOWN_TYPES.has(mediaType)) ||
    (typeof schema.format === "string" && MARKDOWN_TYPES.has(schema.format)) ||
    MARKDOWN_KEYS.has(key)
  );
}

function uiOf(node: Node, key: string, root: RJSFSchema, depth: number): UiSchema | undefined {
  const found = resolve(node, root);
  if (!found || depth > 12) return undefined;
  const schema = valueBranch(found, root);
  if (schema.type === "string") {
    if (isMarkdown(schema, key)) return { "ui:widget": "markdown" };
    const long = (schema.maxLength ?? 0) >= LONG_TEXT_LENGTH || LONG_TEXT_KEYS.test(key);
    return long ? { "ui:widget": "textarea", "ui:options": { rows: 3 } } : undefined;
  }
  if (schema.type === "array") {
    const items = uiOf(schema.items as Node, key, root, depth + 1);
    return items ? { items } : undefined;
  }
  const ui: UiSchema = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const child = uiOf(property as Node, name, root, depth + 1);
    if (child) ui[name] = child;
  }
  return Object.keys(ui).length > 0 ? ui : undefined;
}

export function uiSchemaFor(schema: RJSFSchema): UiSchema {
  return {
    ...uiOf(schema, "", schema, 0),
    "ui:submitButtonOptions": { norender: true },
  };
}
