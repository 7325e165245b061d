import { type ReactNode, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { readTypedDay, TYPED_DAY_ATTRIBUTE, TYPED_DAY_EXAMPLE, writeTypedDay } from "#shared/console/typed-day.ts";
import { LINE_ICONS } from "#shared/icons/line-icons.ts";
// Through the kit's index, so the icon stays in the public pages' ui chunk instead of a chunk of its own.
import { LineIcon } from "~/components/ui";
import styles from "../console.module.css";
import local from "./DayField.module.css";
import { Field, type FieldControlProps } from "./Field";

/**
 * The console's one day field: a text box showing "26 Nov 2026" (day, month, year), which the server
 * reads as typed (shared/console/typed-day.ts), so it works before and without the page's code, and
 * a box filled before the code arrives keeps its text (the box is never reset). Once the code runs, a
 * calendar button beside it opens the browser's own date picker, and a readable day is rewritten as
 * "26 Nov 2026" when the box is left.
 */
export function DayField({
  id,
  name,
  label,
  value,
  error,
  hint,
  flag,
  required,
  placeholder,
}: {
  id: string;
  name: string;
  label: string;
  /** The day shown, `YYYY-MM-DD` (or what was typed, when it could not be read). */
  value: string | undefined;
  error?: string | undefined;
  hint?: string;
  /** What an empty box says, where the format would not ("Any date" for a filter left open). */
  placeholder?: string | undefined;
  /** A pill beside the label, such as "Due yesterday". */
  flag?: ReactNode;
  required?: boolean;
}) {
  // A filter's unreadable day comes back as an error only: show what was typed (it is in the address).
  const [params] = useSearchParams();
  const shown = error && !value ? (params.get(name) ?? undefined) : value;
  return (
    <Field id={id} label={label} hint={hint} error={error} flag={flag}>
      {(control) => (
        <DayBox control={control} name={name} label={label} day={shown} required={required} placeholder={placeholder} />
      )}
    </Field>
  );
}

/**
 * The day box alone, for a form that draws its own label (the content studio's generated form):
 * `onDay` hears each change, typed or picked, with the day (`YYYY-MM-DD`) or, unreadable, the text.
 */
export function DayBox({
  control,
  name,
  label,
  day,
  required,
  disabled,
  placeholder = `e.g. ${TYPED_DAY_EXAMPLE}`,
  onDay,
}: {
  control: FieldControlProps;
  name: string;
  label: string;
  /** The day shown, `YYYY-MM-DD` (or what was typed, when it could not be read). */
  day: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  placeholder?: string | undefined;
  onDay?: (day: string) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  const { id } = control;
  const tell = (text: string) => onDay?.(readTypedDay(text) ?? text);
  return (
    <span className={local.day}>
      <input
        {...control}
        ref={box}
        aria-describedby={[`${id}-format`, control["aria-describedby"]].filter(Boolean).join(" ")}
        className={`${styles.input} ${local.box}`}
        name={name}
        defaultValue={day ? writeTypedDay(day) : ""}
        // An example, plainly one ("e.g."), unless told otherwise: a format mask ("Day Month Year") reads as a value.
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        required={required}
        disabled={disabled}
        {...{ [TYPED_DAY_ATTRIBUTE]: "" }}
        onChange={(event) => tell(event.currentTarget.value)}
        onBlur={(event) => {
          const read = readTypedDay(event.currentTarget.value);
          if (read) event.currentTarget.value = writeTypedDay(read);
        }}
      />
      <span id={`${id}-format`} className="visually-hidden">
        Day, month and year, like {TYPED_DAY_EXAMPLE}.
      </span>
      <CalendarButton box={box} id={id} label={label} onPick={tell} />
    </span>
  );
}

/** Opens the browser's date picker for the box; shown only once the page's code runs (it needs it). */
function CalendarButton({
  box,
  id,
  label,
  onPick,
}: {
  box: React.RefObject<HTMLInputElement | null>;
  id: string;
  label: string;
  onPick: (text: string) => void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(typeof HTMLInputElement.prototype.showPicker === "function"), []);
  if (!ready) return null;
  return (
    <span className={local.pickerSlot}>
      <button
        type="button"
        className={local.calendar}
        // Named apart from the field (a label search finds the box alone), described by what it fills.
        aria-label="Pick a day"
        aria-describedby={`${id}-picks`}
        onClick={() => {
          const input = picker.current;
          if (!input || !box.current) return;
          input.value = readTypedDay(box.current.value) ?? "";
          try {
            input.showPicker();
          } catch {
            box.current.focus();
          }
        }}
      >
        <LineIcon path={LINE_ICONS.calendar} size={18} />
      </button>
      <span id={`${id}-picks`} className="visually-hidden">
        {label}, on a calendar
      </span>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        className={local.picker}
        onChange={(event) => {
          const day = event.currentTarget.value;
          if (!day || !box.current) return;
          box.current.value = writeTypedDay(day);
          box.current.dispatchEvent(new Event("input", { bubbles: true }));
          onPick(box.current.value);
          box.current.focus();
        }}
      />
    </span>
  );
}
