/**
 * The visit's first touch and latest touch, kept in this module's memory only: the site
 * navigates client-side, so a visit lasts as long as the page does, and nothing is written
 * to cookies or storage. Forms send them with `withAttribution`.
 */
import { type Attribution, hasUtm, type Touch, touchOf } from "#shared/analytics/attribution.ts";

let first: Touch | undefined;
let latest: Touch | undefined;

/** Records a page of the visit; the first one keeps the referrer. Returns its touch and whether it began the visit. */
export function recordPage(href: string, referrer: string): { touch: Touch; entry: boolean } {
  const entry = first === undefined;
  const touch = touchOf(href, entry ? referrer : "");
  if (entry) first = touch;
  // The latest touch is the last page that came with campaign values (or the first page).
  if (entry || hasUtm(touch)) latest = touch;
  return { touch, entry };
}

/** The submitted data with the visit's attribution, when the visit has one. */
export function withAttribution<T extends object>(payload: T): T & { attribution?: Attribution } {
  if (!first || !latest) return payload;
  return { ...payload, attribution: { first, last: latest, convertingPage: window.location.pathname } };
}
