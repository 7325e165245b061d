/**
 * The staff console's pages and JSON endpoints, and who may reach each: the server's
 * gate (server/console/gate.ts), the console layout's middleware and the authorization
 * test all read this one table, through `consolePathOf`, which reduces every spelling of a
 * path to the table's. A console path that is not listed is refused to everyone.
 */
import type { StaffRole } from "./staff.ts";

/** "anyone": the sign-in pages; otherwise the least role that may use it. */
export type ConsoleAccess = "anyone" | StaffRole;

export const CONSOLE_ROOT = "/console";
export const SIGN_IN_PATH = "/console/sign-in";

export interface ConsolePage {
  id: string;
  /** Full path; `:param` segments match one segment. */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  access: ConsoleAccess;
  /** Shown in the console's navigation (pages with parameters are not). */
  nav?: string;
  /** The page only takes POSTs (sign out): GET answers 405. */
  postOnly?: boolean;
}

/** The console's layout route (session, navigation, no-store headers) wraps every page. */
export const consoleLayout = { id: "console", path: CONSOLE_ROOT, file: "routes/console.tsx" } as const;

export const consolePages: readonly ConsolePage[] = [
  { id: "console-sign-in", path: SIGN_IN_PATH, file: "routes/console.sign-in.tsx", access: "anyone" },
  {
    id: "console-sign-in-link",
    path: "/console/sign-in/:token",
    file: "routes/console.sign-in-link.tsx",
    access: "anyone",
  },
  { id: "console-home", path: CONSOLE_ROOT, file: "routes/console.home.tsx", access: "staff", nav: "Overview" },
  { id: "console-leads", path: "/console/leads", file: "routes/console.leads.tsx", access: "staff", nav: "Leads" },
  { id: "console-lead", path: "/console/leads/:id", file: "routes/console.leads.detail.tsx", access: "staff" },
  {
    id: "console-bookings",
    path: "/console/bookings",
    file: "routes/console.bookings.tsx",
    access: "staff",
    nav: "Bookings",
  },
  {
    id: "console-bookings-cancel",
    path: "/console/bookings/:id/cancel",
    file: "routes/console.bookings-cancel.tsx",
    access: "staff",
  },
  {
    id: "console-bookings-reschedule",
    path: "/console/bookings/:id/reschedule",
    file: "routes/console.bookings-reschedule.tsx",
    access: "staff",
  },
  {
    id: "console-bookings-time-off",
    path: "/console/bookings/time-off",
    file: "routes/console.bookings-time-off.tsx",
    access: "staff",
  },
  {
    id: "console-deliveries",
    path: "/console/deliveries",
    file: "routes/console.deliveries.tsx",
    access: "staff",
    nav: "Deliveries",
  },
  {
    id: "console-analytics",
    path: "/console/analytics",
    file: "routes/console.analytics.tsx",
    access: "staff",
    nav: "Analytics",
  },
  {
    id: "console-analytics-csv",
    path: "/console/analytics.csv",
    file: "routes/console.analytics-csv.tsx",
    access: "staff",
  },
  { id: "console-export", path: "/console/export", file: "routes/console.export.tsx", access: "staff", nav: "Export" },
  { id: "console-export-csv", path: "/console/export.csv", file: "routes/console.export-csv.tsx", access: "staff" },

  {
    id: "console-privacy",
    path: "/console/privacy",
    file: "routes/console.privacy.tsx",
    access: "admin",
    nav: "Data protection",
  },
  {
    id: "console-privacy-download",
    path: "/console/privacy/download",
    file: "routes/console.privacy-download.tsx",
    access: "admin",
    postOnly: true,
  },
  { id: "console-audit", path: "/console/audit", file: "routes/console.audit.tsx", access: "admin", nav: "Audit log" },
  {
    id: "console-account",
    path: "/console/account",
    file: "routes/console.account.tsx",
    access: "staff",
    nav: "Account",
  },
  {
    id: "console-sign-out",
    path: "/console/sign-out",
    file: "routes/console.sign-out.tsx",
    access: "staff",
    postOnly: true,
  },
];

export interface ConsoleApi {
  method: "GET" | "POST";
  path: string;
  access: ConsoleAccess;
}

