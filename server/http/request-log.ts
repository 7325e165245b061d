import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { consolePages, parseRequestPath } from "#shared/console/routes.ts";
import { perRequestRoutes } from "#shared/site/route-table.ts";
import { WHITEPAPER_DOWNLOAD_PATH } from "../leads/lead-messages.ts";
import { BOOKING_FILES_PATH, BOOKING_MANAGE_PATH } from "../scheduling/scheduling-service.ts";

/**
 * Addresses with a credential in them: a booking's cancel and reschedule links (the pages and
 * their API), its calendar file (the booking id), a whitepaper download link, a console sign-in
 * link. The log keeps the address with `:token` in place of the segment after the prefix, in
 * any letter case (the routers ignore case).
 */
const TOKEN_PREFIXES = [
  ...[...perRequestRoutes.map((route) => route.path), ...consolePages.map((page) => page.path)]
    .filter((route) => route.endsWith("/:token"))
    .map((route) => route.slice(0, -":token".length)),
  WHITEPAPER_DOWNLOAD_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_FILES_PATH,
].map((prefix) => prefix.toLowerCase());

/** What a token segment may end with that is worth keeping: route data, a calendar file. */
const KEPT_SUFFIX = /\.(?:data|ics)$/i;

function redacted(path: string): string | undefined {
  const lower = path.toLowerCase();
  const prefix = TOKEN_PREFIXES.find((candidate) => lower.startsWith(candidate) && path.length > candidate.length);
  if (!prefix) return undefined;
  const rest = path.slice(prefix.length);
  const end = rest.indexOf("/");
  const segment = end === -1 ? rest : rest.slice(0, end);
  const after = end === -1 ? "" : rest.slice(end);
  return `${path.slice(0, prefix.length)}:token${KEPT_SUFFIX.exec(segment)?.[0] ?? ""}${after}`;
}

/** The path as logged; another spelling of a link with a credential (`%73ign-in`, `//`) is logged as the router reads it. */
export function loggedPath(path: string): string {
  return redacted(path) ?? redacted(parseRequestPath(path).path) ?? path;
}

/**
 * Which parts of the search index a browser fetches hint at what its visitor searched for, so those
 * requests are logged without the client address. Queries themselves never reach the server: the
 * search runs in the browser, and only the path (never the query string) of a request is logged.
 */
function revealsSearches(path: string): boolean {
  return path.startsWith("/pagefind/");
}

/** One structured log line per request, written when the response finishes. */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const level = res.statusCode >= 500 ? "error" : "info";
      logger[level]({
        msg: "request",
        method: req.method,
        path: loggedPath(req.path),
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
        bytes: Number(res.getHeader("content-length") ?? 0),
        ip: revealsSearches(req.path) ? undefined : req.ip,
      });
    });
    next();
  };
}
