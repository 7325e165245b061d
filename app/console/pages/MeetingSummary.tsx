import type { ReactNode } from "react";
import { Link } from "react-router";
import { type AgendaBooking, CANCEL_REASON_MAX, VISITOR_MESSAGE_MAX } from "#shared/console/bookings.ts";
import { MEETING_STATE_LABELS, meetingState } from "#shared/scheduling/meeting-outcome.ts";
import { isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import { Field } from "../components/Field";
import { ResultNotice } from "../components/ResultNotice";
import pageStyles from "../components/work-pages.module.css";
import styles from "../console.module.css";
import {
  formatDateTime,
  formatDateTimeIn,
  formatTime,
  formatTimeZone,
  formatWeekday,
  useTeamTimeZone,
} from "../format";
import local from "./bookings.module.css";

/** Where a change page leads back to: the agenda from the meeting's day. */
export function agendaHrefFor(booking: AgendaBooking, zone: string): string {
  return `/console/bookings?from=${isoDateInZone(Date.parse(booking.start), zone)}`;
}

/**
 * A page that changes one meeting (reschedule, cancel), one layout at every width: its title, the meeting in one
 * line ("Booked for …") with its other facts behind a disclosure, then the change's panel across the page, so what
 * is changed is in view before the change and the change starts high on the screen.
 */
export function MeetingChangePage({
  booking,
  now,
  title,
  lede,
  error,
  children,
}: {
  booking: AgendaBooking;
  now: number;
  title: string;
  lede: string;
  error: string | undefined;
  children: ReactNode;
}) {
  const zone = useTeamTimeZone();
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <p className={styles.breadcrumb}>
            <Link to={agendaHrefFor(booking, zone)}>Bookings</Link>
            <span aria-hidden="true"> / </span>
            <span className="visually-hidden">: </span>
            {booking.name}
          </p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lede}>{lede}</p>
        </div>
      </div>
      {error && <ResultNotice ok={false}>{error}</ResultNotice>}
      <MeetingSummary booking={booking} now={now} />
      {children}
    </>
  );
}

/** The meeting a staff member is about to change: when and with whom in one line, the rest one press away. */
function MeetingSummary({ booking, now }: { booking: AgendaBooking; now: number }) {
  const zone = useTeamTimeZone();
  return (
    <section className={local.glance} aria-label="The meeting">
      <p className={local.glanceLine}>
        <span className={local.glanceLabel}>Booked for</span>{" "}
        <span className={pageStyles.nowrap}>
          {formatWeekday(isoDateInZone(Date.parse(booking.start), zone))}, {formatTime(booking.start, zone)}–
          {formatTime(booking.end, zone)}
        </span>{" "}
        with{" "}
        <Link to={`/console/leads/${booking.id}`} className={local.name}>
          {booking.name}
        </Link>
        {booking.company && `, ${booking.company}`}
      </p>
      <details className={local.glanceDetails}>
        <summary className={styles.disclosure}>Meeting details</summary>
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
      </details>
    </section>
  );
}

/** What was typed, given back with an error so nothing is lost. */
export interface TeamChangeTyped {
  message: string;
  reason: string;
}

/** The sequence the member saw, their message to the visitor and the team's internal note (side by side from lg). */
export function TeamChangeFields({ booking, typed }: { booking: AgendaBooking; typed: TeamChangeTyped | undefined }) {
  return (
    <div className={local.changeFields}>
      <input type="hidden" name="sequence" value={booking.sequence} />
      <Field
        id="visitor-message"
        label="Message to the visitor (optional)"
        hint={`Sent to ${booking.email} and kept in the team's copy. Up to ${VISITOR_MESSAGE_MAX.toLocaleString("en-IN")} characters.`}
      >
        {(control) => (
          <textarea
            {...control}
            className={`${styles.input} ${styles.growing} ${pageStyles.textarea}`}
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
        hint={`Kept on the lead for the team; the visitor does not see it. Up to ${CANCEL_REASON_MAX} characters.`}
      >
        {(control) => (
          <textarea
            {...control}
            className={`${styles.input} ${styles.growing} ${pageStyles.textarea}`}
            name="reason"
            rows={3}
            maxLength={CANCEL_REASON_MAX}
            defaultValue={typed?.reason}
          />
        )}
      </Field>
    </div>
  );
}
