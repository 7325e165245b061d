/**
 * Company details, from the settings the site is built with (see the README's settings
 * table; `__SITE_SETTINGS__` is defined by the build from server/settings).
 */
import type { SiteSettings } from "#shared/site-settings.ts";
import { telephoneHref } from "#shared/site-settings.ts";

declare const __SITE_SETTINGS__: SiteSettings;
const settings = __SITE_SETTINGS__;

/**
 * Shown until the matching setting is configured.
 * TODO(#15): leave unconfigured contact values out instead of showing examples.
 */
const EXAMPLE_PHONE = "+91 80 0000 0000";

export const siteConfig = {
  brand: "Horizon",
  legalName: settings.legalName ?? "Horizon Example Technologies Pvt. Ltd.",
  /** Absolute origin used for canonical links, the sitemap and share images. */
  siteUrl: settings.siteUrl,
  foundingYear: 2017,
  phone: {
    display: settings.phone ?? `${EXAMPLE_PHONE} (example)`,
    href: telephoneHref(settings.phone ?? EXAMPLE_PHONE),
  },
  email: {
    general: settings.email.general ?? "hello@example.com",
    sales: settings.email.sales ?? "sales@example.com",
    hr: settings.email.careers ?? "careers@example.com",
    privacy: settings.email.privacy ?? "privacy@example.com",
  },
  address: {
    street: settings.addressStreet ?? "HSR Layout",
    locality: "Bengaluru",
    region: "Karnataka",
    postalCode: "560102",
    country: "IN",
  },
  social: {
    youtube: settings.social.youtube ?? "https://www.youtube.com/@example",
    linkedin: settings.social.linkedin ?? "https://www.linkedin.com/company/example",
  },
  integrations: {
    /** Business-credential seal script URL for the footer; off when empty. */
    credentialSealScript: settings.credentialSealScript ?? "",
    /** External scheduling page to embed instead of the built-in scheduler; off when empty. */
    schedulerEmbedUrl: settings.schedulerEmbedUrl ?? "",
  },
} as const;

export function mailtoLink(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
