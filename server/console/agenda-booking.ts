import type { AgendaBooking } from "#shared/console/bookings.ts";
import type { Booking } from "../scheduling/booking-repository.ts";

/** A booking as the agenda and the time-off list show it. */
export function agendaBooking(booking: Booking): AgendaBooking {
  return {
    id: booking.id,
    start: booking.start,
    end: booking.end,
    status: booking.status,
    name: booking.name,
    company: booking.company,
    email: booking.email,
    timeZone: booking.timeZone,
    guests: booking.guests,
    sequence: booking.sequence,
  };
}
