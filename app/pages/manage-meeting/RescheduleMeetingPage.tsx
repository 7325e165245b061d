import { Form, Link, useNavigation } from "react-router";
import type { ManagedBooking, ManageOutcome } from "#shared/scheduling/manage-booking.ts";
import { formatLongDate, formatTime } from "#shared/scheduling/slot-days.ts";
import { Button, ButtonLink, TextLink } from "~/components/ui";
import styles from "./ManageMeeting.module.css";
import { BookingSummary, LinkProblem, LOCALE, ManageMeetingLayout, Message } from "./ManageMeetingLayout";
import type { ManagePageData, RescheduleChoices } from "./manage-meeting.server";

function shortDate(date: string): string {
  return new Intl.DateTimeFormat(LOCALE, { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" }).format(
    Date.parse(`${date}T12:00:00Z`),
  );
}

/** Days with free times as links (a GET only changes which day is shown), the chosen one marked. */
function DayLinks({ choices }: { choices: RescheduleChoices }) {
  return (
    <nav aria-label="Days with free times">
      <ul className={styles.days}>
        {choices.days.map((day) => (
          <li key={day.date}>
            <Link
              to={`?date=${day.date}`}
              preventScrollReset
              replace
              className={styles.day}
              aria-current={day.date === choices.date ? "date" : undefined}
            >
              <span>{shortDate(day.date)}</span>
              <span className={styles.dayCount}>
                {day.count} {day.count === 1 ? "time" : "times"} free
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The chosen day's free times as radio buttons, on the visitor's clock with the team's alongside. */
function TimeChoices({ booking, choices }: { booking: ManagedBooking; choices: RescheduleChoices }) {
  if (!choices.date) return null;
  return (
    <fieldset className={styles.times}>
      <legend>Free times on {formatLongDate(choices.date, LOCALE)}</legend>
      <div className={styles.timeList}>
        {choices.times.map((time, index) => {
          const start = Date.parse(time.start);
          return (
            <label key={time.start} className={styles.time}>
              <input type="radio" name="start" value={time.start} required defaultChecked={index === 0} />
              <span>
                {formatTime(start, booking.timeZone, LOCALE)}
                {booking.timeZone !== booking.teamTimeZone ? (
                  <span className={styles.teamTime}>{formatTime(start, booking.teamTimeZone, LOCALE)} team time</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Move a booked meeting: pick a day, then a time, then confirm. */
export function RescheduleMeetingPage({
  page,
  choices,
  result,
}: {
  page: ManagePageData;
  choices: RescheduleChoices;
  result: ManageOutcome | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  if (result?.ok) {
    return (
      <ManageMeetingLayout title="Your meeting has moved">
        <Message tone="success">
          The team has been told. We have e-mailed you an updated invitation with new links to change or cancel it.
        </Message>
        <BookingSummary booking={result.booking} label="New time" />
        <div className={styles.actions}>
          <ButtonLink href="/" variant="secondary">
            Back to the home page
          </ButtonLink>
        </div>
      </ManageMeetingLayout>
    );
  }
  if (!page.ok) return <LinkProblem message={page.message} />;
  return (
    <ManageMeetingLayout title="Move your meeting">
      <BookingSummary booking={page.booking} label="Booked for now" />
      {result ? <Message tone="error">{result.message}</Message> : null}
      {choices.days.length === 0 ? (
        <p>
          There are no other free times in the coming weeks.{" "}
          <TextLink href="/bookmeeting#request">Send us a meeting request</TextLink> and we will find a time with you.
        </p>
      ) : (
        <>
          <h2 className={styles.subheading}>Pick a new time</h2>
          <DayLinks choices={choices} />
          <Form method="post" className={styles.summary} key={choices.date}>
            <TimeChoices booking={page.booking} choices={choices} />
            <div className={styles.actions}>
              <Button type="submit" disabled={busy}>
                {busy ? "Moving…" : "Move my meeting"}
              </Button>
              <TextLink href={`/meeting/cancel/${page.token}`}>Cancel the meeting instead</TextLink>
            </div>
          </Form>
        </>
      )}
    </ManageMeetingLayout>
  );
}
