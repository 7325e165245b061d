/**
 * What a booking change sends: the team's e-mail (every field, Reply-To set to the visitor),
 * the visitor's confirmation with the invitation (`.ics`, METHOD:REQUEST) and signed links to
 * cancel or reschedule, or the cancellation (METHOD:CANCEL), and the webhook event, as outbox
 * jobs the scheduling service writes in the change's transaction. The visitor's address is not
 * confirmed, so their e-mails hold only the site's own words.
 */
import type { AttributionSummary } from "#shared/analytics/attribution.ts";
import { formatSlotRange } from "#shared/scheduling/slot-days.ts";
import type { Announce } from "../delivery/announcement.ts";
import { type MailBlock, type RenderedMail, renderMail } from "../delivery/mail/render.ts";
import type { NewJob } from "../delivery/outbox.ts";
import { signLink } from "../delivery/signed-links.ts";
import { browserCheck, LOCALE } from "../leads/lead-messages.ts";
import { bookingIcs } from "./booking-calendar.ts";
import { type Booking, managedBooking } from "./booking-repository.ts";

export const MANAGE_PATHS = { cancel: "/meeting/cancel/", reschedule: "/meeting/reschedule/" } as const;

/** A change made by a staff member from the console, with their words to the visitor (may be empty). */
export interface TeamChange {
  /** The staff member's name. */
  by: string;
  message: string;
}

/** A change to a booking, as the team is told about it; `byTeam` when a staff member made it. */
export type BookingChange =
  | { kind: "created" }
  | { kind: "rescheduled"; previous: { start: string; end: string }; byTeam?: TeamChange }
  | { kind: "cancelled"; byTeam?: TeamChange };

/** The staff member's message to the visitor, as a block (none when they wrote nothing). */
function teamMessageBlocks(byTeam: TeamChange | undefined): MailBlock[] {
  return byTeam?.message ? [{ kind: "paragraph", text: `A message from the team: ${byTeam.message}` }] : [];
}

export interface BookingLinks {
  cancel: string;
  reschedule: string;
}

function when(slot: { start: string; end: string }, timeZone: string): string {
  return formatSlotRange(slot, timeZone, LOCALE);
}

function bookingFields(booking: Booking): MailBlock {
  const answers = Object.entries(booking.answers).map(([key, value]) => `${key}: ${value}`);
  const utm = Object.entries(booking.utm)
    .filter(([, value]) => value)
    .map(([key, value]) => `utm_${key}: ${value}`);
  return {
    kind: "fields",
    rows: [
      [`Time (team, ${booking.teamTimeZone})`, when(booking, booking.teamTimeZone)],
      [`Time (visitor, ${booking.timeZone})`, when(booking, booking.timeZone)],
      ["Name", booking.name],
      ["E-mail", booking.email],
      ["Company", booking.company],
      ["Guests", booking.guests.join(", ")],
      ["Notes", booking.notes],
      ["Answers", answers.join("\n")],
      ["Campaign (UTM)", utm.join("\n")],
      browserCheck(booking.suspectedBot),
      ["Booked at (UTC)", booking.createdAt],
      ["Booking id", booking.id],
    ],
  };
}

const TEAM_BOOKING_WORDING = {
  created: { subject: "Meeting booked", heading: "New meeting booked" },
  rescheduled: { subject: "Meeting moved", heading: "A meeting was moved" },
  cancelled: { subject: "Meeting cancelled", heading: "A meeting was cancelled" },
} as const;

