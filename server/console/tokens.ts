import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 random bits, URL-safe: session cookies, sign-in links, CSRF tokens. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: enough to recognise it, useless to sign in with. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** "alice@example.com" → "a…e@example.com": enough to tell addresses apart in a log, not to read them. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "…";
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0]}…` : `${local[0]}…${local[local.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}

/** Every e-mail address in a text (an SMTP reply names its recipient), masked as {@link maskEmail} does. */
export function maskEmailsIn(text: string): string {
  return text.replace(/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g, (address) => maskEmail(address));
}