/** JSON endpoints the console's scripts call (Express routers in server/console/). */
export const consoleApis: readonly ConsoleApi[] = [
  { method: "POST", path: "/console/api/passkeys/sign-in/options", access: "anyone" },
  { method: "POST", path: "/console/api/passkeys/sign-in", access: "anyone" },
  { method: "POST", path: "/console/api/passkeys/register/options", access: "staff" },
  { method: "POST", path: "/console/api/passkeys/register", access: "staff" },
];

/** How React Router reads a data request's path: `/a/b.data`, or `/a/b/_.data` for `/a/b/`. */
function withoutDataSuffix(path: string): { path: string; data: boolean } {
  if (path.endsWith("/_.data")) return { path: path.slice(0, -"_.data".length), data: true };
  if (path.endsWith(".data")) return { path: path.slice(0, -".data".length), data: true };
  return { path, data: false };
}

/** A segment decoded as the router decodes it (an encoded `/` stays inside the segment); undecodable ones stay as sent. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).replaceAll("/", "%2F");
  } catch {
    return segment;
  }
}

export interface ConsoleRequestPath {
  /** The path as the access table spells it: `/console/privacy` for `/CONSOLE//%70rivacy/.data`. */
  path: string;
  /** A request for a page's route data (`.data`) rather than the page. */
  data: boolean;
}

/**
 * Any spelling of a path, reduced to the one the access table lists. React Router matches
 * after resolving dot segments, percent-decoding and ignoring case and trailing slashes, so
 * the lookup does all of that too, and more (repeated slashes, an encoded `.data`): a
 * spelling the router would not match only ends up refused. Every check of a console path
 * goes through here, so no spelling can reach a page under another page's access.
 */
export function parseRequestPath(rawPath: string): ConsoleRequestPath {
  let resolved = rawPath;
  try {
    resolved = new URL(`http://console.invalid${rawPath.startsWith("/") ? "" : "/"}${rawPath}`).pathname;
  } catch {
    // Not a URL path at all: looked up as sent, where it matches nothing.
  }
  const decoded = resolved.split("/").map(decodedSegment).join("/").toLowerCase();
  const { path, data } = withoutDataSuffix(decoded);
  return { path: `/${path.split("/").filter(Boolean).join("/")}`, data };
}

/** The console path a request names (in any spelling), or undefined when it is not the console's. */
export function consolePathOf(rawPath: string): ConsoleRequestPath | undefined {
  const parsed = parseRequestPath(rawPath);
  const inConsole = parsed.path === CONSOLE_ROOT || parsed.path.startsWith(`${CONSOLE_ROOT}/`);
  return inConsole ? parsed : undefined;
}

export function isConsolePath(pathname: string): boolean {
  return consolePathOf(pathname) !== undefined;
}

/** Whether a path (in any spelling) is one of the console's JSON endpoints. */
export function isConsoleApiPath(pathname: string): boolean {
  return consolePathOf(pathname)?.path.startsWith(`${CONSOLE_ROOT}/api/`) ?? false;
}

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split("/");
  const have = pathname.split("/");
  return (
    want.length === have.length && want.every((part, i) => (part.startsWith(":") ? have[i] !== "" : part === have[i]))
  );
}

export function findConsolePage(pathname: string): ConsolePage | undefined {
  const path = consolePathOf(pathname)?.path;
  return path === undefined ? undefined : consolePages.find((page) => matches(page.path, path));
}

/**
 * Who may reach a console path (in any spelling); undefined for a path the table does not
 * list, which nobody may reach (deny by default).
 */
export function consoleAccessFor(pathname: string): ConsoleAccess | undefined {
  const path = consolePathOf(pathname)?.path;
  if (path === undefined) return undefined;
  const api = consoleApis.find((entry) => matches(entry.path, path));
  return api ? api.access : findConsolePage(path)?.access;
}

/** Whether a member's role meets a page's access; nothing meets an unlisted path's. */
export function roleAllows(role: StaffRole | undefined, access: ConsoleAccess | undefined): boolean {
  if (access === undefined) return false;
  if (access === "anyone") return true;
  if (!role) return false;
  return access === "staff" || role === "admin";
}