export function teamBookingMail(booking: Booking, change: BookingChange): RenderedMail {
  const wording = TEAM_BOOKING_WORDING[change.kind];
  const blocks: MailBlock[] = [];
  if (change.kind === "rescheduled") {
    const who = change.byTeam
      ? `${change.byTeam.by} moved the meeting with ${booking.name}`
      : `${booking.name} moved their meeting`;
    blocks.push({
      kind: "paragraph",
      text: `${who} from ${when(change.previous, booking.teamTimeZone)} to ${when(booking, booking.teamTimeZone)} (team time).`,
    });
  } else if (change.kind === "cancelled") {
    const who = change.byTeam
      ? `${change.byTeam.by} cancelled the meeting with ${booking.name}`
      : `${booking.name} cancelled their meeting`;
    blocks.push({ kind: "paragraph", text: `${who}. The time is free again.` });
  }
  if (change.kind !== "created" && change.byTeam?.message) {
    blocks.push({ kind: "paragraph", text: `Message sent to the visitor: ${change.byTeam.message}` });
  }
  blocks.push(bookingFields(booking));
  return renderMail({
    subject: `${wording.subject}: ${when(booking, booking.teamTimeZone)} — ${booking.name}${booking.company ? `, ${booking.company}` : ""}`,
    heading: wording.heading,
    blocks,
  });
}

export function visitorBookingMail(
  booking: Booking,
  links: BookingLinks,
  options: { meetingTitle: string; moved: boolean; location?: string; byTeam?: TeamChange },
): RenderedMail {
  const greeting = options.byTeam
    ? "Hello, the Horizon team has moved your meeting to a new time."
    : "Hello, thank you for booking a meeting with the Horizon team.";
  const joining = options.location ? "" : " We will send the link to join before the meeting.";
  return renderMail({
    subject: options.moved
      ? `Your meeting with Horizon has moved to ${when(booking, booking.timeZone)}`
      : `Your meeting with Horizon: ${when(booking, booking.timeZone)}`,
    heading: options.moved ? "Your meeting has moved" : "Your meeting is booked",
    blocks: [
      {
        kind: "paragraph",
        text: `${greeting} The invitation is attached: open it to add the meeting to your calendar.${joining}`,
      },
      ...teamMessageBlocks(options.byTeam),
      {
        kind: "fields",
        rows: [
          ["Meeting", options.meetingTitle],
          [`Your time (${booking.timeZone})`, when(booking, booking.timeZone)],
          [`Our time (${booking.teamTimeZone})`, when(booking, booking.teamTimeZone)],
          ...(options.location ? [["Where", options.location] as const] : []),
        ],
      },
      {
        kind: "paragraph",
        text: "Need another time, or can no longer make it? These links work until the meeting starts:",
      },
      {
        kind: "links",
        links: [
          { label: "Reschedule the meeting", href: links.reschedule },
          { label: "Cancel the meeting", href: links.cancel },
        ],
      },
      { kind: "paragraph", text: "Keep this e-mail to yourself: anyone with these links can change the meeting." },
    ],
  });
}

export function visitorCancellationMail(booking: Booking, bookAgainUrl: string, byTeam?: TeamChange): RenderedMail {
  const meeting = `your meeting on ${when(booking, booking.timeZone)}`;
  const text = byTeam
    ? `Hello, we are sorry: the Horizon team had to cancel ${meeting}.`
    : `Hello, ${meeting} is cancelled and the team has been told.`;
  return renderMail({
    subject: `Cancelled: your meeting with Horizon on ${when(booking, booking.timeZone)}`,
    heading: "Your meeting is cancelled",
    blocks: [
      { kind: "paragraph", text: `${text} The attached update removes it from your calendar.` },
      ...teamMessageBlocks(byTeam),
      { kind: "links", links: [{ label: "Book another time", href: bookAgainUrl }] },
    ],
  });
}

export function createBookingMessages({
  siteUrl,
  meetingTitle,
  meetingLocation,
  teamAddress,
  announce,
}: {
  siteUrl: string;
  meetingTitle: string;
  /** `SCHEDULING_MEETING_LOCATION`: a video-call link or a place. */
  meetingLocation?: string;
  /** The invitation's organizer (the team's address); none while no address is set. */
  teamAddress: string | undefined;
  announce: Announce;
}) {
  const organizer = teamAddress ? { name: "Horizon", email: teamAddress } : undefined;

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
    return announce({
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
      announce({
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

export type BookingMessages = ReturnType<typeof createBookingMessages>;
