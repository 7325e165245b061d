/**
 * Webhook delivery: POSTs the stored event body (the same bytes on every attempt)
 * with fresh Standard Webhooks signature headers. A 2xx answer is success; any
 * other answer, a timeout or a network error is retried.
 */
import type { Clock } from "../clock.ts";
import type { ClaimedJob } from "./outbox.ts";
import { webhookHeaders } from "./webhook-signature.ts";
import type { DeliveryChannel } from "./worker.ts";

export interface WebhookEvent {
  /** The webhook-id: the job's idempotency key, the same on every attempt. */
  id: string;
  type: "lead.created" | "booking.created" | "booking.cancelled" | "booking.rescheduled";
  /** When it happened (ISO 8601). */
  timestamp: string;
  data: Record<string, unknown>;
}

const TIMEOUT_MS = 15_000;

export function createWebhookChannel({
  url,
  secret,
  now,
}: {
  url: string;
  secret: string;
  now: Clock;
}): DeliveryChannel {
  return {
    name: "webhook",
    async deliver(job: ClaimedJob, signal: AbortSignal) {
      const body = JSON.stringify(job.payload);
      const response = await fetch(url, {
        method: "POST",
        headers: webhookHeaders(secret, job.idempotencyKey, body, now()),
        body,
        redirect: "manual",
        signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
      });
      await response.body?.cancel().catch(() => {});
      if (response.status < 200 || response.status > 299) {
        throw new Error(`webhook answered HTTP ${response.status}`);
      }
    },
  };
}
