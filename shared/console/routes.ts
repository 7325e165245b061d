/**
 * The staff console's pages and JSON endpoints, and who may reach each: the server's
 * gate (server/console/gate.ts), the console layout's middleware and the authorization
 * test all read this one table, through `consolePathOf`, which reduces every spelling of a
 * path to the table's. A console path that is not listed is refused to everyone.
 */
import { CONSOLE_ROOT, consolePathOf } from "./console-path.ts";
import { MEDIA_API, WHITEPAPER_PDF_API, WHITEPAPER_PDF_GENERATED_API } from "./media.ts";
import type { StaffRole } from "./staff.ts";

export {
  CONSOLE_ROOT,
  type ConsoleRequestPath,
  consolePathOf,
  isConsolePath,
  parseRequestPath,
} from "./console-path.ts";

/** "anyone": the sign-in pages; otherwise exactly the roles that may use it (roles are not ranked). */
export type ConsoleAccess = "anyone" | readonly StaffRole[];

/** The access of each kind of console address: who works with leads, who edits content, who administers. */
export const SALES: readonly StaffRole[] = ["staff", "admin"];
export const STUDIO: readonly StaffRole[] = ["editor", "admin"];
export const ADMIN: readonly StaffRole[] = ["admin"];
/** Every member: their own account, passkeys and signing out. */
export const MEMBERS: readonly StaffRole[] = ["staff", "editor", "admin"];

export const SIGN_IN_PATH = "/console/sign-in";
/** The content studio's JSON API (README, "Content studio"). */
export const CONTENT_API_ROOT = "/console/api/content";
/** Creating articles and customer stories (README, "Content studio"). */
export const COLLECTIONS_API_ROOT = "/console/api/collections";

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
  { id: "console-home", path: CONSOLE_ROOT, file: "routes/console.home.tsx", access: SALES, nav: "Overview" },
  { id: "console-leads", path: "/console/leads", file: "routes/console.leads.tsx", access: SALES, nav: "Leads" },
  { id: "console-lead", path: "/console/leads/:id", file: "routes/console.leads.detail.tsx", access: SALES },
  { id: "console-person", path: "/console/people/:id", file: "routes/console.people.detail.tsx", access: SALES },
  {
    id: "console-bookings",
    path: "/console/bookings",
    file: "routes/console.bookings.tsx",
    access: SALES,
    nav: "Bookings",
  },
  {
    id: "console-bookings-cancel",
    path: "/console/bookings/:id/cancel",
    file: "routes/console.bookings-cancel.tsx",
    access: SALES,
  },
  {
    id: "console-bookings-reschedule",
    path: "/console/bookings/:id/reschedule",
    file: "routes/console.bookings-reschedule.tsx",
    access: SALES,
  },
  {
    id: "console-bookings-time-off",
    path: "/console/bookings/time-off",
    file: "routes/console.bookings-time-off.tsx",
    access: SALES,
  },
  {
    id: "console-deliveries",
    path: "/console/deliveries",
    file: "routes/console.deliveries.tsx",
    access: SALES,
    nav: "Deliveries",
  },
  {
    id: "console-analytics",
    path: "/console/analytics",
    file: "routes/console.analytics.tsx",
    access: SALES,
    nav: "Analytics",
  },
  {
    id: "console-analytics-csv",
    path: "/console/analytics.csv",
    file: "routes/console.analytics-csv.tsx",
    access: SALES,
  },
  {
    id: "console-content",
    path: "/console/content",
    file: "routes/console.content.tsx",
    access: STUDIO,
    nav: "Content",
  },
  {
    id: "console-content-new",
    path: "/console/content/new/:collection",
    file: "routes/console.content-new.tsx",
    access: STUDIO,
  },
  {
    id: "console-content-document",
    path: "/console/content/:id",
    file: "routes/console.content-document.tsx",
    access: STUDIO,
  },
  {
    id: "console-content-preview",
    path: "/console/content/:id/preview",
    file: "routes/console.content-preview.tsx",
    access: STUDIO,
  },
  { id: "console-export", path: "/console/export", file: "routes/console.export.tsx", access: SALES, nav: "Export" },
  { id: "console-export-csv", path: "/console/export.csv", file: "routes/console.export-csv.tsx", access: SALES },

  {
    id: "console-privacy",
    path: "/console/privacy",
    file: "routes/console.privacy.tsx",
    access: ADMIN,
    nav: "Data protection",
  },
  {
    id: "console-privacy-download",
    path: "/console/privacy/download",
    file: "routes/console.privacy-download.tsx",
    access: ADMIN,
    postOnly: true,
  },
  { id: "console-audit", path: "/console/audit", file: "routes/console.audit.tsx", access: ADMIN, nav: "Audit log" },
  {
    id: "console-account",
    path: "/console/account",
    file: "routes/console.account.tsx",
    access: MEMBERS,
    nav: "Account",
  },
  {
    id: "console-sign-out",
    path: "/console/sign-out",
    file: "routes/console.sign-out.tsx",
    access: MEMBERS,
    postOnly: true,
  },
];

export interface ConsoleApi {
  method: "GET" | "POST" | "PUT";
  path: string;
  access: ConsoleAccess;
  /**
   * The resource route module that answers it, relative to app/ (one module per path, for
   * all its methods); without one, an Express router in server/console/ answers.
   */
  file?: string;
  /**
   * Takes a file upload (multipart): the 16 KB cap on bodies does not apply, the endpoint
   * enforces the upload limit (`CONTENT_UPLOAD_MAX_MB`) itself.
   */
  upload?: true;
}

