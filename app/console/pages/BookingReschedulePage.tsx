import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import type { AgendaBooking } from "#shared/console/bookings.ts";
import { isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import { Cluster } from "~/components/ui";
import { CsrfField } from "../CsrfField";
import { Field } from "../components/Field";
import styles from "../console.module.css";
import { formatDay, formatTime, formatTimeZone, formatWeekday, useTeamTimeZone } from "../format";
import local from "./bookings.module.css";
import { agendaHrefFor, MeetingChangePage, TeamChangeFields, type TeamChangeTyped } from "./MeetingSummary";
import { pickerWeeks } from "./picker-days";

type Slot = { start: string; end: string };

/** Free slots grouped by the team's day, for one select with a group per day. */
function slotsByDay(slots: Slot[], zone: string): [string, Slot[]][] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = isoDateInZone(Date.parse(slot.start), zone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days];
}

/** The new time without the page's code (and until it runs): one select, a group of times per day. */
function TimeSelect({
  slots,
  zone,
  visitorZone,
  current,
  typedStart,
  selectRef,
}: {
  slots: Slot[];
  zone: string;
  visitorZone: string;
  current: string;
  typedStart: string | undefined;
  selectRef: React.RefObject<HTMLSelectElement | null>;
}) {
  return (
    <Field
      id="new-start"
      label={`New time, ${formatTimeZone(zone)}`}
      hint="Free times, as the public scheduler offers them."
    >
      {(control) => (
        <select
          {...control}
          ref={selectRef}
          className={styles.input}
          name="start"
          required
          defaultValue={typedStart ?? ""}
        >
          <option value="" disabled>
            Choose a time
          </option>
          {slotsByDay(slots, zone).map(([day, daySlots]) => (
            <optgroup key={day} label={formatDay(day)}>
              {daySlots.map((slot) => (
                <option key={slot.start} value={slot.start} disabled={slot.start === current}>
                  {formatDay(day)}, {formatTime(slot.start, zone)}–{formatTime(slot.end, zone)} (visitor:{" "}
                  {formatTime(slot.start, visitorZone)}){slot.start === current && " — the current time"}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * The new time as the public scheduler offers it: the days with free times as buttons, then the chosen day's times
 * as a grid of choices (radio buttons named `start`), the meeting's current time among them, marked and not to be
 * chosen. Until the page's code runs it is the select above, and what was chosen there is kept (`picked` is null
 * until then).
 */
function NewTimePicker({
  slots,
  zone,
  visitorZone,
  current,
  typedStart,
  picked,
  onPick,
}: {
  slots: Slot[];
  zone: string;
  visitorZone: string;
  current: string;
  typedStart: string | undefined;
  picked: string | null;
  onPick: (start: string) => void;
}) {
  const days = slotsByDay(slots, zone);
  const selectRef = useRef<HTMLSelectElement>(null);
  const [day, setDay] = useState(days[0]?.[0] ?? "");
  useEffect(() => {
    const typed = selectRef.current?.value ?? "";
    onPick(typed);
    if (typed) setDay(isoDateInZone(Date.parse(typed), zone));
  }, [zone, onPick]);
  if (picked === null) {
    return (
      <TimeSelect
        slots={slots}
        zone={zone}
        visitorZone={visitorZone}
        current={current}
        typedStart={typedStart}
        selectRef={selectRef}
      />
    );
  }
  const daySlots = days.find(([each]) => each === day)?.[1] ?? [];
  const free = new Map(days);
  const weeks = pickerWeeks(days.map(([each]) => each));
  const otherZone = visitorZone !== zone;
  return (
    <fieldset className={`${local.picker} ${local.pickerBeside}`}>
      {/* The two columns' titles share one line: the group's name is read, its words shown over the days. */}
      <legend className="visually-hidden">Free times, {formatTimeZone(zone)}</legend>
      {otherZone && <p className={`${styles.hint} ${local.pickerHint}`}>The visitor's clock is under each time.</p>}
      <p className={local.daysTitle} aria-hidden="true">
        Free times, {formatTimeZone(zone)}
      </p>
      {/* Working weeks in rows (up to five days a row), a working day without free times shown closed. */}
      <div
        className={local.dayChips}
        role="group"
        aria-label="Day"
        data-weeks={weeks.columns <= 5 ? "" : undefined}
        style={{ "--week-days": weeks.columns, "--first-day": weeks.firstColumn } as React.CSSProperties}
      >
        {weeks.days.map(({ date, open }) => (
          <button
            key={date}
            type="button"
            data-day={date}
            className={local.dayChip}
            aria-pressed={open ? date === day : undefined}
            disabled={!open}
            onClick={() => setDay(date)}
          >
            {formatWeekday(date)}
            <span className={local.dayChipCount}>
              {/* The meeting's current time is shown among the day's times but is not free to move to. */}
              {open
                ? `${(free.get(date) ?? []).filter((slot) => slot.start !== current).length} free`
                : "No free times"}
            </span>
          </button>
        ))}
      </div>
      <p className={local.slotsTitle} id="reschedule-times-title">
        Times on {formatWeekday(day)}
      </p>
      <div className={local.slotGrid} role="radiogroup" aria-labelledby="reschedule-times-title">
        {daySlots.map((slot) => (
          <label key={slot.start} className={local.slotChip}>
            <input
              type="radio"
              name="start"
              value={slot.start}
              required={picked === ""}
              disabled={slot.start === current}
              checked={picked === slot.start}
              onChange={() => onPick(slot.start)}
            />
            <span>{formatTime(slot.start, zone)}</span>
            {otherZone && <span className={local.slotVisitor}>{formatTime(slot.start, visitorZone)} visitor</span>}
            {/* A corner badge, so the current time's cell is as tall as every other. */}
            {slot.start === current && <span className={local.slotCurrent}>Current</span>}
          </label>
        ))}
      </div>
      {/* A time chosen on another day than the one shown is still the one sent. */}
      {picked !== "" && !daySlots.some((slot) => slot.start === picked) && (
        <input type="hidden" name="start" value={picked} />
      )}
    </fieldset>
  );
}

/** The new time, the message and the note, and what the button will do once a time is chosen. */
function RescheduleForm({
  booking,
  slots,
  typed,
  agendaHref,
}: {
  booking: AgendaBooking;
  slots: Slot[];
  typed: (TeamChangeTyped & { start: string }) | undefined;
  agendaHref: string;
}) {
  const zone = useTeamTimeZone();
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = slots.find((slot) => slot.start === picked);
  return (
    <Form method="post" className={local.changeForm}>
      <CsrfField />
      <NewTimePicker
        slots={slots}
        zone={zone}
        visitorZone={booking.timeZone}
        current={booking.start}
        typedStart={typed?.start}
        picked={picked}
        onPick={setPicked}
      />
      <TeamChangeFields booking={booking} typed={typed} />
      {picked !== null && (
        <p className={local.chosen} id="reschedule-chosen" aria-live="polite">
          {chosen ? (
            <>
              Moves to{" "}
              <strong>
                {formatWeekday(isoDateInZone(Date.parse(chosen.start), zone))}, {formatTime(chosen.start, zone)}–
                {formatTime(chosen.end, zone)}
              </strong>
              .
            </>
          ) : (
            "Choose a new time above."
          )}
        </p>
      )}
      <Cluster className={styles.confirmActions}>
        {/* Once the picker runs, nothing to send until a time is chosen; the line above says so. */}
        <button
          type="submit"
          className={styles.primaryButton}
          disabled={picked === ""}
          aria-describedby={picked === null ? undefined : "reschedule-chosen"}
        >
          Reschedule and notify
        </button>
        <Link className={styles.quietButton} to={agendaHref}>
          Keep the current time
        </Link>
      </Cluster>
    </Form>
  );
}

export function BookingReschedulePage({
  booking,
  slots,
  now,
  error,
  typed,
}: {
  booking: AgendaBooking;
  slots: Slot[];
  now: number;
  error: string | undefined;
  typed: (TeamChangeTyped & { start: string }) | undefined;
}) {
  const zone = useTeamTimeZone();
  const agendaHref = agendaHrefFor(booking, zone);
  const movable = booking.status === "confirmed" && Date.parse(booking.start) > now;
  return (
    <MeetingChangePage
      booking={booking}
      now={now}
      title="Reschedule this meeting"
      lede="The visitor gets the new time with your message and an updated invitation."
      error={error}
    >
      <section className={styles.panel} aria-labelledby="move-title">
        <h2 id="move-title" className={styles.panelTitle}>
          {movable ? "Choose the new time" : "Nothing to reschedule"}
        </h2>
        {!movable ? (
          <p>
            This meeting is {booking.status === "cancelled" ? "cancelled" : "already under way or over"}.{" "}
            <Link to={agendaHref}>Back to bookings</Link>
          </p>
        ) : slots.length === 0 ? (
          <p>
            No free times in the booking window. Remove some time off or <Link to={agendaHref}>go back</Link>.
          </p>
        ) : (
          <RescheduleForm booking={booking} slots={slots} typed={typed} agendaHref={agendaHref} />
        )}
      </section>
    </MeetingChangePage>
  );
}
