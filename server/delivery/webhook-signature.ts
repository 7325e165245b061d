/**
 * Webhook signatures as the Standard Webhooks specification defines them: the key
 * is the base64 part of a `whsec_…` secret, the signed content is
 * `<webhook-id>.<webhook-timestamp>.<body>`, and `webhook-signature` carries
 * `v1,<base64 HMAC-SHA256>`. Any receiver with a Standard Webhooks library (or
 * these few lines) can check that an event came from this site, unaltered and recent.
 */
import { createHmac } from "node:crypto";

export function webhookKey(secret: string): Buffer {
  return Buffer.from(secret.replace(/^whsec_/, ""), "base64");
}

export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const digest = createHmac("sha256", webhookKey(secret)).update(`${id}.${timestampSeconds}.${body}`).digest("base64");
  return `v1,${digest}`;
}

/** The headers that go with one delivery attempt of an event. */
export function webhookHeaders(secret: string, id: string, body: string, now: Date): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    "content-type": "application/json",
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signWebhook(secret, id, timestamp, body),
  };
}
