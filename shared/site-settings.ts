/**
 * The settings the pages are built with (site identity and contact values). They are
 * read once by the settings module (server/settings) at build time and handed to the
 * bundle as `__SITE_SETTINGS__`; the build records them so the server's CSP matches.
 * A value that is not configured is undefined.
 */
export interface SiteSettings {
  /** Absolute origin for canonical links, the sitemap and share images (no trailing slash). */
  siteUrl: string;
  legalName?: string;
  /** As displayed, e.g. "+91 80 1234 5678". */
  phone?: string;
  email: { general?: string; sales?: string; careers?: string; privacy?: string };
  addressStreet?: string;
  social: { youtube?: string; linkedin?: string };
  /** Business-credential seal script for the footer (a third-party script: opt-in). */
  credentialSealScript?: string;
  /** External scheduling page embedded instead of the built-in scheduler (opt-in). */
  schedulerEmbedUrl?: string;
}

/** The `tel:` form of a displayed phone number: digits, with a leading + kept. */
export function telephoneHref(display: string): string {
  const digits = display.replace(/[^\d+]/g, "");
  return digits.startsWith("+") ? `+${digits.slice(1).replace(/\+/g, "")}` : digits.replace(/\+/g, "");
}
