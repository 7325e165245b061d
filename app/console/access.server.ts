import { data, type MiddlewareFunction, redirect } from "react-router";
import {
  CONSOLE_ROOT,
  consoleAccessFor,
  consolePathOf,
  landingPathFor,
  roleAllows,
  SIGN_IN_PATH,
} from "#shared/console/routes.ts";
import { currentSession } from "./session.server";

/**
 * The console layout's check of every page against the access table (the same table, and the
 * same reading of the path in any spelling, as the server's gate): without a session, to
 * sign-in; without the role, a 403 page; a path the table does not list, a 404 for everyone.
 * `/console` sends a member whose role may not open the overview (an editor) to their own
 * first section. Loaders and actions of pages not open to every member check the role again
 * themselves (`requireRole`).
 */
export const consoleAccess: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, "");
  const session = currentSession(context);
  const access = consoleAccessFor(url.pathname);
  if (!roleAllows(session?.staff.role, access)) {
    if (!session) throw redirect(`${SIGN_IN_PATH}?next=${encodeURIComponent(pathname + url.search)}`);
    const landing = landingPathFor(session.staff.role);
    if (consolePathOf(url.pathname)?.path === CONSOLE_ROOT && landing !== CONSOLE_ROOT) throw redirect(landing);
    if (access === undefined) {
      throw data({ error: "There is no console page at this address.", code: "not_found" }, { status: 404 });
    }
    throw data({ error: "Your role does not give access to this page.", code: "role" }, { status: 403 });
  }
  return next();
};
