/**
 * The content studio's preview links: a document's page, shown with its draft, at
 * `<page path>?preview=<token>`. The token is a signed link (../delivery/signed-links.ts)
 * naming the document and locale and expiring after `CONTENT_PREVIEW_LINK_HOURS`, so a
 * reviewer without an account can open it; an altered or expired one is refused. It shows
 * the document's latest draft when opened.
 */
import type { Clock } from "../clock.ts";
import { type LinkCheck, signLink, verifyLink } from "../delivery/signed-links.ts";

export const PREVIEW_QUERY = "preview";

export type PreviewClaims = Extract<Parameters<typeof signLink>[1], { purpose: "preview" }>;

export interface PreviewLinks {
  create(documentId: string, locale: string): Promise<{ token: string; expiresAt: string }>;
  check(token: string): Promise<LinkCheck<PreviewClaims>>;
}

export function createPreviewLinks({
  linkSecret,
  lifetimeMs,
  now,
}: {
  linkSecret: () => Promise<string>;
  lifetimeMs: number;
  now: Clock;
}): PreviewLinks {
  return {
    async create(documentId, locale) {
      const expiresAt = now().getTime() + lifetimeMs;
      const token = signLink(await linkSecret(), { purpose: "preview", documentId, locale, expiresAt });
      return { token, expiresAt: new Date(expiresAt).toISOString() };
    },
    async check(token) {
      return verifyLink(await linkSecret(), token, "preview", now());
    },
  };
}
