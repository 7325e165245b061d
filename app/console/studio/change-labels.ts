/**
 * How the studio words a field and a value for people: "hero.headline" is "Hero › Headline",
 * "items.1.title" is "Items 2 › Title", true is "Yes". The changes themselves come from the
 * API (`jsonChanges`, shared/content/json-diff.ts).
 */

import { products } from "#shared/content/products.ts";

/** What the studio calls an image's text alternative, everywhere. */
export const ALT_TEXT_LABEL = "Image description (alt text)";

/** Keys whose words would mislead or read as code ("href", "cta"): said the way editors say them. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  href: "Link",
  url: "Link",
  cta: "Call to action",
  seo: "SEO",
  id: "Key",
  slug: "Key",
  key: "Key",
  ctaHref: "Call to action link",
  ctaLabel: "Call to action text",
  // One name for an image's text alternative in every editor (the image field's own box says it too).
  alt: ALT_TEXT_LABEL,
  imageAlt: ALT_TEXT_LABEL,
  coverAlt: "Cover description (alt text)",
};

/** A key that names a product ("vivre") reads as the product's name ("VIVRE"). */
const PRODUCT_NAMES: ReadonlyMap<string, string> = new Map(products.map((product) => [product.slug, product.name]));

/** Acronyms kept in capitals inside longer labels ("seoTitle" → "SEO title"). */
const ACRONYMS = /\b(seo|url|cta|faq|ott|api|pdf|mdx)\b/g;

/** "heroImage" → "Hero image", "seo_title" → "SEO title", "href" → "Link". */
export function humanize(key: string): string {
  const known = FIELD_LABELS[key] ?? PRODUCT_NAMES.get(key);
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  const cased = words.replace(ACRONYMS, (acronym) => (acronym === "cta" ? "call to action" : acronym.toUpperCase()));
  return cased.charAt(0).toUpperCase() + cased.slice(1);
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
