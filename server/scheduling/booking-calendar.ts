/** A booking as an iCalendar file: the download, the e-mailed invitation and its cancellation. */
import type { Booking } from "./booking-repository.ts";
import { buildIcs, type IcsMethod } from "./ics.ts";

function describe(booking: Booking): string {
  const lines = [
    `Booked by ${booking.name} <${booking.email}>${booking.company ? `, ${booking.company}` : ""}.`,
    booking.guests.length > 0 ? `Guests: ${booking.guests.join(", ")}.` : "",
    booking.notes ? `Notes: ${booking.notes}` : "",
    `Booked in time zone ${booking.timeZone}; the team works in ${booking.teamTimeZone}.`,
  ];
  return lines.filter(Boolean).join("\n");
}

export function bookingIcs(
  booking: Booking,
  options: { meetingTitle: string; method?: IcsMethod; organizer?: { name?: string; email: string } },
): string {
  return buildIcs({
    uid: `${booking.id}@horizon-meetings`,
    start: Date.parse(booking.start),
    end: Date.parse(booking.end),
    stamp: Date.parse(booking.updatedAt ?? booking.createdAt),
    summary: options.meetingTitle,
    description: describe(booking),
    attendees: [{ name: booking.name, email: booking.email }, ...booking.guests.map((email) => ({ email }))],
    method: options.method,
    sequence: booking.sequence,
    organizer: options.organizer,
  });
}

export function bookingIcsFileName(booking: Booking): string {
  return `horizon-meeting-${booking.start.slice(0, 10)}.ics`;
}
