/**
 * What the console's loaders and actions may ask of the server, and what it answers.
 * The server implements it (server/console/); the console's pages only see this contract,
 * handed to them through the router context (`consoleServicesContext`).
 */

import type { Problem } from "../api.ts";
import type { ConsoleAnalytics } from "./analytics.ts";
import type { ConsoleBookings } from "./bookings.ts";
import type { ConsoleCollections } from "./collections.ts";
import type { ConsoleContent } from "./content.ts";
import type { ConsoleDeliveries } from "./deliveries.ts";
import type { ConsoleLeads } from "./leads.ts";
import type { ConsolePrivacy } from "./privacy.ts";
import type { Actor, ConsoleSession } from "./staff.ts";

/** Request details the server records with a sign-in. */
export interface ClientDetails {
  ip: string;
  userAgent: string;
}

export type LinkProblem = "invalid" | "expired" | "used";

export type SignInLinkRequest =
  | { ok: true }
  | (Problem<"invalid_input"> & { field: "email" })
  | (Problem<"rate_limited"> & { retryAfterSeconds: number });

export type SignInLinkRedemption =
  | { ok: true; session: ConsoleSession; setCookie: string }
  | { ok: false; problem: LinkProblem; message: string };

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced between the member's devices (a passkey in a password manager) or bound to one. */
  backedUp: boolean;
}

export interface SessionSummary {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string;
  userAgent: string;
  signInMethod: string;
  current: boolean;
}

export interface ConsoleAuth {
  /**
   * Sends a one-time link when the address belongs to an active member. The answer is the
   * same either way, and the mail goes out after it, so neither content nor timing tells.
   */
  requestSignInLink(email: string, client: ClientDetails): Promise<SignInLinkRequest>;
  /** Whether a link can still be used, without using it (mail scanners open links). */
  checkSignInLink(token: string): Promise<{ ok: true } | { ok: false; problem: LinkProblem; message: string }>;
  /** Uses the link (once) and opens a session. */
  redeemSignInLink(token: string, client: ClientDetails): Promise<SignInLinkRedemption>;
  /** Ends this session; the answer is the cookie that clears it in the browser. */
  signOut(session: ConsoleSession, actor: Actor): Promise<{ setCookie: string }>;
  /** Ends every session of the member, this one included. */
  signOutEverywhere(session: ConsoleSession, actor: Actor): Promise<{ setCookie: string; ended: number }>;
  sessions(session: ConsoleSession): Promise<SessionSummary[]>;
  passkeys(session: ConsoleSession): Promise<PasskeySummary[]>;
  removePasskey(session: ConsoleSession, passkeyId: string, actor: Actor): Promise<boolean>;
}

export interface AuditEntry {
  id: string;
  createdAt: string;
  actor: string;
  /** The acting member's name today, when the actor is a member. */
  actorName: string | null;
  action: string;
  target: string;
  /** Who or what the target is, by name (a staff member, person or meeting's visitor), when it still exists. */
  targetName: string | null;
  ip: string;
  detail: Record<string, unknown>;
}

export interface AuditQuery {
  /** Page number, from 1. */
  page: number;
  /** One action, or any of several. */
  action?: string | readonly string[];
  actor?: string;
  /** Entries at or after this instant (ISO 8601, UTC). */
  from?: string;
  /** Entries before this instant (ISO 8601, UTC). */
  before?: string;
}

export interface ConsoleAudit {
  /** Newest first, admins only (the page checks the role). */
  list(query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number; pageSize: number }>;
}

/** The content studio's preview links: a document's page with its draft, for a reviewer without an account. */
export interface ConsoleContentPreview {
  /** A signed link token (`<page path>?preview=<token>`) and when it stops working (ISO). */
  link(documentId: string, locale: string): Promise<{ token: string; expiresAt: string }>;
  /** The console's origin, which a shared link is written on (it reaches the app, not a cached copy). */
  origin: string;
}

export interface ConsoleServices {
  /** IANA time zone the console shows times in (the scheduler's team time zone). */
  teamTimeZone: string;
  /**
   * When the running build was made (ISO): the repository's content, where the studio has not changed it, came to
   * the site then. Null where no build says it (the development server).
   */
  deployedAt?: string | null;
  contentPreview: ConsoleContentPreview;
  auth: ConsoleAuth;
  audit: ConsoleAudit;
  bookings: ConsoleBookings;
  privacy: ConsolePrivacy;
  leads: ConsoleLeads;
  deliveries: ConsoleDeliveries;
  analytics: ConsoleAnalytics;
  /** The content studio's storage (documents are validated by the app before they reach it). */
  content: ConsoleContent;
  /** Articles and customer stories created in the studio (their content is in `content`). */
  collections: ConsoleCollections;
}
