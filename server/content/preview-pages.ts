/**
 * Serves preview links (`<page path>?preview=<token>`, ./preview-links.ts): the real page,
 * rendered for this request by React Router with the document named in the router context
 * (`contentPreviewContext`), whose draft the page's loaders read instead of its content. Pre-rendered pages are untouched. The answer is never cached nor
 * indexed (app/entry.server.tsx) and may be framed by the studio (same origin only). A
 * link that was altered or has expired gets a short page saying so, never the draft.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { isConsolePath } from "#shared/console/routes.ts";
import type { ContentPreview } from "#shared/server-context.ts";
import { CACHE_POLICY } from "../http/cache-policy.ts";
import { isApiPath } from "../http/request-guards.ts";
import { PREVIEW_QUERY, type PreviewLinks } from "./preview-links.ts";

const REFUSALS = {
  invalid: {
    status: 403,
    title: "This preview link is not valid",
    text: "The link is incomplete or was changed. Ask the person who sent it for a new one.",
  },
  expired: {
    status: 410,
    title: "This preview link has expired",
    text: "Preview links work for a limited time. Ask the person who sent it for a new one.",
  },
} as const;

function refuse(res: Response, reason: keyof typeof REFUSALS): void {
  const { status, title, text } = REFUSALS[reason];
  res
    .status(status)
    .setHeader("Cache-Control", CACHE_POLICY.noStore)
    .setHeader("X-Robots-Tag", "noindex, nofollow")
    .type("html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${title} · Horizon</title></head><body style="font-family:system-ui,sans-serif;margin:3rem auto;max-width:36rem;padding:0 1rem;line-height:1.5"><main><h1>${title}</h1><p>${text}</p></main></body></html>`,
    );
}

export function contentPreviewPages({
  links,
  render,
}: {
  links: PreviewLinks;
  /** Renders the page through React Router, with `res.locals.contentPreview` in the router context. */
  render: (req: Request, res: Response, next: NextFunction) => void;
}): RequestHandler {
  return async (req, res, next) => {
    const token = req.query[PREVIEW_QUERY];
    if (token === undefined || isConsolePath(req.path) || isApiPath(req.path)) return next();
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (typeof token !== "string") return refuse(res, "invalid");
    try {
      const check = await links.check(token);
      if (!check.ok) return refuse(res, check.reason);
      const { documentId, locale } = check.claims;
      const preview: ContentPreview = { documentId, locale };
      res.locals.contentPreview = preview;
      // The studio shows the preview in a frame of its own page.
      res.setHeader("X-Frame-Options", "SAMEORIGIN");
      render(req, res, next);
    } catch (error) {
      next(error);
    }
  };
}
