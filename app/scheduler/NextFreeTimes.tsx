import { useId } from "react";
import { formatTime, type ZonedSlot } from "#shared/scheduling/slot-days.ts";
import styles from "./Scheduler.module.css";

/** How many of the earliest free times are offered before a day is chosen. */
export const NEXT_FREE_TIMES = 6;

function shortDate(date: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" }).format(
    Date.parse(`${date}T12:00:00Z`),
  );
}

/** Before a day is chosen: the earliest free times, each bookable at once. */
export function NextFreeTimes({
  slots,
  timeZone,
  headingLevel,
  onPick,
  locale,
}: {
  slots: readonly ZonedSlot[];
  timeZone: string;
  headingLevel: 2 | 3 | 4;
  onPick(slot: ZonedSlot): void;
  locale?: string;
}) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.slotPanel} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.stepHeading}>
        Next free times
      </Heading>
      <p className={styles.muted}>Pick one to book it, or choose a day in the calendar to see all its times.</p>
      <ul className={styles.nextList}>
        {slots.slice(0, NEXT_FREE_TIMES).map((slot) => (
          <li key={slot.start}>
            <button type="button" className={styles.nextSlot} onClick={() => onPick(slot)}>
              <span className={styles.nextDay}>{shortDate(slot.date, locale)}</span>
              <span className={styles.slotTime}>{formatTime(slot.startMs, timeZone, locale)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What follows the booking, so the visitor knows what they are committing to. */
export function BookingSteps({ slotMinutes, headingLevel }: { slotMinutes: number; headingLevel: 2 | 3 | 4 }) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.stepsPanel} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.stepsHeading}>
        What happens next
      </Heading>
      <ol className={styles.steps}>
        <li>
          <p>
            <strong>Add your details.</strong> Your name, e-mail and company, and any colleagues you want to invite.
          </p>
        </li>
        <li>
          <p>
            <strong>Get your invitation.</strong> The confirmation shows the time on your clock and ours, with a
            calendar file to add it to your calendar.
          </p>
        </li>
        <li>
          <p>
            <strong>Meet our team.</strong> {slotMinutes} minutes about your service and the products that fit it.
          </p>
        </li>
      </ol>
    </section>
  );
}
