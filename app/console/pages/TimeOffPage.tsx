import { Form, Link } from "react-router";
import {
  type AddTimeOffResult,
  TIME_OFF_REASON_MAX,
  type TimeOffField,
  type TimeOffInput,
  type TimeOffPeriod,
} from "#shared/console/bookings.ts";
import type { FormProblem } from "#shared/console/form-result.ts";
import { readTypedDay } from "#shared/console/typed-day.ts";
import { CsrfField } from "../CsrfField";
import { DataTable } from "../components/DataTable";
import { DayField } from "../components/DayField";
import { Field } from "../components/Field";
import { ResultNotice } from "../components/ResultNotice";
import styles from "../console.module.css";
import { formatDateTime, formatTime, formatTimeZone, useTeamTimeZone } from "../format";
import local from "./bookings.module.css";

export type TimeOffActionResult = AddTimeOffResult | { ok: true; removed: true } | FormProblem;

/** A time of day as plain text ("09:30", the server reads the 24-hour clock), not the browser's 12-hour box. */
/** The times a period may start or end at, every 30 minutes, as the form sends them ("09:30", 24-hour). */
const CLOCK_TIMES = Array.from({ length: 48 }, (_, index) => {
  const minutes = index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${minutes % 60 === 0 ? "00" : "30"}`;
});

/** What the add form sends back with a refusal, so nothing typed is lost. */
export type TimeOffActionData = TimeOffActionResult & { values?: TimeOffInput };

/** Confirmed bookings inside a period: kept, and named so someone can decide about each. */
/** A time of day typed as 24-hour HH:MM. */
/** A time of day in 30-minute steps, written as the console writes every time ("9:30 am"); empty is the day's edge. */
function ClockField({
  name,
  label,
  emptyLabel,
  value,
  error,
}: {
  name: "startTime" | "endTime";
  label: string;
  emptyLabel: string;
  value: string | undefined;
  error: string | undefined;
}) {
  return (
    <Field id={name} label={label} error={error}>
      {(control) => (
        <select {...control} className={styles.input} name={name} defaultValue={value ?? ""}>
          <option value="">{emptyLabel}</option>
          {CLOCK_TIMES.map((time) => (
            <option key={time} value={time}>
              {formatTime(`2000-01-01T${time}:00Z`, "UTC")}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function Conflicts({ period }: { period: TimeOffPeriod }) {
  const zone = useTeamTimeZone();
  if (period.conflicts.length === 0) return <span className={styles.muted}>None</span>;
  return (
    <ul>
      {period.conflicts.map((booking) => (
        <li key={booking.id}>
          <Link to={`/console/leads/${booking.id}`}>{booking.name}</Link>, {formatDateTime(booking.start, zone)}{" "}
          <Link to={`/console/bookings/${booking.id}/cancel`} aria-label={`Cancel the meeting with ${booking.name}…`}>
            Cancel…
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Outcome({ result }: { result: TimeOffActionResult }) {
  const zone = useTeamTimeZone();
  if (!result.ok) return <ResultNotice ok={false}>{result.message}</ResultNotice>;
  if ("removed" in result) {
    return <ResultNotice ok>The period was removed. The scheduler offers its times again.</ResultNotice>;
  }
  const { period } = result;
  return (
    <ResultNotice ok>
      <p className={styles.flush}>
        Time off added: {formatDateTime(period.start, zone)} to {formatDateTime(period.end, zone)}. The scheduler no
        longer offers these times.
      </p>
      {period.conflicts.length > 0 && (
        <div className={local.warning}>
          <p>
            Warning:{" "}
            {period.conflicts.length === 1
              ? "1 booked meeting falls"
              : `${period.conflicts.length} booked meetings fall`}{" "}
            inside this period. They were kept; cancel them if the team cannot attend.
          </p>
          <Conflicts period={period} />
        </div>
      )}
    </ResultNotice>
  );
}

/** A day sent back with a refusal, as the day field shows one: the day read from it, else the text as typed. */
function typedDay(sent: string | undefined): string | undefined {
  return sent ? (readTypedDay(sent) ?? sent) : undefined;
}

export function TimeOffPage({ periods, result }: { periods: TimeOffPeriod[]; result: TimeOffActionData | undefined }) {
  const zone = useTeamTimeZone();
  const values = result?.values;
  // A new form after each addition, so its fields start empty again.
  const formKey = result?.ok && "period" in result ? result.period.id : "add";
  const errors: Partial<Record<TimeOffField, string>> =
    result && !result.ok && result.field ? { [result.field]: result.message } : {};
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <p className={styles.breadcrumb}>
            <Link to="/console/bookings">Bookings</Link>
            <span aria-hidden="true"> / </span>
            <span className="visually-hidden">: </span>Time off and blocked periods
          </p>
          <h1 className={styles.title}>Time off and blocked periods</h1>
          <p className={styles.lede}>Visitors cannot book inside these periods; meetings already booked are kept.</p>
        </div>
      </div>
      {result && <Outcome result={result} />}
      {/*
        The periods over the form, both as wide as the form's four boxes in a row on a wide screen: no card wider than
        what it holds.
      */}
      <section className={`${styles.panel} ${local.timeOffPanel}`} aria-labelledby="periods-title">
        <div className={styles.panelHeader}>
          <h2 id="periods-title" className={styles.panelTitle}>
            Current and upcoming
          </h2>
        </div>
        {/* Nothing planned: one muted line under the panel's one heading, not a second heading. */}
        {periods.length === 0 && (
          <p className={`${styles.muted} ${styles.flush}`}>
            No time off planned. Periods you add below are taken off the public scheduler straight away.
          </p>
        )}
        {periods.length === 0 ? null : (
          <DataTable label="Time off" cardsOnPhones inPanel>
            <thead>
              <tr>
                <th scope="col">From</th>
                <th scope="col">Until</th>
                <th scope="col">Reason</th>
                <th scope="col">Booked meetings inside</th>
                <th scope="col">Added by</th>
                <th scope="col">Remove</th>
              </tr>
            </thead>
            <tbody>
              {periods.map((period) => (
                <tr key={period.id}>
                  <td data-label="From">{formatDateTime(period.start, zone)}</td>
                  <td data-label="Until">{formatDateTime(period.end, zone)}</td>
                  <td data-label="Reason">{period.reason || "—"}</td>
                  <td data-label="Meetings inside">
                    <Conflicts period={period} />
                  </td>
                  <td data-label="Added by">{period.createdBy}</td>
                  <td>
                    <Form method="post">
                      <CsrfField />
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="id" value={period.id} />
                      <button
                        type="submit"
                        className={styles.dangerButton}
                        aria-label={`Remove the period from ${formatDateTime(period.start, zone)}`}
                      >
                        Remove
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </section>
      <section className={`${styles.panel} ${local.timeOffPanel}`} aria-labelledby="add-title">
        <h2 id="add-title" className={styles.panelTitle}>
          Add time off
        </h2>
        <p className={styles.muted}>
          In {formatTimeZone(zone)}. Keep “Start of the day” and “End of the day” for whole days, and leave the last day
          empty for a single day.
        </p>
        <Form method="post" noValidate key={formKey} className={local.periodForm}>
          <CsrfField />
          <input type="hidden" name="intent" value="add" />
          <DayField
            id="startDate"
            name="startDate"
            label="First day"
            value={typedDay(values?.startDate)}
            error={errors.startDate}
            required
          />
          <ClockField
            name="startTime"
            label="Start time"
            emptyLabel="Start of the day"
            value={values?.startTime}
            error={errors.startTime}
          />
          <DayField
            id="endDate"
            name="endDate"
            label="Last day (optional)"
            value={typedDay(values?.endDate)}
            error={errors.endDate}
          />
          <ClockField
            name="endTime"
            label="End time"
            emptyLabel="End of the day"
            value={values?.endTime}
            error={errors.endTime}
          />
          <div className={local.wide}>
            <Field
              id="reason"
              label="Reason (optional)"
              hint={`Shown to the team only. Up to ${TIME_OFF_REASON_MAX} characters.`}
              error={errors.reason}
            >
              {(control) => (
                <input
                  {...control}
                  className={styles.input}
                  type="text"
                  name="reason"
                  defaultValue={values?.reason}
                  maxLength={TIME_OFF_REASON_MAX}
                />
              )}
            </Field>
          </div>
          <div className={local.wide}>
            <button type="submit" className={styles.primaryButton}>
              Add time off
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}
