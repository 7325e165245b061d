/**
 * What each event sends: the outbox jobs (e-mails to the team and the visitor,
 * a webhook event) that the lead and scheduling services write in the same
 * transaction as the row they announce. Each job's idempotency key names the
 * subject, the event, the booking's sequence and the recipient, so it is the
 * same however often the job is attempted and unique across events.
 */

import { bookingIcs } from "../scheduling/booking-calendar.ts";
import type { Booking } from "../scheduling/booking-repository.ts";
import type { DeliverySettings } from "../settings/settings.ts";
import {
  type MeetingLead,
  teamBookingMail,
  teamMeetingRequestMail,
  teamWhitepaperMail,
  visitorBookingMail,
  visitorCancellationMail,
  visitorMeetingRequestMail,
  visitorWhitepaperMail,
  type WhitepaperLead,
} from "./mail/templates.ts";
import type { MailMessage } from "./mail-channel.ts";
import type { NewJob } from "./outbox.ts";
import { signLink } from "./signed-links.ts";
import type { WebhookEvent } from "./webhook-channel.ts";

/** How long a whitepaper download link works. */
export const WHITEPAPER_LINK_MS = 7 * 86_400_000;

export const MANAGE_PATHS = { cancel: "/meeting/cancel/", reschedule: "/meeting/reschedule/" } as const;
export const WHITEPAPER_DOWNLOAD_PATH = "/whitepapers/download/";

export interface AnnouncementOptions {
  siteUrl: string;
  meetingTitle: string;
  delivery: Pick<DeliverySettings, "mailFrom" | "salesInbox" | "webhookUrl">;
}

type Address = { name: string; address: string };

function mailJob(key: string, topic: string, subjectId: string, message: MailMessage): NewJob {
  return { channel: "email", idempotencyKey: key, topic, subjectId, payload: message };
}

/** The address in `Name <address>` (or a bare address). */
function addressOf(mailbox: string | undefined): string | undefined {
  return mailbox ? (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox) : undefined;
}

