/**
 * Company details the specification leaves open. Every value here is an example
 * default; set the matching VITE_* variable at build time to publish real ones.
 */
const env = import.meta.env;

function pick(value: string | undefined, fallback: string): string {
  return value && value.trim() !== "" ? value.trim() : fallback;
}

export const siteConfig = {
  brand: "Horizon",
  legalName: pick(env.VITE_LEGAL_NAME, "Horizon Example Technologies Pvt. Ltd."),
  /** Absolute origin used for canonical links, the sitemap and share images. */
  siteUrl: pick(env.VITE_SITE_URL, "https://horizon.example.com").replace(/\/+$/, ""),
  foundingYear: 2017,
  phone: {
    display: pick(env.VITE_PHONE_DISPLAY, "+91 80 0000 0000 (example)"),
    href: pick(env.VITE_PHONE_HREF, "+918000000000"),
  },
  email: {
    general: pick(env.VITE_EMAIL_GENERAL, "hello@example.com"),
    sales: pick(env.VITE_EMAIL_SALES, "sales@example.com"),
    hr: pick(env.VITE_EMAIL_HR, "careers@example.com"),
    privacy: pick(env.VITE_EMAIL_PRIVACY, "privacy@example.com"),
  },
  address: {
    street: pick(env.VITE_ADDRESS_STREET, "HSR Layout"),
    locality: "Bengaluru",
    region: "Karnataka",
    postalCode: "560102",
    country: "IN",
  },
  social: {
    youtube: pick(env.VITE_SOCIAL_YOUTUBE, "https://www.youtube.com/@example"),
    linkedin: pick(env.VITE_SOCIAL_LINKEDIN, "https://www.linkedin.com/company/example"),
  },
  integrations: {
    /** Business-credential seal script URL for the footer; off when empty. */
    credentialSealScript: pick(env.VITE_CREDENTIAL_SEAL_SCRIPT, ""),
    /** External scheduling page to embed instead of the built-in scheduler; off when empty. */
    schedulerEmbedUrl: pick(env.VITE_SCHEDULER_EMBED_URL, ""),
  },
} as const;

export type SiteConfig = typeof siteConfig;

export function mailtoLink(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
