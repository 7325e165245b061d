import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { dateFormat, formatLongDate } from "#shared/scheduling/slot-days.ts";
import { ControlIcon } from "~/components/motion/icons";
import { IconButton } from "~/components/ui";
import { addMonths, monthGrid, monthOf, moveByKey } from "./calendar-grid";
import styles from "./Scheduler.module.css";

export interface CalendarProps {
  /** Free slots per visitor calendar day (`YYYY-MM-DD` → count). */
  available: ReadonlyMap<string, number>;
  selected: string | null;
  /** Today in the visitor's zone, and the last day that can have slots. */
  min: string;
  max: string;
  /** Day focused (and month shown) first. */
  initial: string;
  onSelect(date: string): void;
  locale?: string;
}

/**
 * The looks a visitor acts on, told apart by fill, outline and dot, not colour alone. Days without
 * times (past or not) are plain, faint numbers and need no key. The legend's swatches carry no
 * number: a sample number beside the month reads as a date.
 */
const LEGEND = [
  { state: "open", label: "Free times" },
  { state: "selected", label: "Your pick" },
  { state: "today", label: "Today" },
] as const;

// 1 January 2024 was a Monday.
const MONDAY = Date.UTC(2024, 0, 1);
const DAY = 86_400_000;

function weekdayNames(locale: string | undefined) {
  const long = dateFormat(locale, { weekday: "long", timeZone: "UTC" });
  const short = dateFormat(locale, { weekday: "short", timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, index) => ({
    long: long.format(MONDAY + index * DAY),
    short: short.format(MONDAY + index * DAY),
  }));
}

function monthLabel(month: string, locale: string | undefined): string {
  const [year, monthNumber] = month.split("-").map(Number);
  return dateFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1),
  );
}

function clamp(date: string, min: string, max: string): string {
  return date < min ? min : date > max ? max : date;
}

/**
 * A month grid date picker (WAI-ARIA grid pattern): arrow keys move by day and
 * week, Home/End to the week's start and end, PageUp/PageDown by month
 * (with Shift by year). Days without free slots are announced and disabled.
 */
export function Calendar({ available, selected, min, max, initial, onSelect, locale }: CalendarProps) {
  const [focusDate, setFocusDate] = useState(() => clamp(initial, min, max));
  const moveFocusRef = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const labelId = useId();
  const month = monthOf(focusDate);
  const weeks = useMemo(() => monthGrid(month), [month]);
  const weekdays = useMemo(() => weekdayNames(locale), [locale]);

  // Keep the focus target inside the allowed range if it changes (e.g. after a time-zone switch).
  useEffect(() => setFocusDate((current) => clamp(current, min, max)), [min, max]);

  useEffect(() => {
    if (!moveFocusRef.current) return;
    moveFocusRef.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focusDate}"]`)?.focus();
  }, [focusDate]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const next = moveByKey(date, event.key, { shiftKey: event.shiftKey, min, max });
    if (next === null) return;
    event.preventDefault();
    moveFocusRef.current = true;
    setFocusDate(next);
  }

  const canGoBack = monthOf(min) < month;
  const canGoForward = monthOf(max) > month;

  return (
    <div className={styles.calendar}>
      <div className={styles.calendarHeader}>
        <IconButton
          label="Previous month"
          onClick={() => setFocusDate(clamp(addMonths(focusDate, -1), min, max))}
          disabled={!canGoBack}
        >
          <ControlIcon name="prev" />
        </IconButton>
        <p className={styles.monthLabel} id={labelId} aria-live="polite">
          {monthLabel(month, locale)}
        </p>
        <IconButton
          label="Next month"
          onClick={() => setFocusDate(clamp(addMonths(focusDate, 1), min, max))}
          disabled={!canGoForward}
        >
          <ControlIcon name="next" />
        </IconButton>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table with role="grid" is the WAI-ARIA date picker pattern. */}
      <table ref={gridRef} role="grid" aria-labelledby={labelId} className={styles.grid}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? "empty"}>
              {week.map((date, index) => {
                if (!date) return <td key={`blank-${index}`} />;
                const count = date >= min && date <= max ? (available.get(date) ?? 0) : 0;
                const isSelected = date === selected;
                const state = date < min ? "past" : count > 0 ? "open" : "closed";
                const label = `${formatLongDate(date, locale)}, ${
                  count === 0 ? "no times available" : `${count} ${count === 1 ? "time" : "times"} available`
                }`;
                return (
                  <td key={date}>
                    <button
                      type="button"
                      data-date={date}
                      className={styles.day}
                      data-day={state}
                      tabIndex={date === focusDate ? 0 : -1}
                      aria-label={label}
                      aria-disabled={count === 0 ? true : undefined}
                      aria-pressed={isSelected}
                      aria-current={date === min ? "date" : undefined}
                      onFocus={() => setFocusDate(date)}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      onClick={() => {
                        if (count > 0) onSelect(date);
                      }}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.legend} aria-label="What the days show">
        {LEGEND.map((entry) => (
          <li key={entry.state}>
            <span className={styles.swatch} data-day={entry.state} aria-hidden="true" />
            {entry.label}
          </li>
        ))}
      </ul>
      <p className={styles.calendarHint}>
        Use the arrow keys to move between days, Page Up and Page Down to change month.
      </p>
    </div>
  );
}
