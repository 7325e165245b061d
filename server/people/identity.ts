/**
 * Who a submission belongs to: a person is an e-mail address (case-insensitive), a company is
 * a name together with the address's domain. Addresses at free-mail providers (the list of the
 * `free-email-domains-list` package, refreshed with its releases) say nothing about the
 * company, so their company is grouped by its name alone.
 */
import { DOMAINS as FREE_MAIL_DOMAINS } from "free-email-domains-list/build/src/constants.js";

/** The key people are grouped by: the address, trimmed and lower-cased. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export function isFreeMailDomain(domain: string): boolean {
  return FREE_MAIL_DOMAINS.has(domain.toLowerCase());
}

export interface CompanyIdentity {
  /** `<lower-case name>|<domain>`, unique per company. */
  key: string;
  name: string;
  /** The address's domain, or "" for a free-mail address. */
  domain: string;
}

/** The company a submission names, or null when it names none. */
export function companyOf(name: string, email: string): CompanyIdentity | null {
  const trimmed = name.trim().replaceAll(/\s+/g, " ");
  if (!trimmed) return null;
  const domain = emailKey(email).split("@").at(-1) ?? "";
  const companyDomain = domain && !isFreeMailDomain(domain) ? domain : "";
  return { key: `${trimmed.toLowerCase()}|${companyDomain}`, name: trimmed, domain: companyDomain };
}
