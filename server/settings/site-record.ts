/**
 * The site settings a build was made with, recorded next to it. The pages carry these
 * values (scheduler embed, credential seal), so the server takes the origins its CSP
 * must allow from the record rather than from its own environment.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { SiteSettings } from "#shared/site-settings.ts";

export const SITE_SETTINGS_FILE = "site-settings.json";

export function writeSiteRecord(buildDir: string, site: SiteSettings): void {
  writeFileSync(path.join(buildDir, SITE_SETTINGS_FILE), `${JSON.stringify(site, null, 2)}\n`);
}

/** The recorded settings of the build in `buildDir`, or undefined when there is no build (development). */
export function readSiteRecord(buildDir: string): SiteSettings | undefined {
  const file = path.join(buildDir, SITE_SETTINGS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as SiteSettings) : undefined;
}

function originOf(url: string | undefined): string[] {
  return url ? [new URL(url).origin] : [];
}

/** Third-party origins the pages of these settings load from, for the CSP. */
export function thirdPartyOrigins(site: SiteSettings): { frameOrigins: string[]; scriptOrigins: string[] } {
  return { frameOrigins: originOf(site.schedulerEmbedUrl), scriptOrigins: originOf(site.credentialSealScript) };
}
