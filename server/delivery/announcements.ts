/**
 * What each event sends: the outbox jobs (e-mails to the team and the visitor,
 * a webhook event) that the lead and scheduling services write in the same
 * transaction as the row they announce. Each job's idempotency key names the
 * subject, the event, the booking's sequence and the recipient, so it is the
 * same however often the job is attempted and unique across events.
 */

import type { AttributionSummary } from "#shared/analytics/attribution.ts";
import { bookingIcs } from "../scheduling/booking-calendar.ts";
import { managedBooking } from "../scheduling/booking-changes.ts";
import type { Booking } from "../scheduling/booking-repository.ts";
import type { DeliverySettings } from "../settings/settings.ts";
import type { RenderedMail } from "./mail/render.ts";
import {
  type MeetingLead,
  type TeamChange,
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
  /** `SCHEDULING_MEETING_LOCATION`: a video-call link or a place. */
  meetingLocation?: string;
  delivery: Pick<DeliverySettings, "mailFrom" | "salesInbox" | "webhookUrl">;
}

/** One event: the team's e-mail, the visitor's, and the webhook event, under keys derived from one prefix. */
interface Announcement {
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

/** The address in `Name <address>` (or a bare address). */
function addressOf(mailbox: string | undefined): string | undefined {
  return mailbox ? (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox) : undefined;
}

export function createAnnouncements({ siteUrl, meetingTitle, meetingLocation, delivery }: AnnouncementOptions) {
  const organizerEmail = delivery.salesInbox ?? addressOf(delivery.mailFrom);
  const organizer = organizerEmail ? { name: "Horizon", email: organizerEmail } : undefined;

  function jobs(announcement: Announcement): NewJob[] {
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
    if (delivery.webhookUrl) {
      const id = `${prefix}/webhook`;
      const payload: WebhookEvent = { id, type: event, timestamp: announcement.at, data: announcement.data };
      result.push({ channel: "webhook", idempotencyKey: id, topic: event, subjectId, payload });
    }
    return result;
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
      ...managedBooking(booking),
      company: booking.company,
      notes: booking.notes,
      answers: booking.answers,
      utm: booking.utm,
      bookedAt: booking.createdAt,
    };
  }

  const invitation = (booking: Booking, method: "REQUEST" | "CANCEL") => ({
    method,
    filename: method === "REQUEST" ? "invite.ics" : "cancel.ics",
    content: bookingIcs(booking, {
      meetingTitle,
      location: meetingLocation,
      method,
      organizer,
      withoutRequesterText: true,
    }),
  });

  /** The confirmation (new or moved) with the invitation and fresh links, the team's note and the event. */
  function bookingConfirmed(
    booking: Booking,
    secret: string,
    previous?: { start: string; end: string },
    attribution?: AttributionSummary,
    byTeam?: TeamChange,
  ): NewJob[] {
    return jobs({
      subjectId: booking.id,
      event: previous ? "booking.rescheduled" : "booking.created",
      sequence: booking.sequence,
      visitor: booking,
      teamMail: teamBookingMail(booking, previous ? { kind: "rescheduled", previous, byTeam } : { kind: "created" }),
      visitorMail: visitorBookingMail(booking, bookingLinks(booking, secret), {
        meetingTitle,
        moved: Boolean(previous),
        location: meetingLocation,
        byTeam,
      }),
      calendar: invitation(booking, "REQUEST"),
      at: booking.updatedAt ?? booking.createdAt,
      data: {
        booking: bookingData(booking),
        ...(previous ? { previous } : {}),
        ...(attribution ? { attribution } : {}),
      },
    });
  }

  return {
    whitepaperRequested(lead: WhitepaperLead & { whitepaperId: string }, secret: string): NewJob[] {
      const expiresAt = Date.parse(lead.receivedAt) + WHITEPAPER_LINK_MS;
      const token = signLink(secret, {
        purpose: "whitepaper",
        whitepaperId: lead.whitepaperId,
        leadId: lead.id,
        expiresAt,
      });
      const { whitepaperId, whitepaperTitle, receivedAt, ...fields } = lead;
      return jobs({
        subjectId: lead.id,
        event: "lead.created",
        visitor: lead,
        teamMail: teamWhitepaperMail(lead),
        visitorMail: visitorWhitepaperMail(lead, { url: `${siteUrl}${WHITEPAPER_DOWNLOAD_PATH}${token}`, expiresAt }),
        at: receivedAt,
        data: {
          lead: { type: "whitepaper", ...fields, receivedAt, whitepaper: { id: whitepaperId, title: whitepaperTitle } },
        },
      });
    },

    meetingRequested: (lead: MeetingLead): NewJob[] =>
      jobs({
        subjectId: lead.id,
        event: "lead.created",
        visitor: lead,
        teamMail: teamMeetingRequestMail(lead),
        visitorMail: visitorMeetingRequestMail(),
        at: lead.receivedAt,
        data: { lead: { type: "meeting", ...lead } },
      }),

    bookingCreated: (booking: Booking, secret: string, attribution?: AttributionSummary) =>
      bookingConfirmed(booking, secret, undefined, attribution),

    /** `byTeam`: moved from the staff console, with the staff member's message to the visitor. */
    bookingRescheduled: (
      booking: Booking,
      previous: { start: string; end: string },
      secret: string,
      byTeam?: TeamChange,
    ) => bookingConfirmed(booking, secret, previous, undefined, byTeam),

    /** `byTeam`: cancelled from the staff console, so the visitor's e-mail says the team cancelled it. */
    bookingCancelled: (booking: Booking, byTeam?: TeamChange): NewJob[] =>
      jobs({
        subjectId: booking.id,
        event: "booking.cancelled",
        sequence: booking.sequence,
        visitor: booking,
        teamMail: teamBookingMail(booking, { kind: "cancelled", byTeam }),
        visitorMail: visitorCancellationMail(booking, `${siteUrl}/bookmeeting`, byTeam),
        calendar: invitation(booking, "CANCEL"),
        at: booking.updatedAt ?? booking.createdAt,
        data: { booking: bookingData(booking), ...(byTeam ? { byTeam: true } : {}) },
      }),
  };
}

export type Announcements = ReturnType<typeof createAnnouncements>;
