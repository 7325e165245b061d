/**
 * How the studio words a field and a value for people: "hero.headline" is "Hero › Headline",
 * "items.1.title" is "Items 2 › Title", true is "Yes". The changes themselves come from the
 * API (`jsonChanges`, shared/content/json-diff.ts).
 */

/** "heroImage" → "Hero image", "seo_title" → "Seo title". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A dot-separated field path ("" for the whole document) as words. */
export function pathLabel(path: string): string {
  if (path === "") return "Whole document";
  const parts: string[] = [];
  for (const key of path.split(".")) {
    if (/^\d+$/.test(key)) parts[parts.length - 1] = `${parts.at(-1) ?? "Item"} ${Number(key) + 1}`;
    else parts.push(humanize(key));
  }
  return parts.join(" › ");
}

/** A value as text: strings as they are, yes/no, numbers, and a short note for a list or group. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.length === 0 ? "(empty list)" : JSON.stringify(value, null, 2);
  return Object.keys(value).length === 0 ? "(empty)" : JSON.stringify(value, null, 2);
}
