import { Form, Link } from "react-router";
import type { AgendaBooking } from "#shared/console/bookings.ts";
import { isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import { Cluster, Split } from "~/components/ui";
import { CsrfField } from "../CsrfField";
import { ResultNotice } from "../components/ResultNotice";
import styles from "../console.module.css";
import { useTeamTimeZone } from "../format";
import { MeetingSummary, TeamChangeFields, type TeamChangeTyped } from "./MeetingSummary";

export function BookingCancelPage({
  booking,
  now,
  error,
  typed,
}: {
  booking: AgendaBooking;
  now: number;
  error: string | undefined;
  typed: TeamChangeTyped | undefined;
}) {
  const zone = useTeamTimeZone();
  const agendaHref = `/console/bookings?from=${isoDateInZone(Date.parse(booking.start), zone)}`;
  const open = booking.status === "confirmed";
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
          <h1 className={styles.title}>Cancel this meeting?</h1>
          <p className={styles.lede}>The visitor gets a cancellation with your message and a calendar update.</p>
        </div>
      </div>
      {error && <ResultNotice ok={false}>{error}</ResultNotice>}
      {/* The confirmation first (on a phone, in view at once); the meeting beside it, under it on a phone. */}
      <Split columns="minmax(0, 3fr) minmax(0, 2fr)" gap={5} align="start" className={styles.sideBySide}>
        <section className={styles.panel} aria-labelledby="confirm-title">
          <h2 id="confirm-title" className={styles.panelTitle}>
            {open ? "Confirm the cancellation" : "Nothing to cancel"}
          </h2>
          {open ? (
            <Form method="post">
              <CsrfField />
              <TeamChangeFields booking={booking} typed={typed} />
              {/* Next to the button it is about. */}
              <p className={`${styles.notice} ${styles.noticeError}`}>This cannot be undone.</p>
              <Cluster className={styles.confirmActions}>
                <button type="submit" className={`${styles.dangerButton} ${styles.dangerFilled}`}>
                  Cancel and notify
                </button>
                <Link className={styles.quietButton} to={agendaHref}>
                  Keep the meeting
                </Link>
              </Cluster>
            </Form>
          ) : (
            <p>
              This meeting is already cancelled. <Link to={agendaHref}>Back to bookings</Link>
            </p>
          )}
        </section>
        <MeetingSummary booking={booking} now={now} />
      </Split>
    </>
  );
}
