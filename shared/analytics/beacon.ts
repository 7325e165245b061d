/** What the page-view beacon sends (app/analytics/beacon.ts) and the server counts (server/analytics/). */
import type { Utm } from "./attribution.ts";

export const BEACON_PATH = "/api/analytics/event";
/** Largest beacon body accepted, in bytes. */
export const BEACON_MAX_BYTES = 2048;

/** Viewport width classes: below 640 px, below 1024 px, wider. */
export const DEVICES = ["mobile", "tablet", "desktop"] as const;
export type Device = (typeof DEVICES)[number];

export function deviceOf(viewportWidth: number): Device {
  return viewportWidth < 640 ? "mobile" : viewportWidth < 1024 ? "tablet" : "desktop";
}

/** Funnel steps a page reports once per visit; landing (the first view) and submitted (a lead) are known otherwise. */
export const FUNNEL_STEPS = ["product", "form-seen", "form-started"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export interface Beacon {
  /** Path of the page, no query. */
  path: string;
  /** Outside referrer (origin and path) on the first view of a visit; else "". */
  referrer: string;
  /** UTM values of the page's address (on the first view, or a later one that carries new ones). */
  utm: Utm;
  device: Device;
  /** True on the first view of a visit. */
  entry: boolean;
  /** A funnel step instead of a page view. */
  step?: FunnelStep;
}
