import { useId } from "react";
import { dateFormat, type ZonedSlot } from "#shared/scheduling/slot-days.ts";
import styles from "./Scheduler.module.css";
import { SlotTime } from "./SlotTime";

/** Before a day is chosen, the first few free times of the first few days with free times are offered. */
const DAYS_OFFERED = 3;
const TIMES_PER_DAY = 3;

/** The times offered before a day is chosen, from the free times grouped by day (in date order). */
export function nextFreeTimes(days: ReadonlyMap<string, readonly ZonedSlot[]>): ZonedSlot[] {
  return [...days.values()].slice(0, DAYS_OFFERED).flatMap((slots) => slots.slice(0, TIMES_PER_DAY));
}

function shortDate(date: string, locale?: string): string {
  return dateFormat(locale, { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" }).format(
    Date.parse(`${date}T12:00:00Z`),
  );
}

function byDay(slots: readonly ZonedSlot[]): [string, ZonedSlot[]][] {
  const days = new Map<string, ZonedSlot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days];
}

/** Before a day is chosen: the earliest free times, by day, each bookable at once. */
export function NextFreeTimes({
  slots,
  timeZone,
  teamTimeZone,
  headingLevel,
  onPick,
  locale,
}: {
  slots: readonly ZonedSlot[];
  timeZone: string;
  teamTimeZone: string;
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
      <ul className={styles.nextDays}>
        {byDay(slots).map(([date, daySlots]) => {
          const day = shortDate(date, locale);
          return (
            <li key={date} className={styles.nextDayRow}>
              <span className={styles.nextDay} aria-hidden="true">
                {day}
              </span>
              <ul className={styles.nextTimes}>
                {daySlots.map((slot) => (
                  <li key={slot.start}>
                    <button type="button" className={styles.nextSlot} onClick={() => onPick(slot)}>
                      <span className="visually-hidden">{day}, </span>
                      <SlotTime slot={slot} timeZone={timeZone} teamTimeZone={teamTimeZone} locale={locale} />
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
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
