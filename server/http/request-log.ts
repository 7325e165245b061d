import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { consolePages } from "#shared/console/routes.ts";
import { perRequestRoutes } from "#shared/site/route-table.ts";
import { WHITEPAPER_DOWNLOAD_PATH } from "../delivery/announcements.ts";

/**
 * Addresses whose last segment is a credential: a booking's cancel and reschedule links, a
 * whitepaper download link, a console sign-in link. The log keeps the address, not the token.
 */
const TOKEN_ROUTES = [
  ...perRequestRoutes.map((route) => route.path),
  ...consolePages.map((page) => page.path),
  `${WHITEPAPER_DOWNLOAD_PATH}:token`,
]
  .filter((route) => route.endsWith("/:token"))
  .map((route) => route.slice(0, -":token".length));

export function loggedPath(path: string): string {
  const prefix = TOKEN_ROUTES.find((route) => path.startsWith(route) && path.length > route.length);
  if (!prefix || path.slice(prefix.length).includes("/")) return path;
  return `${prefix}:token${path.endsWith(".data") ? ".data" : ""}`;
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
