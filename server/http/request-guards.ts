/**
 * Cheap checks that answer bad requests before any real work is done: a malformed
 * Host (400), a body declared larger than the site accepts (413, connection closed),
 * a write from another site (403), a method the address does not support (405 with
 * Allow) and unknown API addresses (a JSON 404). server/app.ts mounts them, in order.
 */
import type { Request, RequestHandler, Response } from "express";
import { REQUEST_BODY_LIMIT_BYTES } from "#shared/api.ts";
import { CONTENT_BODY_LIMIT_BYTES } from "#shared/console/content.ts";
import { findConsoleApis, findConsolePage, isConsoleApiPath, isConsolePath } from "#shared/console/routes.ts";
import { canonicalPathFor, findPageRoute, findPerRequestRoute, notFoundRoute } from "#shared/site/route-table.ts";
import { CACHE_POLICY } from "./cache-policy.ts";
import { sendError } from "./json-api.ts";

/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST_PATTERN =
  /^(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

export function isValidHost(host: string): boolean {
  const match = HOST_PATTERN.exec(host);
  if (!match || host.length > 255) return false;
  if (match[1] !== undefined && Number(match[1]) > 65535) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

export function isApiPath(path: string): boolean {
  return path.startsWith("/api/") || path.startsWith("/local/") || isConsoleApiPath(path);
}

/** A plain-text or (for API addresses) JSON error, never cached. */
function sendPlainError(req: Request, res: Response, status: number, body: { error: string; code: string }): void {
  res.setHeader("Cache-Control", CACHE_POLICY.noStore);
  if (isApiPath(req.path)) {
    sendError(res, status, body, req.path === "/local/getPdf" ? { responseCode: 0 } : {});
  } else {
    res.status(status).type("text/plain").send(body.error);
  }
}

/** How many times a header appears (Node keeps only the first Host in `req.headers`). */
function headerLines(req: Request, name: string): number {
  return req.rawHeaders.filter((value, index) => index % 2 === 0 && value.toLowerCase() === name).length;
}

/**
 * 400 for a Host (or, behind a trusted proxy, X-Forwarded-Host) that is not a host name, and
 * for a request with more than one Host line (RFC 9112, 3.2): proxies and the server could
 * each read a different one.
 */
export const rejectMalformedHost: RequestHandler = (req, res, next) => {
  const hosts = [req.headers.host, req.app.enabled("trust proxy") ? req.get("x-forwarded-host") : undefined];
  const single = headerLines(req, "host") <= 1;
  if (single && hosts.every((host) => host === undefined || isValidHost(host))) return next();
  res.setHeader("Connection", "close");
  const error = single ? "The Host header is not valid." : "The request has more than one Host header.";
  sendPlainError(req, res, 400, { error, code: "bad_host" });
};

/** Console endpoints answered by React Router resource routes (the content API), not by an Express router. */
function isRouterApiPath(path: string): boolean {
  return findConsoleApis(path).some((api) => api.file !== undefined);
}

/**
 * The largest body a path accepts: the content API takes whole documents (an article's text),
 * upload endpoints check their own limit (a setting) as the file arrives, the rest 16 KB.
 */
export function bodyLimitFor(path: string): number {
  const apis = findConsoleApis(path);
  if (apis.some((api) => api.upload)) return Number.POSITIVE_INFINITY;
  return apis.some((api) => api.file !== undefined) ? CONTENT_BODY_LIMIT_BYTES : REQUEST_BODY_LIMIT_BYTES;
}

/**
 * 413 at once for a body declared larger than the address accepts, without waiting for it;
 * the connection is closed so the rest of the body is never read.
 */
export const rejectOversizedBody: RequestHandler = (req, res, next) => {
  const declared = Number(req.headers["content-length"] ?? 0);
  const limit = bodyLimitFor(req.path);
  if (!(declared > limit)) return next();
  res.setHeader("Connection", "close");
  sendPlainError(req, res, 413, {
    error: `The request is too large (${limit / 1024} KB at most).`,
    code: "too_large",
  });
};

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * True for a request a browser sent from another site. Browsers send Origin on
 * every POST (and Sec-Fetch-Site); clients that send neither are not browsers.
 */
function isCrossSite(req: Request): boolean {
  const origin = req.get("origin");
  if (origin === undefined) return req.get("sec-fetch-site") === "cross-site";
  try {
    return origin === "null" || new URL(origin).host !== req.host;
  } catch {
    return true;
  }
}

/**
 * 403 for a write a browser sent from another site: the JSON API and the pages' form posts
 * alike. The console is left to its gate (server/console/gate.ts), whose rule is stricter:
 * changes from the console's own origin only.
 */
export const sameOriginWrites: RequestHandler = (req, res, next) => {
  if (!UNSAFE_METHODS.has(req.method) || !isCrossSite(req) || isConsolePath(req.path)) return next();
  sendPlainError(req, res, 403, { error: "Requests from other websites are not accepted.", code: "cross_origin" });
};

/** Unknown API addresses answer a JSON 404 (any method), never the page. */
export const apiNotFound: RequestHandler = (req, res, next) => {
  if (!isApiPath(req.path) || isRouterApiPath(req.path)) return next();
  sendPlainError(req, res, 404, { error: "There is nothing at this address.", code: "not_found" });
};

/** True for a page rendered per request (a booking's cancel or reschedule page, the staff console), or its route data. */
export function isPerRequestPage(path: string): boolean {
  return findPerRequestRoute(path) !== undefined || isConsolePath(path);
}

/** The methods a path answers: pages and unknown paths GET and HEAD, plus POST where a form posts to. */
export function allowedMethods(path: string): string[] {
  if (path === "/healthz") return ["GET", "HEAD"];
  const apis = findConsoleApis(path);
  if (apis.length > 0) return apis.flatMap((api) => (api.method === "GET" ? ["GET", "HEAD"] : [api.method]));
  if (isConsolePath(path) && findConsolePage(path)?.postOnly) return ["POST"];
  if (isPerRequestPage(path)) return ["GET", "HEAD", "POST"];
  const canonical = canonicalPathFor(path);
  const route = canonical ? findPageRoute(canonical) : notFoundRoute;
  return route?.acceptsFormPosts ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
}

/** 405 with Allow for a method the path does not support (OPTIONS: 204 with Allow), before any page is rendered. */
export const supportedMethodsOnly: RequestHandler = (req, res, next) => {
  const allowed = allowedMethods(req.path);
  if (allowed.includes(req.method)) return next();
  res.setHeader("Allow", allowed.join(", "));
  res.setHeader("Cache-Control", CACHE_POLICY.noStore);
  if (req.method === "OPTIONS") {
    res.status(204).end();
    return;
  }
  res
    .status(405)
    .type("text/plain")
    .send(`Use ${allowed.join(", ")} for this address.`);
};
