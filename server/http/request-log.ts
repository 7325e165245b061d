import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";

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
        path: req.path,
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
        bytes: Number(res.getHeader("content-length") ?? 0),
        ip: revealsSearches(req.path) ? undefined : req.ip,
      });
    });
    next();
  };
}
