/**
 * How each field of a document is edited, read from its JSON Schema and the registry's notes:
 * MDX fields get the Markdown editor, long texts a text area, one-line texts a box that wraps
 * them (a phone shows all of a long title), fields the studio may not change
 * (addresses, ids, image files) are shown read-only, images an editor may replace get the image
 * field (upload, alt text, media library), days the console's day box, the rest get the form library's defaults.
 */
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { humanize } from "./change-labels";
import { lengthHint } from "./length-hint";

const MARKDOWN_TYPES = new Set(["text/markdown", "text/mdx", "markdown", "mdx"]);
const LONG_TEXT_KEYS = /(description|summary|text|lede|intro|excerpt|message|paragraph|quote|answer)s?$/i;
const LONG_TEXT_LENGTH = 200;

const PLAIN_VALUE_TYPES = new Set(["string", "number", "integer"]);

export type SchemaNode = RJSFSchema | boolean | undefined;

/** The schema a node stands for, following a local `$ref`. */
export function resolve(schema: SchemaNode, root: RJSFSchema): RJSFSchema | undefined {
  if (typeof schema !== "object") return undefined;
  if (typeof schema.$ref !== "string") return schema;
  let target: unknown = root;
  for (const key of schema.$ref.replace(/^#\/?/, "").split("/").filter(Boolean)) {
    target = (target as Record<string, unknown> | undefined)?.[key];
  }
  return typeof target === "object" ? (target as RJSFSchema) : undefined;
}

/** The branch of an optional or nullable field that holds the value. */
export function valueBranch(schema: RJSFSchema, root: RJSFSchema): RJSFSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return schema;
  const values = branches
    .map((branch) => resolve(branch as SchemaNode, root))
    .filter((branch) => branch?.type !== "null");
  return values.length === 1 && values[0] ? values[0] : schema;
}

function isMarkdown(schema: RJSFSchema, path: readonly string[], mdxFields: readonly string[]): boolean {
  const mediaType = (schema as { contentMediaType?: unknown }).contentMediaType;
  return (
    (path.length === 1 && mdxFields.includes(path[0] ?? "")) ||
    (typeof mediaType === "string" && MARKDOWN_TYPES.has(mediaType)) ||
    (typeof schema.format === "string" && MARKDOWN_TYPES.has(schema.format))
  );
}

/** Whether a field path (`*` stands for a list item) matches a pattern: `*` is one segment, `**` any number. */
export function matchesFieldPattern(pattern: readonly string[], path: readonly string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  if (head === "**")
    return path.some((_, index) => matchesFieldPattern(rest, path.slice(index))) || matchesFieldPattern(rest, []);
  const [first, ...tail] = path;
  return first !== undefined && (head === "*" || head === first) && matchesFieldPattern(rest, tail);
}

interface Notes {
  root: RJSFSchema;
  mdxFields: readonly string[];
  fixed: readonly (readonly string[])[];
  images: readonly (readonly string[])[];
  altPictures: Readonly<Record<string, string>>;
}

