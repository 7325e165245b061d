/**
 * The jobs that announce one event: the team's e-mail, the visitor's, and the webhook event,
 * under idempotency keys derived from the subject, the event, the booking's sequence and the
 * recipient, so they are the same however often the job is attempted and unique across events.
 * What each event says is its domain's (server/leads/lead-messages.ts,
 * server/scheduling/booking-messages.ts); this is only how an event becomes outbox jobs.
 */
import type { DeliverySettings } from "../settings/settings.ts";
import type { RenderedMail } from "./mail/render.ts";
import type { MailMessage } from "./mail-channel.ts";
import type { NewJob } from "./outbox.ts";
import type { WebhookEvent } from "./webhook-channel.ts";

/** One event: the team's e-mail, the visitor's, and the webhook event, under keys derived from one prefix. */
export interface Announcement {
  subjectId: string;
  event: WebhookEvent["type"];
  /** The booking's sequence; leads have none. */
  sequence?: number;
  /** Who sent it; a submission that failed the browser check (`suspectedBot`) gets no e-mail. */
  visitor: { name: string; email: string; suspectedBot: boolean };
  teamMail: RenderedMail;
  visitorMail: RenderedMail;
  calendar?: MailMessage["calendar"];
  /** When it happened, and the event's data. */
  at: string;
  data: Record<string, unknown>;
}

export type Announce = (announcement: Announcement) => NewJob[];

/** The address in `Name <address>` (or a bare address). */
function addressOf(mailbox: string | undefined): string | undefined {
  return mailbox ? (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox) : undefined;
}

/** The team's own address, as invitations name their organizer: the sales inbox, else the sender's address. */
export function teamAddressOf(delivery: Pick<DeliverySettings, "mailFrom" | "salesInbox">): string | undefined {
  return delivery.salesInbox ?? addressOf(delivery.mailFrom);
}

/** Webhook jobs are written only when an endpoint is set. */
export function createAnnounce({ webhookUrl }: Pick<DeliverySettings, "webhookUrl">): Announce {
  return (announcement) => {
    const { subjectId, event, sequence } = announcement;
    const prefix = sequence === undefined ? `${subjectId}/${event}` : `${subjectId}/${event}/${sequence}`;
    const { name, email, suspectedBot } = announcement.visitor;
    const team: MailMessage = { audience: "team", replyTo: { name, address: email }, ...announcement.teamMail };
    const result: NewJob[] = [
      { channel: "email", idempotencyKey: `${prefix}/team`, topic: `${event}/team`, subjectId, payload: team },
    ];
    // The address is not confirmed: anyone can type someone else's. Mail to it carries none of
    // the requester's words (not even a name in To), and a submission that failed the browser
    // check gets none at all, so the site cannot be used to send text from the company's address.
    if (!suspectedBot) {
      const toVisitor: MailMessage = {
        audience: "visitor",
        to: { name: "", address: email },
        ...announcement.visitorMail,
        ...(announcement.calendar ? { calendar: announcement.calendar } : {}),
      };
      result.push({
        channel: "email",
        idempotencyKey: `${prefix}/visitor`,
        topic: `${event}/visitor`,
        subjectId,
        payload: toVisitor,
      });
    }
    if (webhookUrl) {
      const id = `${prefix}/webhook`;
      const payload: WebhookEvent = { id, type: event, timestamp: announcement.at, data: announcement.data };
      result.push({ channel: "webhook", idempotencyKey: id, topic: event, subjectId, payload });
    }
    return result;
  };
}
