import { useEffect, useId, useRef } from "react";
import { formatLongDate, type ZonedSlot } from "#shared/scheduling/slot-days.ts";
import { NextFreeTimes } from "./NextFreeTimes";
import styles from "./Scheduler.module.css";
import { SlotTime } from "./SlotTime";

export interface SlotPickerProps {
  date: string | null;
  slots: readonly ZonedSlot[];
  /** The earliest free times, offered before a day is chosen. */
  upcoming: readonly ZonedSlot[];
  timeZone: string;
  teamTimeZone: string;
  slotMinutes: number;
  onPick(slot: ZonedSlot): void;
  headingLevel: 2 | 3 | 4;
  locale?: string;
}

/** The free times of the chosen day, on the visitor's clock (with the team's clock when it differs). */
export function SlotPicker({
  date,
  slots,
  upcoming,
  timeZone,
  teamTimeZone,
  slotMinutes,
  onPick,
  headingLevel,
  locale,
}: SlotPickerProps) {
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const shownDate = useRef(date);
  const Heading = `h${headingLevel}` as const;

  // On narrow screens the times sit below the calendar: bring them into view when a day is picked.
  useEffect(() => {
    if (date === shownDate.current) return;
    shownDate.current = date;
    const panel = panelRef.current;
    if (!panel || panel.getBoundingClientRect().top < window.innerHeight - 120) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    panel.scrollIntoView({ block: "start", behavior: reduce ? "auto" : "smooth" });
  }, [date]);

  if (!date) {
    return (
      <NextFreeTimes
        slots={upcoming}
        timeZone={timeZone}
        teamTimeZone={teamTimeZone}
        headingLevel={headingLevel}
        onPick={onPick}
        locale={locale}
      />
    );
  }

  return (
    <section ref={panelRef} className={styles.slotPanel} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.stepHeading} tabIndex={-1}>
        {formatLongDate(date, locale)}
      </Heading>
      {slots.length === 0 ? (
        <p className={styles.muted}>No free times on this day in your time zone. Please pick another day.</p>
      ) : (
        <>
          <p className={styles.muted} aria-live="polite">
            {slots.length} free {slots.length === 1 ? "time" : "times"}, {slotMinutes} minutes each.
          </p>
          <ul className={styles.slotList}>
            {slots.map((slot) => (
              <li key={slot.start}>
                <button type="button" className={styles.slot} data-start={slot.start} onClick={() => onPick(slot)}>
                  <SlotTime slot={slot} timeZone={timeZone} teamTimeZone={teamTimeZone} locale={locale} />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
