/**
 * The staff console's pages and JSON endpoints, and who may reach each: the server's
 * gate (server/console/gate.ts), the console layout's middleware and the authorization
 * test all read this one table. A console path that is not listed needs a session.
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

export function isConsolePath(pathname: string): boolean {
  return pathname === CONSOLE_ROOT || pathname.startsWith(`${CONSOLE_ROOT}/`) || pathname === `${CONSOLE_ROOT}.data`;
}

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split("/");
  const have = pathname.split("/");
  return (
    want.length === have.length && want.every((part, i) => (part.startsWith(":") ? have[i] !== "" : part === have[i]))
  );
}

/** The client router asks for a page's data at `<path>.data` (`/console.data` for the root). */
function pagePathOf(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return trimmed.replace(/\.data$/, "");
}

export function findConsolePage(pathname: string): ConsolePage | undefined {
  const path = pagePathOf(pathname);
  return consolePages.find((page) => matches(page.path, path));
}

/** Who may reach a console path; unknown paths need a session (and then answer 404). */
export function consoleAccessFor(pathname: string): ConsoleAccess {
  const api = consoleApis.find((entry) => matches(entry.path, pathname));
  if (api) return api.access;
  return findConsolePage(pathname)?.access ?? "staff";
}

/** Whether a member's role meets a page's access. */
export function roleAllows(role: StaffRole | undefined, access: ConsoleAccess): boolean {
  if (access === "anyone") return true;
  if (!role) return false;
  return access === "staff" || role === "admin";
}
