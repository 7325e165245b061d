/** The console's view of the outbox: jobs that failed or still wait, and retrying them. */
import type { Problem } from "../api.ts";
import type { Actor } from "./staff.ts";

export const DELIVERIES_PAGE_SIZE = 25;
export const DELIVERY_FILTERS = ["failed", "pending"] as const;
export type DeliveryFilter = (typeof DELIVERY_FILTERS)[number];

export interface DeliveryJob {
  id: string;
  topic: string;
  channel: string;
  /** Who it goes to, read from the topic ("visitor", "team", "staff", "webhook"). */
  recipient: string;
  /** The address an e-mail goes to (the team's inbox for team mail); null once sent or for a webhook. */
  address: string | null;
  /** The receiver refused it for good (SMTP 5xx): fix the address and resend, or dismiss it. */
  refused: boolean;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  /** When a pending job is tried next. */
  runAt: string;
  /** The lead it announces, when it is about one (sign-in links are about staff). */
  leadId: string | null;
  /** The person that lead belongs to (name and company, "" without one); null without a lead or once erased. */
  person: { name: string; company: string } | null;
}

export interface DeliveryBacklog {
  pending: number;
  failed: number;
  /** Of the failed, those the receiver refused for good (SMTP 5xx): retrying them alone cannot help. */
  refused: number;
  /** Seconds since the oldest pending job was written; 0 when nothing waits. */
  oldestPendingAgeSeconds: number;
}

export interface DeliveriesPage {
  jobs: DeliveryJob[];
  total: number;
  page: number;
  pageSize: number;
  backlog: DeliveryBacklog;
}

/** Refused: no such delivery, or one delivered or being sent (`not_retryable`). */
export type RetryResult = { ok: true; retried: number; message: string } | Problem<"not_found" | "not_retryable">;

/** Refused: a bad address (`invalid_input`, field "email"), no such delivery, or one that is not a refused visitor e-mail. */
export type FixAddressResult = { ok: true; message: string } | Problem<"invalid_input" | "not_found" | "not_retryable">;

export interface ConsoleDeliveries {
  /** Failed and pending jobs (or one of the two), newest first. */
  list(query: { page: number; status?: DeliveryFilter }): Promise<DeliveriesPage>;
  /** A failed job (or a pending one nobody is sending) goes again at once with a fresh retry budget. */
  retry(jobId: string, actor: Actor): Promise<RetryResult>;
  retryAllFailed(actor: Actor): Promise<RetryResult>;
  /**
   * A visitor e-mail refused for good: corrects the lead's address (audited, noted on the lead)
   * and sends the same message to it at once.
   */
  fixAddressAndResend(jobId: string, email: string, actor: Actor): Promise<FixAddressResult>;
  /** A failed job nobody will send: leaves the list, its message (personal data) deleted. */
  dismiss(jobId: string, actor: Actor): Promise<RetryResult>;
  backlog(): Promise<DeliveryBacklog>;
}

/** What each e-mail is, by its topic (`event/audience`), spelled out. */
const EMAIL_LABELS: Record<string, string> = {
  "lead.created/visitor": "Confirmation e-mail to the visitor (new lead)",
  "lead.created/team": "Notification e-mail to the team (new lead)",
  "booking.created/visitor": "Confirmation e-mail to the visitor (meeting booked)",
  "booking.created/team": "Notification e-mail to the team (meeting booked)",
  "booking.rescheduled/visitor": "New-time e-mail to the visitor (meeting moved)",
  "booking.rescheduled/team": "Notification e-mail to the team (meeting moved)",
  "booking.cancelled/visitor": "Cancellation e-mail to the visitor (meeting cancelled)",
  "booking.cancelled/team": "Notification e-mail to the team (meeting cancelled)",
  "staff.sign-in-link": "Sign-in link e-mail to a team member",
};

/** What a webhook event announces, by its event. */
const WEBHOOK_EVENTS: Record<string, string> = {
  "lead.created": "new lead",
  "booking.created": "meeting booked",
  "booking.rescheduled": "meeting moved",
  "booking.cancelled": "meeting cancelled",
};

const AUDIENCES: Record<string, string> = { team: "the team", visitor: "the visitor" };

/**
 * A job in words, never its code: "booking.created/visitor" → "Confirmation e-mail to the visitor (meeting
 * booked)", a webhook job → "Webhook event (meeting booked)"; a topic without a label by its channel and audience.
 */
export function deliveryLabel(topic: string, channel: string): string {
  const [event = "", audience = ""] = topic.split("/");
  if (channel === "webhook")
    return WEBHOOK_EVENTS[event] ? `Webhook event (${WEBHOOK_EVENTS[event]})` : "Webhook event";
  return EMAIL_LABELS[topic] ?? (AUDIENCES[audience] ? `E-mail to ${AUDIENCES[audience]}` : "E-mail");
}

export const DELIVERY_STATUS_LABELS: Record<string, string> = {
  pending: "Waiting",
  failed: "Failed",
  delivered: "Delivered",
  dismissed: "Dismissed",
};
