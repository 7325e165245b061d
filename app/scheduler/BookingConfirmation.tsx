import { useEffect, useRef } from "react";
import type { BookingConfirmation as Booking } from "#shared/scheduling/booking-schema.ts";
import { Button } from "~/components/ui";
import buttonStyles from "~/components/ui/Button.module.css";
import { MeetingSummary } from "./MeetingSummary";
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

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className={styles.confirmation}>
      <Heading ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        Your meeting is booked
      </Heading>
      <MeetingSummary booking={booking} className={styles.confirmationList} />
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
