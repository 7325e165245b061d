/**
 * The site's e-mails, all in one place: what the team receives about each lead
 * and booking change (every field, with Reply-To set to the visitor), and what
 * the visitor receives (booking confirmation, cancellation, meeting-request
 * acknowledgement, whitepaper link). The visitor's address is not confirmed, so
 * their e-mails hold only the site's own words: no name, company, message, notes
 * or guests the requester typed.
 */

import type { AttributionSummary } from "#shared/analytics/attribution.ts";
import { formatSlotRange } from "#shared/scheduling/slot-days.ts";
import type { Booking } from "../../scheduling/booking-repository.ts";
import { type MailBlock, type RenderedMail, renderMail } from "./render.ts";

const LOCALE = "en-IN";

export interface WhitepaperLead {
  id: string;
  receivedAt: string;
  name: string;
  email: string;
  company: string;
  phone: string | null;
  whitepaperTitle: string;
  marketingConsent: boolean;
  consentRecordedAt: string;
  channel: string;
  /** Sent without a valid proof-of-work solution (no JavaScript, or possibly a bot). */
  suspectedBot: boolean;
  /** Where the visitor came from (none when the browser opted out of tracking). */
  attribution?: AttributionSummary;
}

export interface MeetingLead {
  id: string;
  receivedAt: string;
  name: string;
  email: string;
  company: string;
  message: string;
  channel: string;
  suspectedBot: boolean;
  attribution?: AttributionSummary;
}

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

/** The team sees whether the browser check passed; a failed one is kept and flagged, never dropped. */
function browserCheck(suspectedBot: boolean): readonly [string, string] {
  return ["Browser check", suspectedBot ? "Not passed: sent without JavaScript, or possibly by a bot" : "Passed"];
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

export function teamWhitepaperMail(lead: WhitepaperLead): RenderedMail {
  return renderMail({
    subject: `Whitepaper request: ${lead.whitepaperTitle} — ${lead.name}, ${lead.company}`,
    heading: "New whitepaper request",
    blocks: [
      {
        kind: "paragraph",
        text: `${lead.name} downloaded “${lead.whitepaperTitle}”. Reply to this e-mail to reach them.`,
      },
      {
        kind: "fields",
        rows: [
          ["Whitepaper", lead.whitepaperTitle],
          ["Name", lead.name],
          ["E-mail", lead.email],
          ["Company", lead.company],
          ["Phone", lead.phone ?? ""],
          ["Marketing e-mails", lead.marketingConsent ? "Yes, agreed" : "No, not agreed"],
          ["Consent recorded at (UTC)", lead.consentRecordedAt],
          ["Sent from", lead.channel === "form" ? "Form without JavaScript" : "Website form"],
          browserCheck(lead.suspectedBot),
          ["Received at (UTC)", lead.receivedAt],
          ["Request id", lead.id],
        ],
      },
    ],
  });
}

export function teamMeetingRequestMail(lead: MeetingLead): RenderedMail {
  return renderMail({
    subject: `Meeting request — ${lead.name}${lead.company ? `, ${lead.company}` : ""}`,
    heading: "New meeting request",
    blocks: [
      { kind: "paragraph", text: `${lead.name} asked for a meeting. Reply to this e-mail to reach them.` },
      {
        kind: "fields",
        rows: [
          ["Name", lead.name],
          ["E-mail", lead.email],
          ["Company", lead.company],
          ["Message", lead.message],
          ["Sent from", lead.channel === "form" ? "Form without JavaScript" : "Website form"],
          browserCheck(lead.suspectedBot),
          ["Received at (UTC)", lead.receivedAt],
          ["Request id", lead.id],
        ],
      },
    ],
  });
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

export function visitorMeetingRequestMail(): RenderedMail {
  return renderMail({
    subject: "We have received your meeting request",
    heading: "Thank you for getting in touch",
    blocks: [
      {
        kind: "paragraph",
        text: "Hello, we have received your meeting request. Someone from the Horizon team will reply to this address, usually within one working day.",
      },
    ],
  });
}

export function visitorWhitepaperMail(
  lead: WhitepaperLead,
  download: { url: string; expiresAt: number },
): RenderedMail {
  const until = new Intl.DateTimeFormat(LOCALE, { dateStyle: "long", timeZone: "UTC" }).format(download.expiresAt);
  return renderMail({
    subject: `Your whitepaper: ${lead.whitepaperTitle}`,
    heading: lead.whitepaperTitle,
    blocks: [
      {
        kind: "paragraph",
        text: `Hello, thank you for your interest. Here is your copy of “${lead.whitepaperTitle}” to download again whenever you need it. The link works until ${until}.`,
      },
      { kind: "links", links: [{ label: "Download the whitepaper (PDF)", href: download.url }] },
    ],
  });
}
