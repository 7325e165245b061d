import type { NextFunction, Request, Response } from "express";
import { redirectTargetFor } from "#shared/site/route-table.ts";

/** Any other spelling of a known page (case, trailing slash, legacy alias) moves permanently. */
export function canonicalRedirect(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const target = redirectTargetFor(req.path);
  if (!target) return next();
  const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
  res.redirect(301, `${target}${query}`);
}
