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
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  /** When a pending job is tried next. */
  runAt: string;
  /** The lead it announces, when it is about one (sign-in links are about staff). */
  leadId: string | null;
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

export interface ConsoleDeliveries {
  /** Failed and pending jobs (or one of the two), newest first. */
  list(query: { page: number; status?: DeliveryFilter }): Promise<DeliveriesPage>;
  /** A failed job (or a pending one nobody is sending) goes again at once with a fresh retry budget. */
  retry(jobId: string, actor: Actor): Promise<RetryResult>;
  retryAllFailed(actor: Actor): Promise<RetryResult>;
  backlog(): Promise<DeliveryBacklog>;
}
