/**
 * The booking form's validators (the shared schema and zod), loaded once a time is picked rather
 * than with the scheduler, and only needed when the visitor presses the button.
 */
import { firstError, validate } from "#shared/forms/validation.ts";
import { type BookingRequestInput, bookingRequestSchema, parseGuestList } from "#shared/scheduling/booking-schema.ts";

export type CheckedBooking = { ok: true; request: BookingRequestInput } | { ok: false; field: string; message: string };

/** Builds the request from what the form holds and checks it with the server's schema. */
export function checkBooking(
  fields: Readonly<Record<"name" | "email" | "company" | "guests" | "notes", string>>,
  booking: { start: string; timeZone: string; extras: Record<string, string> },
): CheckedBooking {
  const request = {
    ...booking.extras,
    start: booking.start,
    name: fields.name,
    email: fields.email.trim(),
    company: fields.company,
    guests: parseGuestList(fields.guests),
    notes: fields.notes,
    timeZone: booking.timeZone,
  };
  const checked = validate(bookingRequestSchema, request);
  return checked.ok ? { ok: true, request } : { ok: false, ...firstError(checked.errors) };
}
