import { Link } from "react-router";
import { type AgendaBooking, CANCEL_REASON_MAX, VISITOR_MESSAGE_MAX } from "#shared/console/bookings.ts";
import { MEETING_STATE_LABELS, meetingState } from "#shared/scheduling/meeting-outcome.ts";
import { Field } from "../components/Field";
import pageStyles from "../components/work-pages.module.css";
import styles from "../console.module.css";
import { formatDateTime, formatDateTimeIn, formatTime, formatTimeZone, useTeamTimeZone } from "../format";

/** The meeting a staff member is about to change, as both change pages show it. */
export function MeetingSummary({ booking, now }: { booking: AgendaBooking; now: number }) {
  const zone = useTeamTimeZone();
  return (
    <section className={styles.panel} aria-labelledby="meeting-title">
      <h2 id="meeting-title" className={styles.panelTitle}>
        The meeting
      </h2>
      <dl className={styles.definitions}>
        <dt>When</dt>
        <dd>
          {/* Breaks between the time and its zone, never inside either ("India / time (IST)"). */}
          <span className={pageStyles.nowrap}>
            {formatDateTime(booking.start, zone)}–{formatTime(booking.end, zone)},
          </span>{" "}
          <span className={pageStyles.nowrap}>{formatTimeZone(zone, new Date(booking.start))}</span>
        </dd>
        {booking.timeZone !== zone && (
          <>
            <dt>Visitor's time</dt>
            <dd>{formatDateTimeIn(booking.start, booking.timeZone)}</dd>
          </>
        )}
        <dt>Name</dt>
        <dd>
          <Link to={`/console/leads/${booking.id}`}>{booking.name}</Link>
        </dd>
        <dt>Company</dt>
        <dd>{booking.company || "—"}</dd>
        <dt>E-mail</dt>
        <dd>{booking.email}</dd>
        <dt>What they want</dt>
        <dd>{booking.notes || "—"}</dd>
        {/* No row of "none": guests are the exception. */}
        {booking.guests.length > 0 && (
          <>
            <dt>Guests</dt>
            <dd>{booking.guests.join(", ")}</dd>
          </>
        )}
        <dt>Host</dt>
        <dd>{booking.owner?.name ?? "No host yet"}</dd>
        <dt>Status</dt>
        <dd>{MEETING_STATE_LABELS[meetingState(booking, now)]}</dd>
      </dl>
    </section>
  );
}

/** What was typed, given back with an error so nothing is lost. */
export interface TeamChangeTyped {
  message: string;
  reason: string;
}

/** The sequence the member saw, their message to the visitor and the team's internal note. */
export function TeamChangeFields({ booking, typed }: { booking: AgendaBooking; typed: TeamChangeTyped | undefined }) {
  return (
    <>
      <input type="hidden" name="sequence" value={booking.sequence} />
      <Field
        id="visitor-message"
        label="Message to the visitor (optional)"
        hint={`Sent in the e-mail to ${booking.email} and shown in the team's copy. Up to ${VISITOR_MESSAGE_MAX.toLocaleString("en-IN")} characters.`}
      >
        {(control) => (
          <textarea
            {...control}
            className={styles.input}
            name="message"
            rows={4}
            maxLength={VISITOR_MESSAGE_MAX}
            defaultValue={typed?.message}
          />
        )}
      </Field>
      <Field
        id="internal-note"
        label="Internal note (optional)"
        hint={`Kept on the lead for the team. The visitor does not see it. Up to ${CANCEL_REASON_MAX} characters.`}
      >
        {(control) => (
          <textarea
            {...control}
            className={styles.input}
            name="reason"
            rows={3}
            maxLength={CANCEL_REASON_MAX}
            defaultValue={typed?.reason}
          />
        )}
      </Field>
    </>
  );
}
