/**
 * What every console loader and action needs: the services, the signed-in session (found by
 * the server's gate, checked again by the console layout's middleware), who is acting, and
 * form posts read with their CSRF token checked.
 */
import { data, type HeadersFunction, type RouterContextProvider } from "react-router";
import type { ClientDetails, ConsoleServices } from "#shared/console/contract.ts";
import { CONSOLE_ROOT, type ConsoleAccess, landingPathFor, roleAllows } from "#shared/console/routes.ts";
import { type Actor, type ConsoleSession, CSRF_FIELD, type StaffRole } from "#shared/console/staff.ts";
import { clientAddressContext, consoleServicesContext, consoleSessionContext } from "#shared/server-context.ts";
import { readFormBody } from "~/forms/lead-request.server";

type Context = Readonly<RouterContextProvider>;

export function consoleServices(context: Context): ConsoleServices {
  return context.get(consoleServicesContext);
}

export function currentSession(context: Context): ConsoleSession | null {
  return context.get(consoleSessionContext);
}

/** The session; pages that need one are behind the layout's middleware, so this only fails if that is bypassed. */
export function requireSession(context: Context): ConsoleSession {
  const session = currentSession(context);
  if (!session) throw data({ error: "Sign in to the console first." }, { status: 401 });
  return session;
}

/**
 * The session of a member whose role is among `roles`, or a 403: every loader and action of
 * a page not open to all members (admin-only, the studio) calls it first, so the page stays
 * closed even if a spelling of its path slipped past the gate.
 */
export function requireRole(context: Context, roles: ConsoleAccess): ConsoleSession {
  const session = requireSession(context);
  if (!roleAllows(session.staff.role, roles)) {
    throw data({ error: "Your role does not give access to this page.", code: "role" }, { status: 403 });
  }
  return session;
}

export function actorOf(context: Context): Actor {
  return { staff: requireSession(context).staff, ip: context.get(clientAddressContext) };
}

export function clientOf(request: Request, context: Context): ClientDetails {
  return { ip: context.get(clientAddressContext), userAgent: request.headers.get("user-agent") ?? "" };
}

/**
 * A console form post: at most 16 KB, with the session's CSRF token. Anything else is
 * refused with a 4xx before the action looks at it.
 */
export async function readConsoleForm(request: Request, context: Context): Promise<FormData> {
  const session = requireSession(context);
  const body = await readFormBody(request);
  if (!body.ok) throw data({ error: body.message }, { status: body.status });
  if (body.data.get(CSRF_FIELD) !== session.csrfToken) {
    throw data({ error: "This form has expired. Reload the page and try again." }, { status: 403 });
  }
  return body.data;
}

/** Where to go after signing in: a console address, never another site. */
export function safeNext(value: string | null | undefined): string {
  const inConsole = value === CONSOLE_ROOT || /^\/console[/?]/.test(value ?? "");
  return value && inConsole && !/[\\\s]/.test(value) ? value : CONSOLE_ROOT;
}

/** Where a member goes after signing in: `next` if it is safe, else their role's landing page (an editor's studio). */
export function nextAfterSignIn(next: string | null | undefined, role: StaffRole): string {
  const safe = safeNext(next);
  return safe === CONSOLE_ROOT ? landingPathFor(role) : safe;
}

/**
 * The `headers` of a console page whose action sets some (Retry-After on a 429): React Router
 * keeps only the deepest route's, so the layout's are merged with the action's.
 */
export const consoleActionHeaders: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  actionHeaders.forEach((value, name) => {
    headers.set(name, value);
  });
  return headers;
};