export function createAnnouncements({ siteUrl, meetingTitle, delivery }: AnnouncementOptions) {
  const organizerEmail = delivery.salesInbox ?? addressOf(delivery.mailFrom);
  const organizer = organizerEmail ? { name: "Horizon", email: organizerEmail } : undefined;

  function webhookJob(
    key: string,
    type: WebhookEvent["type"],
    subjectId: string,
    at: string,
    data: Record<string, unknown>,
  ): NewJob[] {
    if (!delivery.webhookUrl) return [];
    const event: WebhookEvent = { id: key, type, timestamp: at, data };
    return [{ channel: "webhook", idempotencyKey: key, topic: type, subjectId, payload: event }];
  }

  function bookingLinks(booking: Booking, secret: string) {
    const token = signLink(secret, {
      purpose: "booking",
      bookingId: booking.id,
      sequence: booking.sequence,
      expiresAt: Date.parse(booking.start),
    });
    return {
      cancel: `${siteUrl}${MANAGE_PATHS.cancel}${token}`,
      reschedule: `${siteUrl}${MANAGE_PATHS.reschedule}${token}`,
    };
  }

  function bookingData(booking: Booking): Record<string, unknown> {
    return {
      id: booking.id,
      status: booking.status,
      sequence: booking.sequence,
      start: booking.start,
      end: booking.end,
      timeZone: booking.timeZone,
      teamTimeZone: booking.teamTimeZone,
      name: booking.name,
      email: booking.email,
      company: booking.company,
      guests: booking.guests,
      notes: booking.notes,
      answers: booking.answers,
      utm: booking.utm,
      bookedAt: booking.createdAt,
    };
  }

  const visitor = (booking: { name: string; email: string }): Address => ({
    name: booking.name,
    address: booking.email,
  });

  /** The confirmation (new or moved) with the invitation and fresh links, the team's note and the event. */
  function bookingConfirmed(
    booking: Booking,
    secret: string,
    event: "booking.created" | "booking.rescheduled",
    previous?: { start: string; end: string },
  ): NewJob[] {
    const key = (recipient: string) => `${booking.id}/${event}/${booking.sequence}/${recipient}`;
    const change = previous ? ({ kind: "rescheduled", previous } as const) : ({ kind: "created" } as const);
    const at = booking.updatedAt ?? booking.createdAt;
    return [
      mailJob(key("team"), `${event}/team`, booking.id, {
        audience: "team",
        replyTo: visitor(booking),
        ...teamBookingMail(booking, change),
      }),
      mailJob(key("visitor"), `${event}/visitor`, booking.id, {
        audience: "visitor",
        to: visitor(booking),
        ...visitorBookingMail(booking, bookingLinks(booking, secret), { meetingTitle, moved: Boolean(previous) }),
        calendar: {
          method: "REQUEST",
          filename: "invite.ics",
          content: bookingIcs(booking, { meetingTitle, method: "REQUEST", organizer }),
        },
      }),
      ...webhookJob(key("webhook"), event, booking.id, at, {
        booking: bookingData(booking),
        ...(previous ? { previous } : {}),
      }),
    ];
  }

  return {
    whitepaperRequested(lead: WhitepaperLead & { whitepaperId: string }, secret: string): NewJob[] {
      const key = (recipient: string) => `${lead.id}/lead.created/${recipient}`;
      const expiresAt = Date.parse(lead.receivedAt) + WHITEPAPER_LINK_MS;
      const token = signLink(secret, {
        purpose: "whitepaper",
        whitepaperId: lead.whitepaperId,
        leadId: lead.id,
        expiresAt,
      });
      const url = `${siteUrl}${WHITEPAPER_DOWNLOAD_PATH}${token}`;
      return [
        mailJob(key("team"), "lead.created/team", lead.id, {
          audience: "team",
          replyTo: visitor(lead),
          ...teamWhitepaperMail(lead),
        }),
        mailJob(key("visitor"), "lead.created/visitor", lead.id, {
          audience: "visitor",
          to: visitor(lead),
          ...visitorWhitepaperMail(lead, { url, expiresAt }),
        }),
        ...webhookJob(key("webhook"), "lead.created", lead.id, lead.receivedAt, {
          lead: {
            type: "whitepaper",
            id: lead.id,
            receivedAt: lead.receivedAt,
            name: lead.name,
            email: lead.email,
            company: lead.company,
            phone: lead.phone,
            whitepaper: { id: lead.whitepaperId, title: lead.whitepaperTitle },
            marketingConsent: lead.marketingConsent,
            consentRecordedAt: lead.consentRecordedAt,
            channel: lead.channel,
          },
        }),
      ];
    },

    meetingRequested(lead: MeetingLead): NewJob[] {
      const key = (recipient: string) => `${lead.id}/lead.created/${recipient}`;
      return [
        mailJob(key("team"), "lead.created/team", lead.id, {
          audience: "team",
          replyTo: visitor(lead),
          ...teamMeetingRequestMail(lead),
        }),
        mailJob(key("visitor"), "lead.created/visitor", lead.id, {
          audience: "visitor",
          to: visitor(lead),
          ...visitorMeetingRequestMail(lead),
        }),
        ...webhookJob(key("webhook"), "lead.created", lead.id, lead.receivedAt, {
          lead: { type: "meeting", ...lead },
        }),
      ];
    },

    bookingCreated: (booking: Booking, secret: string) => bookingConfirmed(booking, secret, "booking.created"),

    bookingRescheduled: (booking: Booking, previous: { start: string; end: string }, secret: string) =>
      bookingConfirmed(booking, secret, "booking.rescheduled", previous),

    bookingCancelled(booking: Booking): NewJob[] {
      const key = (recipient: string) => `${booking.id}/booking.cancelled/${booking.sequence}/${recipient}`;
      return [
        mailJob(key("team"), "booking.cancelled/team", booking.id, {
          audience: "team",
          replyTo: visitor(booking),
          ...teamBookingMail(booking, { kind: "cancelled" }),
        }),
        mailJob(key("visitor"), "booking.cancelled/visitor", booking.id, {
          audience: "visitor",
          to: visitor(booking),
          ...visitorCancellationMail(booking, `${siteUrl}/bookmeeting`),
          calendar: {
            method: "CANCEL",
            filename: "cancel.ics",
            content: bookingIcs(booking, { meetingTitle, method: "CANCEL", organizer }),
          },
        }),
        ...webhookJob(key("webhook"), "booking.cancelled", booking.id, booking.updatedAt ?? booking.createdAt, {
          booking: bookingData(booking),
        }),
      ];
    },
  };
}

export type Announcements = ReturnType<typeof createAnnouncements>;
