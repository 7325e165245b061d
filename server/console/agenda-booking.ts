import type { AgendaBooking } from "#shared/console/bookings.ts";
import type { Booking } from "../scheduling/booking-repository.ts";

/**
 * A booking as the agenda and the time-off list show it; `owners` (staff id → name) names its
 * owner, who may have left the team since.
 */
export function agendaBooking(booking: Booking, owners: ReadonlyMap<string, string> = new Map()): AgendaBooking {
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
    notes: booking.notes,
    sequence: booking.sequence,
    owner: booking.ownerId ? { id: booking.ownerId, name: owners.get(booking.ownerId) ?? "A former member" } : null,
    outcome: booking.outcome,
  };
}
