import { Form, Link } from "react-router";
import { type AgendaBooking, CANCEL_REASON_MAX } from "#shared/console/bookings.ts";
import { isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import { CsrfField } from "../CsrfField";
import { Field } from "../components/Field";
import { ResultNotice } from "../components/ResultNotice";
import styles from "../console.module.css";
import { formatDateTime, formatTime, useTeamTimeZone } from "../format";

export function BookingCancelPage({ booking, error }: { booking: AgendaBooking; error: string | undefined }) {
  const zone = useTeamTimeZone();
  const agendaHref = `/console/bookings?from=${isoDateInZone(Date.parse(booking.start), zone)}`;
  const open = booking.status === "confirmed";
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Cancel this meeting?</h1>
          <p className={styles.lede}>
            The visitor is e-mailed a cancellation with a calendar update that removes it from their calendar; the
            team's inbox and the webhook are told too. This cannot be undone.
          </p>
        </div>
      </div>
      {error && <ResultNotice ok={false}>{error}</ResultNotice>}
      <section className={styles.panel} aria-labelledby="meeting-title">
        <h2 id="meeting-title" className={styles.panelTitle}>
          The meeting
        </h2>
        <dl className={styles.definitions}>
          <dt>When</dt>
          <dd>
            {formatDateTime(booking.start, zone)}–{formatTime(booking.end, zone)} ({zone})
          </dd>
          <dt>Visitor's time</dt>
          <dd>
            {formatDateTime(booking.start, booking.timeZone)} ({booking.timeZone})
          </dd>
          <dt>Name</dt>
          <dd>
            <Link to={`/console/leads/${booking.id}`}>{booking.name}</Link>
          </dd>
          <dt>Company</dt>
          <dd>{booking.company || "—"}</dd>
          <dt>E-mail</dt>
          <dd>{booking.email}</dd>
          <dt>Guests</dt>
          <dd>{booking.guests.length > 0 ? booking.guests.join(", ") : "—"}</dd>
          <dt>Status</dt>
          <dd>{booking.status}</dd>
        </dl>
      </section>
      <section className={styles.panel} aria-labelledby="confirm-title">
        <h2 id="confirm-title" className={styles.panelTitle}>
          {open ? "Confirm the cancellation" : "Nothing to cancel"}
        </h2>
        {open ? (
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="sequence" value={booking.sequence} />
            <Field
              id="cancel-note"
              label="Internal note (optional)"
              hint={`Why it was cancelled, kept on the lead for the team. The visitor does not see it. Up to ${CANCEL_REASON_MAX} characters.`}
            >
              {(control) => (
                <textarea {...control} className={styles.input} name="reason" rows={3} maxLength={CANCEL_REASON_MAX} />
              )}
            </Field>
            <div className={styles.actions}>
              <button type="submit" className={styles.dangerButton}>
                Cancel the meeting and tell the visitor
              </button>
              <Link className={styles.quietButton} to={agendaHref}>
                Keep it
              </Link>
            </div>
          </Form>
        ) : (
          <p>
            This meeting is already cancelled. <Link to={agendaHref}>Back to the agenda</Link>
          </p>
        )}
      </section>
    </>
  );
}
