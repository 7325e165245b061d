import { Form, Link } from "react-router";
import {
  type Agenda,
  type AgendaBooking,
  AWAITING_OUTCOME_DAYS,
  foldEmptyDays,
  type MeetingOwner,
  type TimeOffPeriod,
} from "#shared/console/bookings.ts";
import { meetingState } from "#shared/scheduling/meeting-outcome.ts";
import { addDays, isoDateInZone, startOfDayInZone } from "#shared/scheduling/zoned-time.ts";
import { Cluster } from "~/components/ui";
import { CsrfField } from "../CsrfField";
import { Captioned, DateRange } from "../components/DateRange";
import { EmailAddress } from "../components/EmailAddress";
import { ApplyButton, FilterForm } from "../components/FilterForm";
import { MeetingOutcomeForm } from "../components/MeetingOutcomeForm";
import { MeetingStateBadge } from "../components/MeetingStateBadge";
import { ResultNotice } from "../components/ResultNotice";
import { Segmented } from "../components/Segmented";
import styles from "../console.module.css";
import { formatDay, formatTime, formatTimeIn, formatTimeZone, formatWeekday, useTeamTimeZone } from "../format";
import { nearDayWord } from "../near-days";
import local from "./bookings.module.css";

function agendaHref(from: string, days: number, mine: boolean): string {
  return `/console/bookings?from=${from}&days=${days}${mine ? "&mine" : ""}`;
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

/**
 * Who hosts the meeting (its own field, apart from the lead's owner): one select; its button shows only once another host is chosen (CSS, so without
 * JavaScript too), and saves it, so nothing looks saved before it is.
 */
function OwnerForm({ booking, owners }: { booking: AgendaBooking; owners: MeetingOwner[] }) {
  const id = `owner-${booking.id}`;
  return (
    <Form method="post" className={local.ownerForm}>
      <CsrfField />
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="booking" value={booking.id} />
      <label htmlFor={id}>
        Host<span className="visually-hidden"> of the meeting with {booking.name}</span>
      </label>
      <select
        id={id}
        className={`${styles.input} ${styles.compact}`}
        name="owner"
        defaultValue={booking.owner?.id ?? ""}
      >
        <option value="" data-saved={booking.owner ? undefined : ""}>
          No host yet
        </option>
        {owners.map((owner) => (
          <option key={owner.id} value={owner.id} data-saved={owner.id === booking.owner?.id ? "" : undefined}>
            {owner.name}
          </option>
        ))}
      </select>
      <button type="submit" className={`${styles.primaryButton} ${styles.compact} ${local.saveOwner}`}>
        Assign<span className="visually-hidden"> the meeting with {booking.name}</span>
      </button>
    </Form>
  );
}

function Meeting({
  booking,
  timeOff,
  owners,
  now,
  zone,
  withDay = false,
}: {
  booking: AgendaBooking;
  timeOff: TimeOffPeriod[];
  owners: MeetingOwner[];
  now: number;
  zone: string;
  /** Outside a day's panel the row names its day too. */
  withDay?: boolean;
}) {
  const confirmed = booking.status === "confirmed";
  const upcoming = confirmed && Date.parse(booking.start) > now;
  const ended = confirmed && Date.parse(booking.end) <= now;
  const duringTimeOff =
    confirmed && timeOff.some((period) => period.conflicts.some((conflict) => conflict.id === booking.id));
  return (
    <li className={`${local.meeting} ${confirmed ? "" : local.cancelled}`}>
      <span className={local.time}>
        {withDay && <span className={local.day}>{formatWeekday(isoDateInZone(Date.parse(booking.start), zone))}</span>}
        {formatTime(booking.start, zone)}–{formatTime(booking.end, zone)}
      </span>
      <div className={local.who}>
        <Link to={`/console/leads/${booking.id}`} className={styles.personLink}>
          {booking.name}
        </Link>
        {booking.company && <span> · {booking.company}</span>}
        {booking.notes && <p className={local.wants}>{booking.notes}</p>}
        <div className={local.email}>
          <EmailAddress address={booking.email} />
        </div>
        {booking.timeZone !== zone && (
          <div className={local.email}>Visitor's time: {formatTimeIn(booking.start, booking.timeZone)}</div>
        )}
        <div className={local.badges}>
          {/* In the "Held or no-show?" list (with its day) the state is the list's own title. */}
          {!withDay && <MeetingStateBadge state={meetingState(booking, now)} />}
          {duringTimeOff && <span className={`${styles.badge} ${styles.badgeWarning}`}>During time off</span>}
          {!confirmed && booking.owner && <span className={styles.muted}>Host: {booking.owner.name}</span>}
        </div>
      </div>
      {confirmed && (
        <div className={local.manage}>
          <OwnerForm booking={booking} owners={owners} />
          {upcoming && (
            <Cluster>
              <Link
                className={`${styles.quietButton} ${styles.compact}`}
                to={`/console/bookings/${booking.id}/reschedule`}
              >
                Reschedule<span className="visually-hidden"> the meeting with {booking.name}</span>
              </Link>
              <Link
                className={`${styles.dangerButton} ${styles.compact}`}
                to={`/console/bookings/${booking.id}/cancel`}
              >
                Cancel<span className="visually-hidden"> the meeting with {booking.name}</span>
              </Link>
            </Cluster>
          )}
          {ended && <MeetingOutcomeForm booking={booking.id} outcome={booking.outcome} person={booking.name} />}
        </div>
      )}
    </li>
  );
}

const CHANGE_NOTICES = {
  cancelled: "The meeting was cancelled. The visitor is being e-mailed a cancellation with a calendar update.",
  moved: "The meeting was moved. The visitor is being e-mailed the updated invitation.",
} as const;

export function BookingsAgendaPage({
  agenda,
  now,
  changed,
  outcome,
}: {
  agenda: Agenda;
  now: number;
  changed: keyof typeof CHANGE_NOTICES | null;
  outcome: { ok: boolean; message: string } | undefined;
}) {
  const zone = useTeamTimeZone();
  const { days, mine } = agenda;
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Bookings</h1>
          <p className={styles.lede}>Meetings by day in {formatTimeZone(zone)}, with any time off on its days.</p>
        </div>
        <Link className={`${styles.quietButton} ${styles.compact}`} to="/console/bookings/time-off">
          Time off and blocked periods
        </Link>
      </div>
      {changed && <ResultNotice ok>{CHANGE_NOTICES[changed]}</ResultNotice>}
      {outcome && <ResultNotice ok={outcome.ok}>{outcome.message}</ResultNotice>}
      {/* One date navigation: a page back or on, today, or any day typed or picked. */}
      <div className={local.toolbar}>
        <FilterForm className={local.jump} aria-label="Days shown">
          {/* Every control under a caption or label, so the row's controls share one top line. */}
          <DateRange
            choicesLabel="Agenda pages"
            caption="Days"
            choices={[
              {
                key: "previous",
                to: agendaHref(agenda.previous, days, mine),
                label: (
                  <>
                    Previous <span className={styles.segmentExtra}>{days === 1 ? "day" : `${days} days`}</span>
                  </>
                ),
              },
              {
                key: "today",
                to: agendaHref(agenda.today, days, mine),
                label: "Today",
                current: agenda.from === agenda.today,
              },
              {
                key: "next",
                to: agendaHref(agenda.next, days, mine),
                label: (
                  <>
                    Next <span className={styles.segmentExtra}>{days === 1 ? "day" : `${days} days`}</span>
                  </>
                ),
              },
            ]}
            from={{ id: "agenda-from", name: "from", label: "From", value: agenda.from }}
          >
            <input type="hidden" name="days" value={days} />
            {mine && <input type="hidden" name="mine" value="" />}
            <ApplyButton />
          </DateRange>
        </FilterForm>
        <Captioned caption="Show">
          <Segmented
            label="Whose meetings"
            segments={[
              {
                key: "all",
                to: agendaHref(agenda.from, days, false),
                label: (
                  <>
                    All<span className={styles.segmentExtra}> meetings</span>
                  </>
                ),
                current: !mine,
              },
              { key: "mine", to: agendaHref(agenda.from, days, true), label: "Mine", current: mine },
            ]}
          />
        </Captioned>
      </div>
      {agenda.awaitingOutcome.length > 0 && (
        <section className={`${styles.panel} ${local.awaiting}`} aria-labelledby="awaiting-title">
          <h2 id="awaiting-title" className={local.dayTitle}>
            Held or no-show?
            <span className={styles.count}>{agenda.awaitingOutcome.length}</span>
          </h2>
          <p className={`${styles.muted} ${local.awaitingHint}`}>
            {mine ? "Your meetings" : "Meetings"} of the last {AWAITING_OUTCOME_DAYS} days that ended without an
            outcome. The answer counts towards the “meeting held” goal in Analytics.
          </p>
          <ul className={local.meetings}>
            {agenda.awaitingOutcome.map((booking) => (
              <Meeting
                key={booking.id}
                booking={booking}
                timeOff={[]}
                owners={agenda.owners}
                now={now}
                zone={zone}
                withDay
              />
            ))}
          </ul>
        </section>
      )}
      <ol
        className={local.days}
        aria-label={`${days === 1 ? "One day" : `${days} days`} from ${formatDay(agenda.from)}`}
      >
        {foldEmptyDays(agenda.dayList, agenda.today).map((entry) =>
          "empty" in entry ? (
            <li key={entry.empty.from} className={local.emptyDays}>
              {entry.empty.from === entry.empty.to
                ? formatWeekday(entry.empty.from)
                : `${formatWeekday(entry.empty.from)} – ${formatWeekday(entry.empty.to)}`}
              {/* An empty today is one line too, marked as the day headings mark it. */}
              {entry.empty.from === agenda.today && (
                <>
                  {" "}
                  <span className={styles.badge}>Today</span>
                </>
              )}
              : {mine ? "no meetings of yours." : "no meetings."}
            </li>
          ) : (
            <li key={entry.day.date} className={styles.panel}>
              <h2 className={local.dayTitle}>
                {formatWeekday(entry.day.date)}
                {nearDayWord(entry.day.date, agenda.today) && (
                  <span className={styles.badge}>{nearDayWord(entry.day.date, agenda.today)}</span>
                )}
              </h2>
              {entry.day.timeOff.map((period) => (
                <p key={period.id} className={local.timeOff}>
                  Time off · {periodOnDay(period, entry.day.date, zone)}
                  {period.reason && <> · {period.reason}</>}
                </p>
              ))}
              {entry.day.bookings.length === 0 ? (
                <p className={styles.muted}>{mine ? "No meetings of yours." : "No meetings."}</p>
              ) : (
                <ul className={local.meetings}>
                  {entry.day.bookings.map((booking) => (
                    <Meeting
                      key={booking.id}
                      booking={booking}
                      timeOff={entry.day.timeOff}
                      owners={agenda.owners}
                      now={now}
                      zone={zone}
                    />
                  ))}
                </ul>
              )}
            </li>
          ),
        )}
      </ol>
    </>
  );
}
