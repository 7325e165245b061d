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

const EVENT_LABELS: Record<string, string> = {
  "lead.created": "New lead",
  "booking.created": "Meeting booked",
  "booking.rescheduled": "Meeting moved",
  "booking.cancelled": "Meeting cancelled",
  "staff.sign-in-link": "Console sign-in link",
};

const AUDIENCE_LABELS: Record<string, string> = { team: "e-mail to the team", visitor: "e-mail to the visitor" };

/**
 * A job in words: "booking.created/visitor" → "Meeting booked · e-mail to the visitor", a webhook
 * job → "Meeting booked · webhook event"; an unknown topic as it is.
 */
export function deliveryLabel(topic: string, channel: string): string {
  const [event = "", audience = ""] = topic.split("/");
  const what = EVENT_LABELS[event];
  if (!what) return topic;
  const how = channel === "webhook" ? "webhook event" : AUDIENCE_LABELS[audience];
  return how ? `${what} · ${how}` : what;
}

export const DELIVERY_STATUS_LABELS: Record<string, string> = {
  pending: "Waiting",
  failed: "Failed",
  delivered: "Delivered",
  dismissed: "Dismissed",
};
