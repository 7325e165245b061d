import { Form, Link } from "react-router";
import type { AgendaBooking } from "#shared/console/bookings.ts";
import { isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import { Cluster, Split } from "~/components/ui";
import { CsrfField } from "../CsrfField";
import { Field } from "../components/Field";
import { ResultNotice } from "../components/ResultNotice";
import styles from "../console.module.css";
import { formatDay, formatTime, formatTimeZone, useTeamTimeZone } from "../format";
import { MeetingSummary, TeamChangeFields, type TeamChangeTyped } from "./MeetingSummary";

type Slot = { start: string; end: string };

/** Free slots grouped by the team's day, for one select with a group per day. */
function slotsByDay(slots: Slot[], zone: string): [string, Slot[]][] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = isoDateInZone(Date.parse(slot.start), zone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days];
}

export function BookingReschedulePage({
  booking,
  slots,
  now,
  error,
  typed,
}: {
  booking: AgendaBooking;
  slots: Slot[];
  now: number;
  error: string | undefined;
  typed: (TeamChangeTyped & { start: string }) | undefined;
}) {
  const zone = useTeamTimeZone();
  const agendaHref = `/console/bookings?from=${isoDateInZone(Date.parse(booking.start), zone)}`;
  const movable = booking.status === "confirmed" && Date.parse(booking.start) > now;
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <p className={styles.breadcrumb}>
            <Link to={agendaHref}>Bookings</Link>
            <span aria-hidden="true"> / </span>
            <span className="visually-hidden">: </span>
            {booking.name}
          </p>
          <h1 className={styles.title}>Reschedule this meeting</h1>
          <p className={styles.lede}>The visitor gets the new time with your message and an updated invitation.</p>
        </div>
      </div>
      {error && <ResultNotice ok={false}>{error}</ResultNotice>}
      <Split columns="minmax(0, 3fr) minmax(0, 2fr)" gap={5} align="start" reverse className={styles.sideBySide}>
        <MeetingSummary booking={booking} now={now} />
        <section className={styles.panel} aria-labelledby="move-title">
          <h2 id="move-title" className={styles.panelTitle}>
            {movable ? "Choose the new time" : "Nothing to reschedule"}
          </h2>
          {!movable ? (
            <p>
              This meeting is {booking.status === "cancelled" ? "cancelled" : "already under way or over"}.{" "}
              <Link to={agendaHref}>Back to bookings</Link>
            </p>
          ) : slots.length === 0 ? (
            <p>
              No free times in the booking window. Remove some time off or <Link to={agendaHref}>go back</Link>.
            </p>
          ) : (
            <Form method="post">
              <CsrfField />
              <Field
                id="new-start"
                label={`New time, ${formatTimeZone(zone)}`}
                hint="Free times, as the public scheduler offers them."
              >
                {(control) => (
                  <select {...control} className={styles.input} name="start" required defaultValue={typed?.start ?? ""}>
                    <option value="" disabled>
                      Choose a time
                    </option>
                    {slotsByDay(slots, zone).map(([day, daySlots]) => (
                      <optgroup key={day} label={formatDay(day)}>
                        {daySlots.map((slot) => (
                          <option key={slot.start} value={slot.start}>
                            {formatDay(day)}, {formatTime(slot.start, zone)}–{formatTime(slot.end, zone)} (visitor:{" "}
                            {formatTime(slot.start, booking.timeZone)})
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </select>
                )}
              </Field>
              <TeamChangeFields booking={booking} typed={typed} />
              <Cluster className={styles.confirmActions}>
                <button type="submit" className={styles.primaryButton}>
                  Reschedule and notify
                </button>
                <Link className={styles.quietButton} to={agendaHref}>
                  Keep the time
                </Link>
              </Cluster>
            </Form>
          )}
        </section>
      </Split>
    </>
  );
}
