import type { ManagedBooking } from "#shared/scheduling/manage-booking.ts";
import { describeTimeZone, formatSlotRange } from "#shared/scheduling/slot-days.ts";

/** When a meeting is, on the visitor's clock and the team's, and for whom. */
export function MeetingSummary({
  booking,
  className,
  label = "Your time",
  locale,
}: {
  booking: ManagedBooking;
  className?: string;
  label?: string;
  /** Fixed on pages rendered on the server, so the times hydrate unchanged; the browser's otherwise. */
  locale?: string;
}) {
  const start = Date.parse(booking.start);
  return (
    <dl className={className}>
      <div>
        <dt>
          {label} · {describeTimeZone(booking.timeZone, start, locale)}
        </dt>
        <dd data-testid="booking-visitor-time">{formatSlotRange(booking, booking.timeZone, locale)}</dd>
      </div>
      <div>
        <dt>Team time · {describeTimeZone(booking.teamTimeZone, start, locale)}</dt>
        <dd data-testid="booking-team-time">{formatSlotRange(booking, booking.teamTimeZone, locale)}</dd>
      </div>
      <div>
        <dt>Booked for</dt>
        <dd>
          {booking.name} ({booking.email}){booking.guests.length > 0 ? `, with ${booking.guests.join(", ")}` : ""}
        </dd>
      </div>
    </dl>
  );
}
