/**
 * A readable, field-by-field comparison of two versions of a document: every leaf value
 * (text, number, yes/no) whose path differs, with a label people can read
 * ("Hero › Headline", "Items 2 › Title").
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type FieldPath = readonly (string | number)[];

export interface FieldChange {
  path: FieldPath;
  label: string;
  kind: "changed" | "added" | "removed";
  before?: string;
  after?: string;
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === "object" && value !== null;
}

/** Every leaf of a value, keyed by its path (JSON of the segment list), in document order. */
function leaves(value: unknown, path: (string | number)[] = [], into = new Map<string, FieldPath>()) {
  if (!isContainer(value)) {
    into.set(JSON.stringify(path), path);
    return into;
  }
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  if (entries.length === 0) into.set(JSON.stringify(path), path);
  for (const [key, item] of entries) leaves(item, [...path, key], into);
  return into;
}

export function valueAt(value: unknown, path: FieldPath): unknown {
  let current: unknown = value;
  for (const key of path) {
    if (!isContainer(current)) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** "heroImage" → "Hero image", "seo_title" → "Seo title". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function pathLabel(path: FieldPath): string {
  if (path.length === 0) return "Whole document";
  const parts: string[] = [];
  for (const key of path) {
    if (typeof key === "number") parts[parts.length - 1] = `${parts.at(-1) ?? "Item"} ${key + 1}`;
    else parts.push(humanize(key));
  }
  return parts.join(" › ");
}

function shown(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (isContainer(value)) return Array.isArray(value) ? "(empty list)" : "(empty)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

export function diffDocuments(before: unknown, after: unknown): FieldChange[] {
  const old = leaves(before);
  const next = leaves(after);
  const keys = [...new Set([...old.keys(), ...next.keys()])];
  const changes: FieldChange[] = [];
  for (const key of keys) {
    const path = (next.get(key) ?? old.get(key)) as FieldPath;
    const was = old.has(key) ? valueAt(before, path) : undefined;
    const is = next.has(key) ? valueAt(after, path) : undefined;
    if (old.has(key) && next.has(key) && JSON.stringify(was) === JSON.stringify(is)) continue;
    const kind = !old.has(key) ? "added" : !next.has(key) ? "removed" : "changed";
    changes.push({
      path,
      label: pathLabel(path),
      kind,
      ...(old.has(key) ? { before: shown(was) } : {}),
      ...(next.has(key) ? { after: shown(is) } : {}),
    });
  }
  return changes;
}
