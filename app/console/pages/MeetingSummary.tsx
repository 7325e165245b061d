import type { ReactNode } from "react";
import { Link } from "react-router";
import { type AgendaBooking, CANCEL_REASON_MAX, VISITOR_MESSAGE_MAX } from "#shared/console/bookings.ts";
import { MEETING_STATE_LABELS, meetingState } from "#shared/scheduling/meeting-outcome.ts";
import { isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import { Split } from "~/components/ui";
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
 * A page that changes one meeting (reschedule, cancel): its title, the change's panel, and the meeting beside it on a
 * wide screen (`summary` "aside"), or across the page above the panel ("above": a panel wider than the meeting's card
 * is long, as the reschedule's picker, which would leave a hole under a card beside it). Narrower, the panel comes
 * first and the meeting's time and visitor sit in one line above it, so what is changed is in view before the change.
 */
export function MeetingChangePage({
  booking,
  now,
  title,
  lede,
  error,
  summary = "aside",
  children,
}: {
  booking: AgendaBooking;
  now: number;
  title: string;
  lede: string;
  error: string | undefined;
  summary?: "aside" | "above";
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
          <p className={local.glance}>
            <span className={local.glanceLabel}>Booked for</span>{" "}
            <span className={pageStyles.nowrap}>
              {formatWeekday(isoDateInZone(Date.parse(booking.start), zone))}, {formatTime(booking.start, zone)}–
              {formatTime(booking.end, zone)}
            </span>{" "}
            with {booking.name}
            {booking.company && `, ${booking.company}`}
          </p>
        </div>
      </div>
      {error && <ResultNotice ok={false}>{error}</ResultNotice>}
      {summary === "above" ? (
        <div className={local.summaryAbove}>
          {children}
          <MeetingSummary booking={booking} now={now} />
        </div>
      ) : (
        <Split columns="minmax(0, 3fr) minmax(0, 2fr)" gap={5} align="start" className={styles.sideBySide}>
          {children}
          <MeetingSummary booking={booking} now={now} />
        </Split>
      )}
    </>
  );
}

/** The meeting a staff member is about to change, as both change pages show it. */
function MeetingSummary({ booking, now }: { booking: AgendaBooking; now: number }) {
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
          <Link to={`/console/leads/${booking.id}`} className={styles.personLink}>
            {booking.name}
          </Link>
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
