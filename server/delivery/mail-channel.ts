/**
 * E-mail delivery over SMTP (nodemailer), or to the log in development. The
 * message was rendered when the job was written; the sender and the team's
 * address are applied here, so changing them affects mail still waiting. Each
 * message carries its idempotency key (header and a Message-ID derived from it),
 * so a message sent twice (a crash after the server accepted it) is recognisable.
 */
import { createHash } from "node:crypto";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { DeliverySettings } from "../settings/settings.ts";
import type { ClaimedJob } from "./outbox.ts";
import { type DeliveryChannel, PermanentDeliveryError } from "./worker.ts";

export interface MailMessage {
  /** The team (the sales inbox), a visitor, or a staff member (console sign-in links). The team gets Reply-To set to the visitor. */
  audience: "team" | "visitor" | "staff";
  to?: { name: string; address: string };
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** An invitation or its cancellation: a text/calendar part plus an .ics attachment. */
  calendar?: { method: "REQUEST" | "CANCEL"; filename: string; content: string };
}

export const IDEMPOTENCY_HEADER = "X-Idempotency-Key";

function domainOf(mailbox: string): string {
  return /@([^@>\s]+)>?\s*$/.exec(mailbox)?.[1] ?? "localhost";
}

/** The same Message-ID for every attempt of one job. */
export function messageIdFor(idempotencyKey: string, mailFrom: string): string {
  const digest = createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 32);
  return `<${digest}@${domainOf(mailFrom)}>`;
}

function recipient(message: MailMessage, salesInbox: string): string | { name: string; address: string } {
  if (message.audience === "team") return salesInbox;
  if (!message.to) throw new PermanentDeliveryError("a visitor e-mail without a recipient");
  return message.to;
}

/** Nodemailer sets `permanent` on SMTP errors it knows will not go away (5xx replies). */
function isPermanent(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { permanent?: unknown }).permanent === true;
}

export function createMailChannel({
  settings,
  logger,
}: {
  settings: Pick<DeliverySettings, "smtpUrl" | "mailFrom" | "salesInbox" | "mailToLog">;
  logger: Logger;
}): DeliveryChannel | undefined {
  const { mailFrom, salesInbox } = settings;
  if (!mailFrom || !salesInbox || (!settings.smtpUrl && !settings.mailToLog)) return undefined;
  const transport = settings.mailToLog
    ? nodemailer.createTransport({ jsonTransport: true })
    : nodemailer.createTransport({
        url: settings.smtpUrl,
        // Bounded waits: an attempt must end well within the worker's lease.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
        disableFileAccess: true,
        disableUrlAccess: true,
      });

  return {
    name: "email",
    async deliver(job: ClaimedJob, signal: AbortSignal) {
      const message = job.payload as MailMessage;
      const info = await transport
        .sendMail({
          from: mailFrom,
          to: recipient(message, salesInbox),
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: messageIdFor(job.idempotencyKey, mailFrom),
          headers: { [IDEMPOTENCY_HEADER]: job.idempotencyKey },
          ...(message.calendar
            ? {
                icalEvent: {
                  method: message.calendar.method,
                  filename: message.calendar.filename,
                  content: message.calendar.content,
                },
              }
            : {}),
          disableFileAccess: true,
          disableUrlAccess: true,
          signal,
        })
        .catch((error: unknown) => {
          if (isPermanent(error)) throw new PermanentDeliveryError((error as Error).message);
          throw error;
        });
      if (settings.mailToLog) {
        logger.info(
          { topic: job.topic, to: message.audience === "team" ? salesInbox : message.to?.address, mail: message.text },
          `e-mail (written to the log, MAIL_TO_LOG=true): ${message.subject}`,
        );
      } else {
        logger.debug({ jobId: job.id, response: (info as { response?: string }).response }, "SMTP server accepted");
      }
    },
  };
}
