/**
 * Company details, from the settings the site is built with (see the README's settings
 * table; `__SITE_SETTINGS__` is defined by the build from server/settings).
 * A contact value that is not configured is undefined, and every consumer leaves it out.
 */
import type { SiteSettings } from "#shared/site-settings.ts";
import { telephoneHref } from "#shared/site-settings.ts";

declare const __SITE_SETTINGS__: SiteSettings;

const BRAND = "Horizon";

/** Where a visitor asks for a demo or a meeting when no sales address is configured. */
export const BOOK_MEETING_PATH = "/bookmeeting";

/** The spec fixes the office's locality (HSR Layout, Bengaluru 560102); only the street is a setting. */
const OFFICE_LOCALITY = {
  area: "HSR Layout",
  locality: "Bengaluru",
  region: "Karnataka",
  postalCode: "560102",
  country: "IN",
} as const;

function officeAddressFrom(street: string | undefined) {
  const { area, locality, postalCode } = OFFICE_LOCALITY;
  // A street configured with its area already ("27th Main Road, HSR Layout") must not repeat it.
  const namesArea = street?.toLowerCase().endsWith(area.toLowerCase()) ?? false;
  const streetAddress = street ? (namesArea ? street : `${street}, ${area}`) : area;
  return {
    ...OFFICE_LOCALITY,
    /** Street and area, as schema.org's streetAddress. */
    streetAddress,
    /** The whole address on one line, e.g. "27th Main Road, HSR Layout, Bengaluru 560102". */
    line: `${streetAddress}, ${locality} ${postalCode}`,
  };
}

export function siteConfigFrom(settings: SiteSettings) {
  return {
    brand: BRAND,
    /** The registered name; the brand until LEGAL_NAME is set. */
    legalName: settings.legalName ?? BRAND,
    /** Absolute origin used for canonical links, the sitemap and share images. */
    siteUrl: settings.siteUrl,
    foundingYear: 2017,
    phone: settings.phone ? { display: settings.phone, href: telephoneHref(settings.phone) } : undefined,
    email: {
      general: settings.email.general,
      sales: settings.email.sales,
      hr: settings.email.careers,
      privacy: settings.email.privacy,
    },
    address: officeAddressFrom(settings.addressStreet),
    social: { youtube: settings.social.youtube, linkedin: settings.social.linkedin },
    integrations: {
      /** Business-credential seal script URL for the footer; off when empty. */
      credentialSealScript: settings.credentialSealScript ?? "",
      /** External scheduling page to embed instead of the built-in scheduler; off when empty. */
      schedulerEmbedUrl: settings.schedulerEmbedUrl ?? "",
    },
  } as const;
}

export type SiteConfig = ReturnType<typeof siteConfigFrom>;

/**
 * What the footer shows until the company sets its own details (CONTACT_EMAIL, CONTACT_PHONE, SOCIAL_*):
 * plainly examples, an example.com address and links and a phone number marked as one, never details
 * that could pass for real. Nothing else (structured data, mail, the contact page) uses them.
 */
export const exampleContact = {
  email: "hello@example.com",
  phone: "+91 80 0000 0000",
  social: { youtube: "https://example.com/youtube", linkedin: "https://example.com/linkedin" },
} as const;

export const siteConfig: SiteConfig = siteConfigFrom(__SITE_SETTINGS__);

export function mailtoLink(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/** A demo request: an e-mail to sales when the address is configured, otherwise the Book a meeting page. */
export function demoLink(subject: string, config: SiteConfig = siteConfig): string {
  return config.email.sales ? mailtoLink(config.email.sales, subject) : BOOK_MEETING_PATH;
}

/** " or write to us at <sales address>" when one is configured, for the end of an error sentence. */
export function salesFallback(config: SiteConfig = siteConfig): string {
  return config.email.sales ? `, or write to us at ${config.email.sales}` : "";
}