/** JSON endpoints of the console: the passkey ceremonies and media uploads (Express) and the content API (resource routes). */
export const consoleApis: readonly ConsoleApi[] = [
  { method: "POST", path: "/console/api/passkeys/sign-in/options", access: "anyone" },
  { method: "POST", path: "/console/api/passkeys/sign-in", access: "anyone" },
  { method: "POST", path: "/console/api/passkeys/register/options", access: MEMBERS },
  { method: "POST", path: "/console/api/passkeys/register", access: MEMBERS },
  { method: "GET", path: CONTENT_API_ROOT, access: STUDIO, file: "routes/console.api.content.tsx" },
  {
    method: "POST",
    path: `${CONTENT_API_ROOT}/:id`,
    access: STUDIO,
    file: "routes/console.api.content-document.tsx",
  },
  { method: "GET", path: `${CONTENT_API_ROOT}/:id`, access: STUDIO, file: "routes/console.api.content-document.tsx" },
  {
    method: "PUT",
    path: `${CONTENT_API_ROOT}/:id/draft`,
    access: STUDIO,
    file: "routes/console.api.content-draft.tsx",
  },
  {
    method: "POST",
    path: `${CONTENT_API_ROOT}/:id/publish`,
    access: STUDIO,
    file: "routes/console.api.content-publish.tsx",
  },
  {
    method: "GET",
    path: `${CONTENT_API_ROOT}/:id/versions`,
    access: STUDIO,
    file: "routes/console.api.content-versions.tsx",
  },
  { method: "GET", path: `${CONTENT_API_ROOT}/:id/diff`, access: STUDIO, file: "routes/console.api.content-diff.tsx" },
  {
    method: "POST",
    path: `${CONTENT_API_ROOT}/:id/restore`,
    access: STUDIO,
    file: "routes/console.api.content-restore.tsx",
  },
  { method: "GET", path: MEDIA_API, access: STUDIO },
  { method: "POST", path: MEDIA_API, access: STUDIO, upload: true },
  { method: "GET", path: WHITEPAPER_PDF_API, access: STUDIO },
  { method: "POST", path: WHITEPAPER_PDF_API, access: STUDIO, upload: true },
  { method: "POST", path: WHITEPAPER_PDF_GENERATED_API, access: STUDIO },
  {
    method: "POST",
    path: `${CONTENT_API_ROOT}/:id/resolve`,
    access: STUDIO,
    file: "routes/console.api.content-resolve.tsx",
  },
  {
    method: "POST",
    path: `${CONTENT_API_ROOT}/:id/unpublish`,
    access: STUDIO,
    file: "routes/console.api.content-unpublish.tsx",
  },
  { method: "PUT", path: `${CONTENT_API_ROOT}/:id/slug`, access: STUDIO, file: "routes/console.api.content-slug.tsx" },
  {
    method: "POST",
    path: `${COLLECTIONS_API_ROOT}/:collection`,
    access: STUDIO,
    file: "routes/console.api.collections.tsx",
  },
  {
    method: "GET",
    path: `${COLLECTIONS_API_ROOT}/:collection/slug-check`,
    access: STUDIO,
    file: "routes/console.api.collections-slug-check.tsx",
  },
];

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

/** The endpoints (one per method) at a console path, in any spelling. */
export function findConsoleApis(pathname: string): ConsoleApi[] {
  const path = consolePathOf(pathname)?.path;
  return path === undefined ? [] : consoleApis.filter((api) => matches(api.path, path));
}

/**
 * Who may reach a console path (in any spelling); undefined for a path the table does not
 * list, which nobody may reach (deny by default).
 */
export function consoleAccessFor(pathname: string): ConsoleAccess | undefined {
  const path = consolePathOf(pathname)?.path;
  if (path === undefined) return undefined;
  const api = findConsoleApis(path)[0];
  return api ? api.access : findConsolePage(path)?.access;
}

/** Whether a member's role is among a page's roles; nothing meets an unlisted path's. */
export function roleAllows(role: StaffRole | undefined, access: ConsoleAccess | undefined): boolean {
  if (access === undefined) return false;
  if (access === "anyone") return true;
  return role !== undefined && access.includes(role);
}

/** The console pages a role sees in the navigation, in the table's order. */
export function navigationFor(role: StaffRole): ConsolePage[] {
  return consolePages.filter((page) => page.nav && roleAllows(role, page.access));
}

/** The navigation's groups, in the order the bar shows them; the account page sits with the member's name instead. */
const NAV_GROUPS: readonly { label: string; ids: readonly string[] }[] = [
  { label: "Sales", ids: ["console-home", "console-leads", "console-bookings"] },
  { label: "Site", ids: ["console-content", "console-analytics"] },
  { label: "Admin", ids: ["console-deliveries", "console-export", "console-privacy", "console-audit"] },
];

/** The sections a role sees, grouped (Sales, Site, Admin); groups the role has nothing in are left out. */
export function navigationGroupsFor(role: StaffRole): { label: string; pages: ConsolePage[] }[] {
  const pages = navigationFor(role);
  return NAV_GROUPS.map((group) => ({
    label: group.label,
    pages: group.ids.flatMap((id) => pages.filter((page) => page.id === id)),
  })).filter((group) => group.pages.length > 0);
}

/** Where a member lands at `/console`: the overview, or the first section their role may open (an editor's studio). */
export function landingPathFor(role: StaffRole): string {
  return navigationFor(role)[0]?.path ?? CONSOLE_ROOT;
}
