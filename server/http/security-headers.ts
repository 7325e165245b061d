import type { Response } from "express";

export interface CspOptions {
  /** Hashes ("sha256-…") of the inline scripts of a pre-rendered page. */
  scriptHashes?: string[];
  /** Nonce of a page rendered for this request. */
  nonce?: string;
  frameOrigins?: string[];
  scriptOrigins?: string[];
  /** Who may frame the document: nobody, or (a content preview in the studio) the site itself. */
  frameAncestors?: "'none'" | "'self'";
}

/** A Content-Security-Policy that never allows inline scripts without a hash or nonce. */
export function contentSecurityPolicy({
  scriptHashes = [],
  nonce,
  frameOrigins = [],
  scriptOrigins = [],
  frameAncestors = "'none'",
}: CspOptions): string {
  const scriptSources = [
    "'self'",
    // Site search runs Pagefind's WebAssembly, in a worker and on the page when a worker cannot start;
    // compiling WebAssembly needs this keyword. It allows no JavaScript eval, and only scripts the
    // rest of this policy already admits can use it.
    "'wasm-unsafe-eval'",
    ...scriptHashes.map((hash) => `'${hash}'`),
    ...(nonce ? [`'nonce-${nonce}'`] : []),
    ...scriptOrigins,
  ];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameOrigins.length > 0 ? frameOrigins.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join("; ");
}

/** Headers that only mean something on a document (what it may embed, open, send or be framed by). */
export const DOCUMENT_ONLY_HEADERS = [
  "Referrer-Policy",
  "Permissions-Policy",
  "X-Frame-Options",
  "Cross-Origin-Opener-Policy",
] as const;

/** Headers every response carries. */
export function setBaseSecurityHeaders(res: { setHeader(name: string, value: string): unknown }): void {
  res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
  );
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
}

/**
 * A hashed asset (script, style, image, font, video) is never a document, so the headers that
 * only documents read are left off: on HTTP/1.1 they cost about 250 bytes on each of the 20–30
 * files a page loads.
 */
export function dropDocumentOnlyHeaders(res: Response): void {
  for (const header of DOCUMENT_ONLY_HEADERS) res.removeHeader(header);
}
