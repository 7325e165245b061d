/**
 * Signed, expiring tokens for links in e-mails: a booking's cancel and
 * reschedule pages, a whitepaper download, and the content studio's preview links
 * (a draft shown to a reviewer without an account). A token is
 * `<base64url JSON claims>.<base64url HMAC-SHA256>`, keyed by a secret every
 * instance shares (kept in the database, see server/db/shared-secret.ts). A guessed or
 * altered token fails the signature check; an expired one is refused; and a
 * booking token names the booking's SEQUENCE, so it stops working once the
 * booking has been moved or cancelled (a replayed link finds nothing to do).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type LinkClaims =
  | { purpose: "booking"; bookingId: string; sequence: number; expiresAt: number }
  | { purpose: "whitepaper"; whitepaperId: string; leadId: string; expiresAt: number }
  | { purpose: "preview"; documentId: string; locale: string; expiresAt: number };

export type LinkCheck<C extends LinkClaims> = { ok: true; claims: C } | { ok: false; reason: "invalid" | "expired" };

const MAX_TOKEN_LENGTH = 512;

function mac(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`horizon-link.${payload}`).digest();
}

export function signLink(secret: string, claims: LinkClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${mac(secret, payload).toString("base64url")}`;
}

function isClaims(value: unknown): value is LinkClaims {
  if (typeof value !== "object" || value === null) return false;
  const claims = value as Record<string, unknown>;
  if (typeof claims.expiresAt !== "number") return false;
  if (claims.purpose === "booking") {
    return typeof claims.bookingId === "string" && Number.isInteger(claims.sequence);
  }
  if (claims.purpose === "preview") return typeof claims.documentId === "string" && typeof claims.locale === "string";
  return claims.purpose === "whitepaper" && typeof claims.whitepaperId === "string";
}

/** Checks a token's signature, purpose and expiry. */
export function verifyLink<P extends LinkClaims["purpose"]>(
  secret: string,
  token: string,
  purpose: P,
  now: Date,
): LinkCheck<Extract<LinkClaims, { purpose: P }>> {
  const [payload, signature, extra] = token.length <= MAX_TOKEN_LENGTH ? token.split(".") : [];
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!isClaims(claims) || claims.purpose !== purpose) return { ok: false, reason: "invalid" };
  if (claims.expiresAt <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, claims: claims as Extract<LinkClaims, { purpose: P }> };
}
