import { Form, Link } from "react-router";
import type { AgendaBooking } from "#shared/console/bookings.ts";
import { Cluster } from "~/components/ui";
import { CsrfField } from "../CsrfField";
import styles from "../console.module.css";
import { useTeamTimeZone } from "../format";
import local from "./bookings.module.css";
import { agendaHrefFor, MeetingChangePage, TeamChangeFields, type TeamChangeTyped } from "./MeetingSummary";

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
  const agendaHref = agendaHrefFor(booking, useTeamTimeZone());
  const open = booking.status === "confirmed";
  return (
    <MeetingChangePage
      booking={booking}
      now={now}
      title="Cancel this meeting?"
      lede="The visitor gets a cancellation with your message and a calendar update."
      error={error}
    >
      <section className={styles.panel} aria-labelledby="confirm-title">
        <h2 id="confirm-title" className={styles.panelTitle}>
          {open ? "Confirm the cancellation" : "Nothing to cancel"}
        </h2>
        {open ? (
          <Form method="post" className={local.changeForm}>
            <CsrfField />
            <TeamChangeFields booking={booking} typed={typed} />
            {/* Read before the button it is about, at every width (where the reschedule page says what it will do). */}
            <p id="cancel-final" className={local.chosen}>
              This cannot be undone.
            </p>
            <Cluster className={styles.confirmActions}>
              <button
                type="submit"
                className={`${styles.dangerButton} ${styles.dangerFilled}`}
                aria-describedby="cancel-final"
              >
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
    </MeetingChangePage>
  );
}
