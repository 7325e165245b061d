import { useEffect, useRef } from "react";
import type { BookingConfirmation as Booking } from "#shared/scheduling/booking-schema.ts";
import { describeTimeZone, formatSlotRange } from "#shared/scheduling/slot-days.ts";
import { Button } from "~/components/ui";
import buttonStyles from "~/components/ui/Button.module.css";
import styles from "./Scheduler.module.css";

/** The booked time on both clocks, and the calendar file. */
export function BookingConfirmation({
  booking,
  headingLevel,
  onBookAnother,
}: {
  booking: Booking;
  headingLevel: 2 | 3 | 4;
  onBookAnother(): void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  const start = Date.parse(booking.start);

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className={styles.confirmation}>
      <Heading ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        Your meeting is booked
      </Heading>
      <dl className={styles.confirmationList}>
        <div>
          <dt>Your time · {describeTimeZone(booking.timeZone, start)}</dt>
          <dd data-testid="booking-visitor-time">{formatSlotRange(booking, booking.timeZone)}</dd>
        </div>
        <div>
          <dt>Team time · {describeTimeZone(booking.teamTimeZone, start)}</dt>
          <dd data-testid="booking-team-time">{formatSlotRange(booking, booking.teamTimeZone)}</dd>
        </div>
        <div>
          <dt>Booked for</dt>
          <dd>
            {booking.name} ({booking.email}){booking.guests.length > 0 ? `, with ${booking.guests.join(", ")}` : ""}
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <a className={`${buttonStyles.button} ${buttonStyles.primary}`} href={booking.icsUrl} download>
          Add to calendar (.ics)
        </a>
        <Button variant="ghost" size="small" onClick={onBookAnother}>
          Book another time
        </Button>
      </div>
    </div>
  );
}
