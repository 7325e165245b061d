import { LEAD_STATUS_LABELS } from "#shared/console/leads.ts";
import type { StaffRole } from "#shared/console/staff.ts";
import { formatDateTime, ROLE_LABELS } from "../format";
import { kindOfOne } from "../studio/kind-names";

/** Values a person cannot read (record ids) and details only the code needs (content hashes). */
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const UNREAD_KEYS = new Set(["baseHash", "baseVersion"]);

/** Details said as a phrase of their own: "Version 3", "Address: /planning-capacity", "Article". */
const PHRASES: Record<string, (value: unknown) => string | undefined> = {
  version: (value) => (typeof value === "number" ? `Version ${value}` : undefined),
  slug: (value) => (typeof value === "string" ? `Address: /${value.replace(/^\//, "")}` : undefined),
  collection: (value) => (typeof value === "string" ? kindOfOne(value) : undefined),
};

/** "signInMethod" → "Sign in method", "ownerId" → "Owner": a detail's name in words. */
function detailName(key: string): string {
  if (key === "slug") return "Address";
  const words = key
    .replace(/Id$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value in words, or undefined when it is a record id. */
function valueText(key: string, value: unknown, timeZone: string): string | undefined {
  if (value === null || value === undefined) return "none";
  if (typeof value === "string") {
    if (RECORD_ID.test(value)) return undefined;
    if (MOMENT.test(value)) return formatDateTime(value, timeZone);
    if (key === "role" && value in ROLE_LABELS) return ROLE_LABELS[value as StaffRole];
    if (key === "status" && value in LEAD_STATUS_LABELS)
      return LEAD_STATUS_LABELS[value as keyof typeof LEAD_STATUS_LABELS];
    return value;
  }
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

function detailText(key: string, value: unknown, timeZone: string): string | undefined {
  if (UNREAD_KEYS.has(key)) return undefined;
  const phrase = PHRASES[key]?.(value);
  if (phrase) return phrase;
  const name = detailName(key);
  if (value === true) return key === "note" ? "Note added" : `${name} changed`;
  if (value && typeof value === "object" && "from" in value && "to" in value) {
    const from = valueText(key, value.from, timeZone);
    const to = valueText(key, value.to, timeZone);
    if (from !== undefined && to !== undefined) return `${name}: ${from} → ${to}`;
    return `${name} ${value.to === null ? "removed" : value.from === null ? "set" : "changed"}`;
  }
  // A record's id alone (the lead of a delivery, a meeting's new owner) says nothing to a person: left out.
  const text = valueText(key, value, timeZone);
  return text === undefined ? undefined : `${name}: ${text}`;
}

/**
 * An audit entry's details as a person reads them: labels for codes, times in the team's zone, no record ids; one
 * fact after another with a dot between them, as a row's facts are joined elsewhere. An entry's kind and address
 * are one phrase: "Article at /planning-capacity".
 */
export function auditDetails(detail: Record<string, unknown>, timeZone: string): string {
  return auditDetailFacts(detail, timeZone).join(" · ");
}

/** The facts `auditDetails` joins, one by one (the log lays each out whole). */
export function auditDetailFacts(detail: Record<string, unknown>, timeZone: string): string[] {
  const { collection, slug, ...rest } = detail;
  const placed = typeof collection === "string" && typeof slug === "string";
  const facts = Object.entries(placed ? rest : detail).map(([key, value]) => detailText(key, value, timeZone));
  if (placed) facts.unshift(`${kindOfOne(collection)} at /${slug.replace(/^\//, "")}`);
  return facts.filter((fact): fact is string => Boolean(fact));
}
