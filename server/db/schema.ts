/**
 * Table types for Kysely. One interface per table; `DatabaseSchema` maps table
 * names to them. Timestamps are ISO 8601 strings in UTC ("2026-03-01T09:30:00.000Z")
 * in both SQLite and PostgreSQL, so they sort and compare as text the same way
 * in both; booleans are stored as 0/1 integers for the same reason.
 */

/** A whitepaper download request (POST /local/getPdf or the Resources form). */
export interface WhitepaperRequestTable {
  /** UUID; the browser's submission id when it sent one, so a retried submission is stored once. */
  id: string;
  created_at: string;
  whitepaper_id: string;
  name: string;
  email: string;
  company_name: string;
  /** Ten digits; null only when an API client kept to the original contract and sent none. */
  phone: string | null;
  /** 1 when the visitor ticked the optional marketing e-mail box, else 0. */
  marketing_consent: number;
  /** When the consent choice above (either way) was recorded. */
  consent_recorded_at: string;
  /** How it arrived: "api" (JSON call) or "form" (HTML form post without JavaScript). */
  channel: string;
}

/** A "Book a Meeting" message (home #contact, /bookmeeting). */
export interface MeetingRequestTable {
  id: string;
  created_at: string;
  name: string;
  email: string;
  company: string;
  message: string;
  channel: string;
}

export interface DatabaseSchema {
  whitepaper_requests: WhitepaperRequestTable;
  meeting_requests: MeetingRequestTable;
}
