import { Form, Link } from "react-router";
import { AGENDA_MAX_DAYS, type Agenda, type AgendaBooking, type TimeOffPeriod } from "#shared/console/bookings.ts";
import { addDays, startOfDayInZone } from "#shared/scheduling/zoned-time.ts";
import { Field } from "../components/Field";
import { ResultNotice } from "../components/ResultNotice";
import styles from "../console.module.css";
import { formatDay, formatTime, useTeamTimeZone } from "../format";
import local from "./bookings.module.css";

const DAY_CHOICES = [1, 7, 14, AGENDA_MAX_DAYS];

function agendaHref(from: string, days: number): string {
  return `/console/bookings?from=${from}&days=${days}`;
}

/** How much of `date` a period covers: "All day", "Until 12:00", "From 14:00" or "09:00–12:00". */
export function periodOnDay(period: Pick<TimeOffPeriod, "start" | "end">, date: string, zone: string): string {
  const startsBefore = Date.parse(period.start) <= startOfDayInZone(date, zone);
  const endsAfter = Date.parse(period.end) >= startOfDayInZone(addDays(date, 1), zone);
  if (startsBefore && endsAfter) return "All day";
  if (startsBefore) return `Until ${formatTime(period.end, zone)}`;
  if (endsAfter) return `From ${formatTime(period.start, zone)}`;
  return `${formatTime(period.start, zone)}–${formatTime(period.end, zone)}`;
}

function Meeting({
  booking,
  timeOff,
  now,
  zone,
}: {
  booking: AgendaBooking;
  timeOff: TimeOffPeriod[];
  now: number;
  zone: string;
}) {
  const confirmed = booking.status === "confirmed";
  const cancellable = confirmed && Date.parse(booking.start) > now;
  const duringTimeOff =
    confirmed && timeOff.some((period) => period.conflicts.some((conflict) => conflict.id === booking.id));
  return (
    <li className={`${local.meeting} ${booking.status === "cancelled" ? local.cancelled : ""}`}>
      <span className={local.time}>
        {formatTime(booking.start, zone)}–{formatTime(booking.end, zone)}
      </span>
      <div className={local.who}>
        <Link to={`/console/leads/${booking.id}`}>{booking.name}</Link>
        {booking.company && <span> · {booking.company}</span>}
        <div>{booking.email}</div>
        <div className={styles.muted}>
          Visitor's time: {formatTime(booking.start, booking.timeZone)} ({booking.timeZone})
        </div>
      </div>
      <div className={styles.actions}>
        <span className={styles.badge}>{booking.status}</span>
        {duringTimeOff && <span className={styles.badge}>during time off</span>}
        {cancellable && (
          <Link className={styles.quietButton} to={`/console/bookings/${booking.id}/cancel`}>
            Cancel<span className="visually-hidden"> the meeting with {booking.name}</span>…
          </Link>
        )}
      </div>
    </li>
  );
}

export function BookingsAgendaPage({ agenda, now, cancelled }: { agenda: Agenda; now: number; cancelled: boolean }) {
  const zone = useTeamTimeZone();
  const { days } = agenda;
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Bookings</h1>
          <p className={styles.lede}>
            Meetings by day, in the team's time zone ({zone}). Time off is shown on the days it covers.
          </p>
        </div>
        <Link className={styles.quietButton} to="/console/bookings/time-off">
          Time off and blocked periods
        </Link>
      </div>
      {cancelled && (
        <ResultNotice ok>
          The meeting was cancelled. The visitor is being e-mailed a cancellation with a calendar update.
        </ResultNotice>
      )}
      <div className={local.toolbar}>
        <nav aria-label="Agenda pages" className={styles.actions}>
          <Link className={styles.quietButton} to={agendaHref(agenda.previous, days)}>
            Previous {days === 1 ? "day" : `${days} days`}
          </Link>
          <Link className={styles.quietButton} to={agendaHref(agenda.today, days)}>
            Today
          </Link>
          <Link className={styles.quietButton} to={agendaHref(agenda.next, days)}>
            Next {days === 1 ? "day" : `${days} days`}
          </Link>
        </nav>
        <Form method="get" className={local.jump}>
          <Field id="agenda-from" label="From">
            {(control) => (
              <input {...control} className={styles.input} type="date" name="from" defaultValue={agenda.from} />
            )}
          </Field>
          <Field id="agenda-days" label="Days">
            {(control) => (
              <select {...control} className={styles.input} name="days" defaultValue={String(days)}>
                {DAY_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className={styles.primaryButton}>
            Show
          </button>
        </Form>
      </div>
      <ol
        className={local.days}
        aria-label={`${days === 1 ? "One day" : `${days} days`} from ${formatDay(agenda.from)}`}
      >
        {agenda.dayList.map((day) => (
          <li key={day.date} className={styles.panel}>
            <h2 className={local.dayTitle}>
              {formatDay(day.date)}
              {day.date === agenda.today && <span className={styles.badge}>today</span>}
            </h2>
            {day.timeOff.map((period) => (
              <p key={period.id} className={local.timeOff}>
                Time off · {periodOnDay(period, day.date, zone)}
                {period.reason && <> · {period.reason}</>}
              </p>
            ))}
            {day.bookings.length === 0 ? (
              <p className={styles.muted}>No meetings.</p>
            ) : (
              <ul className={local.meetings}>
                {day.bookings.map((booking) => (
                  <Meeting key={booking.id} booking={booking} timeOff={day.timeOff} now={now} zone={zone} />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
