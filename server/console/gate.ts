/**
 * The console's gate, in front of every `/console` address: answers are never cached nor
 * indexed; a change (any method but GET/HEAD) must come from the console's own origin; the
 * session cookie is looked up once and handed on; and an address that needs a session or a
 * role is refused without one. Pages a visitor asks for redirect to sign-in; data requests,
 * JSON endpoints and posts answer 401/403. A signed-in member without the role asking for a
 * page gets it rendered as a 403 by the console layout, which checks the same table. Paths
 * are looked up in every spelling (`consolePathOf`), and a console path the table does not
 * list is nobody's.
 */
import type { Request, RequestHandler } from "express";
import {
  CONSOLE_ROOT,
  consoleAccessFor,
  consolePathOf,
  findConsolePage,
  isConsoleApiPath,
  roleAllows,
  SIGN_IN_PATH,
} from "#shared/console/routes.ts";
import { CSRF_HEADER } from "#shared/console/staff.ts";
import { CACHE_POLICY } from "../http/cache-policy.ts";
import { sendError } from "../http/json-api.ts";
import type { SessionStore } from "./sessions.ts";
import { sameToken } from "./tokens.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * A browser says where a request comes from (Sec-Fetch-Site, Origin); a change is accepted
 * only from the console's own pages. A request that says nothing is refused too.
 */
export function isSameOriginRequest(req: Request, consoleOrigin: string): boolean {
  const site = req.get("sec-fetch-site");
  if (site !== undefined && site !== "same-origin") return false;
  const origin = req.get("origin");
  if (origin === undefined) return false;
  return origin === consoleOrigin || origin === `${req.protocol}://${req.get("host")}`;
}

export function consoleGate({ sessions, origin }: { sessions: SessionStore; origin: string }): RequestHandler {
  return async (req, res, next) => {
    // Every spelling of a console path (case, percent-encoding, slashes, `.data`) is checked as the table spells it.
    const consolePath = consolePathOf(req.path);
    if (!consolePath) return next();
    res.setHeader("Cache-Control", CACHE_POLICY.noStore);
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    const changes = !SAFE_METHODS.has(req.method);
    if (changes && !isSameOriginRequest(req, origin)) {
      sendError(res, 403, { error: "Changes are only accepted from the console's own pages.", code: "cross_site" });
      return;
    }
    const session = await sessions.authenticate(readCookie(req, sessions.cookieName));
    res.locals.consoleSession = session;
    const access = consoleAccessFor(consolePath.path);
    const api = isConsoleApiPath(consolePath.path);
    // A page that only takes posts (a download, sign-out) has nothing to show: it is refused like data.
    const wantsPage = !changes && !api && !consolePath.data && !findConsolePage(consolePath.path)?.postOnly;
    // `/console` itself (page or data) goes on to the layout, which sends a member who may not see
    // the overview (an editor) on to their own landing page.
    const toLanding = session !== null && !changes && consolePath.path === CONSOLE_ROOT;
    if (!roleAllows(session?.staff.role, access)) {
      if (!session) {
        if (wantsPage) {
          res.redirect(303, `${SIGN_IN_PATH}?next=${encodeURIComponent(req.originalUrl)}`);
          return;
        }
        sendError(res, 401, { error: "Sign in to the console first.", code: "unauthenticated" });
        return;
      }
      if (access === undefined) {
        // Not in the table: nobody's. A page is left to the console layout, which renders its 404.
        if (!wantsPage) {
          sendError(res, 404, { error: "There is nothing at this console address.", code: "not_found" });
          return;
        }
      } else if (!wantsPage && !toLanding) {
        sendError(res, 403, { error: "Your role does not allow this.", code: "forbidden" });
        return;
      }
    }
    // JSON changes of a session carry its token in a header (forms carry it in a field, checked by the page's action).
    if (changes && api && session && access !== "anyone" && !sameToken(req.get(CSRF_HEADER) ?? "", session.csrfToken)) {
      sendError(res, 403, {
        error: "The request's security token is missing or out of date. Reload the page.",
        code: "csrf",
      });
      return;
    }
    next();
  };
}
