/** A booking as an iCalendar file: the download, the e-mailed invitation and its cancellation. */
import type { Booking } from "./booking-repository.ts";
import { buildIcs, type IcsMethod } from "./ics.ts";

function describe(booking: Booking, withoutRequesterText: boolean): string {
  const zones = `Booked in time zone ${booking.timeZone}; the team works in ${booking.teamTimeZone}.`;
  if (withoutRequesterText) return zones;
  const lines = [
    `Booked by ${booking.name} <${booking.email}>${booking.company ? `, ${booking.company}` : ""}.`,
    booking.guests.length > 0 ? `Guests: ${booking.guests.join(", ")}.` : "",
    booking.notes ? `Notes: ${booking.notes}` : "",
    zones,
  ];
  return lines.filter(Boolean).join("\n");
}

/** A video-call link rather than a place. */
export function isWebAddress(location: string): boolean {
  return /^https?:\/\/\S+$/.test(location);
}

export interface BookingIcsOptions {
  meetingTitle: string;
  method?: IcsMethod;
  organizer?: { name?: string; email: string };
  /** Where the meeting happens (`SCHEDULING_MEETING_LOCATION`): a video-call link or a place. */
  location?: string;
  /** For an e-mail to an unconfirmed address: no name, company or notes, only addresses and times. */
  withoutRequesterText?: boolean;
}

export function bookingIcs(booking: Booking, options: BookingIcsOptions): string {
  const withoutRequesterText = options.withoutRequesterText ?? false;
  return buildIcs({
    uid: `${booking.id}@horizon-meetings`,
    start: Date.parse(booking.start),
    end: Date.parse(booking.end),
    stamp: Date.parse(booking.updatedAt ?? booking.createdAt),
    summary: options.meetingTitle,
    description: describe(booking, withoutRequesterText),
    attendees: [
      withoutRequesterText ? { email: booking.email } : { name: booking.name, email: booking.email },
      ...booking.guests.map((email) => ({ email })),
    ],
    ...(options.location
      ? { location: options.location, ...(isWebAddress(options.location) ? { url: options.location } : {}) }
      : {}),
    method: options.method,
    sequence: booking.sequence,
    organizer: options.organizer,
  });
}

export function bookingIcsFileName(booking: Booking): string {
  return `horizon-meeting-${booking.start.slice(0, 10)}.ics`;
}
