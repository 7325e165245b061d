/**
 * The page-view beacon, loaded after the page is interactive: one `sendBeacon` per page view
 * (same origin, no cookie, nothing stored) and one per funnel step reached in the visit.
 * Browsers that send Global Privacy Control or Do Not Track send nothing.
 */
import { hasUtm, NO_UTM, type Touch } from "#shared/analytics/attribution.ts";
import { BEACON_PATH, type Beacon, deviceOf, type FunnelStep } from "#shared/analytics/beacon.ts";
import { recordPage } from "./touches";

const optedOut =
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true ||
  navigator.doNotTrack === "1";
const reached = new Set<FunnelStep>();
const FORMS = 'main form:not([method="get" i])';
let formObserver: IntersectionObserver | undefined;

function send(beacon: Beacon): void {
  if (optedOut || !navigator.sendBeacon) return;
  navigator.sendBeacon(BEACON_PATH, new Blob([JSON.stringify(beacon)], { type: "application/json" }));
}

function step(name: FunnelStep, path: string): void {
  if (reached.has(name)) return;
  reached.add(name);
  send({ path, referrer: "", utm: NO_UTM, device: deviceOf(innerWidth), entry: false, step: name });
}

function watchForms(path: string): void {
  formObserver?.disconnect();
  formObserver = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) step("form-seen", path);
  });
  for (const form of document.querySelectorAll(FORMS)) formObserver.observe(form);
}

document.addEventListener(
  "focusin",
  (event) => {
    if ((event.target as Element | null)?.closest?.(FORMS)) step("form-started", location.pathname);
  },
  true,
);

/** Records the page in the visit's touches (for the forms' attribution) and counts it. */
export function countPage(href: string, referrer: string): void {
  pageView(recordPage(href, referrer));
}

function pageView({ touch, entry }: { touch: Touch; entry: boolean }): void {
  const { page, referrer, ...utm } = touch;
  const campaign = entry || hasUtm(utm);
  send({
    path: page,
    referrer: entry ? referrer : "",
    utm: campaign ? utm : NO_UTM,
    device: deviceOf(innerWidth),
    entry,
  });
  if (page.startsWith("/product/")) step("product", page);
  watchForms(page);
}
