/** Who may use the staff console, as both sides see it. */

/**
 * `admin`: everything; `staff` (sales): leads, bookings, deliveries, analytics, export;
 * `editor` (marketing): the content studio only, no personal data. Not a hierarchy: what each
 * role may open is listed per console address (shared/console/routes.ts).
 */
export const STAFF_ROLES = ["admin", "staff", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

/** A signed-in console session, as handed to the console's loaders and actions. */
export interface ConsoleSession {
  /** SHA-256 of the cookie's token: names the session without being a credential. */
  id: string;
  staff: StaffMember;
  /** Every change the session makes carries it back (form field or header). */
  csrfToken: string;
  /** "email-link" or "passkey". */
  signInMethod: string;
  /** When the session ends whatever the activity (ISO). */
  expiresAt: string;
}

/** Who acts, for the audit log: the member and the address the request came from. */
export interface Actor {
  staff: StaffMember;
  ip: string;
}

/** The form field and header that carry a session's CSRF token. */
export const CSRF_FIELD = "csrf";
export const CSRF_HEADER = "X-CSRF-Token";