function uiOf(node: SchemaNode, path: readonly string[], notes: Notes): UiSchema | undefined {
  const found = resolve(node, notes.root);
  if (!found || path.length > 12) return undefined;
  const schema = valueBranch(found, notes.root);
  if (notes.images.some((pattern) => matchesFieldPattern(pattern, path))) return { "ui:field": "image" };
  if (notes.fixed.some((pattern) => matchesFieldPattern(pattern, path)))
    return PLAIN_VALUE_TYPES.has(String(schema.type))
      ? { "ui:readonly": true, "ui:widget": "readOnlyText" }
      : { "ui:readonly": true };
  const key = path.at(-1) ?? "";
  if (schema.type === "string") {
    if (isMarkdown(schema, path, notes.mdxFields)) return { "ui:widget": "markdown" };
    const long = (schema.maxLength ?? 0) >= LONG_TEXT_LENGTH || LONG_TEXT_KEYS.test(key);
    if (schema.format === "date" && !long) return { "ui:widget": "day" };
    // A choice (a select) or a formatted value keeps the library's control; other one-line texts wrap.
    if (!long && (schema.enum || schema.format)) return undefined;
    const item = key === "*";
    const options = {
      ...(long && { rows: 3 }),
      // An alt text kept as plain text shows the picture it describes.
      ...(notes.altPictures[path.join(".")] && { picture: notes.altPictures[path.join(".")] }),
      // A list's compact lines count only near their limit (a row keeps its box and buttons level).
      ...(item && { countFrom: LIST_COUNT_FROM }),
    };
    const hint = item ? "" : hintOf(schema);
    return {
      "ui:widget": long ? "textarea" : "line",
      ...(Object.keys(options).length > 0 && { "ui:options": options }),
      ...(hint && { "ui:description": hint }),
    };
  }
  if (schema.type === "array") {
    const items = uiOf(schema.items as SchemaNode, [...path, "*"], notes);
    const item = resolve(schema.items as SchemaNode, notes.root);
    if (!item) return items ? { items } : undefined;
    // Each item is labelled in words, "Step 2", "Card 3" (or the item's own title and its number), never the
    // library's "steps-2".
    const word =
      typeof item.title === "string"
        ? item.title
        : key === "*" || key === ""
          ? PLAIN_VALUE_TYPES.has(String(valueBranch(item, notes.root).type))
            ? "Line"
            : "Item"
          : singular(humanize(key));
    // "Add step", "Add line": the add button names what it adds (sentence case: "FAQ item" stays as it is).
    const named = /^[A-Z][a-z]/.test(word) ? word.charAt(0).toLowerCase() + word.slice(1) : word;
    return {
      items: (_item: unknown, index: number) => ({ ...items, "ui:title": `${word} ${index + 1}` }),
      "ui:options": { addLabel: `Add ${named}` },
    };
  }
  const ui: UiSchema = {};
  const entries = resolve(schema.additionalProperties as SchemaNode, notes.root);
  if (entries && Array.isArray((schema.propertyNames as RJSFSchema | undefined)?.enum)) {
    // A record whose keys are a fixed list (one entry per product): no key box, no Remove.
    ui["ui:options"] = { expandable: false };
    const entryUi = uiOf(entries, [...path, "*"], notes);
    // The entry's own options (a list's "Add line") kept beside the fixed key.
    ui.additionalProperties = { ...entryUi, "ui:options": { ...entryUi?.["ui:options"], fixedKey: true } };
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const titled = typeof property === "object" && typeof property.title === "string";
    // Fields are labelled in words ("Image alt", not "imageAlt") unless the schema names them.
    ui[name] = {
      ...(titled ? {} : { "ui:title": humanize(name) }),
      ...uiOf(property as SchemaNode, [...path, name], notes),
    };
  }
  return Object.keys(ui).length > 0 ? ui : undefined;
}

/** A list's compact lines count their characters only from this share of their most on. */
const LIST_COUNT_FROM = 0.8;

/**
 * A text field's hint under its label, as the new-entry form gives each field: what the schema says of it (its
 * `describe()`, e.g. where a subject appears) and its limits. A list's items go without (one hint per line would
 * repeat down the list).
 */
function hintOf(schema: RJSFSchema): string {
  return [schema.description, lengthHint(schema.minLength, schema.maxLength)].filter(Boolean).join(" ");
}

/** "Steps" → "Step", "Entries" → "Entry"; a word not in the plural stays. */
function singular(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, "y");
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

export function uiSchemaFor(
  schema: RJSFSchema,
  {
    mdxFields = [],
    fixed = [],
    images = [],
    altPictures = {},
  }: {
    mdxFields?: readonly string[];
    fixed?: readonly string[];
    images?: readonly string[];
    /** Alt texts kept as plain text, by path: the picture each describes. */
    altPictures?: Readonly<Record<string, string>>;
  } = {},
): UiSchema {
  const split = (patterns: readonly string[]) => patterns.map((pattern) => pattern.split("."));
  const notes: Notes = { root: schema, mdxFields, fixed: split(fixed), images: split(images), altPictures };
  return {
    ...uiOf(schema, [], notes),
    "ui:submitButtonOptions": { norender: true },
  };
}
