import { useLocation } from "react-router";

/** A path without its trailing slash ("/" stays "/"). */
export function canonicalPagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/**
 * The current page's canonical path. Pre-rendering requests every page with a trailing
 * slash (`/customers/`), so the raw location must not be compared or posted to as is.
 */
export function usePagePath(): string {
  return canonicalPagePath(useLocation().pathname);
}
