import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { LIMITS } from "#shared/scheduling/booking-fields.ts";
import type { BookingConfirmation } from "#shared/scheduling/booking-schema.ts";
import { formatSlotRange, type ZonedSlot } from "#shared/scheduling/slot-days.ts";
import { Button } from "~/components/ui";
import { TextAreaField, TextField } from "~/forms/fields";
import { echoValues } from "~/forms/form-data";
import { useProofOfWork } from "~/forms/use-proof-of-work";
import styles from "./Scheduler.module.css";
import { createBooking } from "./scheduler-api";

/** The validators, fetched once a time is picked (and again, if that failed, when the button is pressed). */
const loadBookingCheck = () => import("./booking-request");

const BOOKING_FAILED =
  "We could not complete the booking just now. Please check your connection and try again in a minute.";

export interface BookingFormValues {
  name: string;
  email: string;
  company: string;
  guests: string;
  notes: string;
}

const VISIBLE_FIELDS = ["name", "email", "company", "guests", "notes"] as const;
type VisibleField = (typeof VISIBLE_FIELDS)[number];

function isVisibleField(field: string): field is VisibleField {
  return (VISIBLE_FIELDS as readonly string[]).includes(field);
}

/** What the form's boxes hold now: the page's own inputs are the only record of what was typed. */
function valuesIn(form: HTMLFormElement): BookingFormValues {
  const values = echoValues(new FormData(form), VISIBLE_FIELDS);
  return {
    name: values.name ?? "",
    email: values.email ?? "",
    company: values.company ?? "",
    guests: values.guests ?? "",
    notes: values.notes ?? "",
  };
}

export interface BookingFormProps {
  slot: ZonedSlot;
  timeZone: string;
  teamTimeZone: string;
  /** What the boxes start with (a link's prefill, or what was typed before the visitor changed the time). */
  values: BookingFormValues;
  /** Called with the boxes' values as they change, so they survive a change of time. */
  onValuesChange(values: BookingFormValues): void;
  /** a1…a10 and utm_* fields from the page's link, sent along unchanged. */
  extras: Record<string, string>;
  headingLevel: 2 | 3 | 4;
  onBooked(booking: BookingConfirmation): void;
  onSlotUnavailable(message: string): void;
  onChangeTime(): void;
}

/**
 * The visitor's details for the chosen time; validated with the server's schema before sending.
 * The inputs are uncontrolled and read when the button is pressed: whatever put a value there
 * (typing, pasting, a browser's or an extension's autofill, before or after this code ran) is
 * what gets sent, and no render ever writes an older value back.
 */
export function BookingForm({
  slot,
  timeZone,
  teamTimeZone,
  values,
  onValuesChange,
  extras,
  headingLevel,
  onBooked,
  onSlotUnavailable,
  onChangeTime,
}: BookingFormProps) {
  const idPrefix = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<VisibleField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const fieldId = (field: VisibleField) => `${idPrefix}-${field}`;

  const { start: startProofOfWork, take: takeProofOfWork } = useProofOfWork();

  useEffect(() => headingRef.current?.focus(), []);
  // The visitor has picked a time: fetch the validators and solve the invisible proof of work while they type.
  useEffect(() => {
    loadBookingCheck().catch(() => undefined);
    startProofOfWork();
  }, [startProofOfWork]);

  function showFieldError(field: string, message: string) {
    if (isVisibleField(field)) {
      setErrors({ [field]: message });
      document.getElementById(fieldId(field))?.focus();
    } else {
      setFormError(message);
    }
  }

  /** Keeps the values for a change of time, and clears a field's error as soon as it is edited. */
  function onInput(event: FormEvent<HTMLFormElement>) {
    onValuesChange(valuesIn(event.currentTarget));
    const field = (event.target as HTMLInputElement).name;
    if (isVisibleField(field) && errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  function changeTime() {
    if (formRef.current) onValuesChange(valuesIn(formRef.current));
    onChangeTime();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    setFormError(null);
    setSubmitting(true);
    let checkBooking: Awaited<ReturnType<typeof loadBookingCheck>>["checkBooking"];
    try {
      ({ checkBooking } = await loadBookingCheck());
    } catch {
      setSubmitting(false);
      setFormError(BOOKING_FAILED);
      return;
    }
    // Read after the code arrived: what the boxes hold at that moment is what is sent.
    const values = valuesIn(form);
    onValuesChange(values);
    const checked = checkBooking(values, { start: slot.start, timeZone, extras });
    if (!checked.ok) {
      setSubmitting(false);
      showFieldError(checked.field, checked.message);
      return;
    }
    const { request } = checked;
    setErrors({});
    const outcome = await createBooking({ ...request, altcha: await takeProofOfWork() });
    setSubmitting(false);
    switch (outcome.kind) {
      case "booked":
        onBooked(outcome.booking);
        return;
      case "slot-unavailable":
        onSlotUnavailable(outcome.message);
        return;
      case "invalid":
        showFieldError(outcome.field, outcome.message);
        return;
      case "rate-limited":
        setFormError(
          `Too many booking attempts from your network. Please try again in ${Math.ceil(outcome.retryAfterSeconds)} seconds.`,
        );
        return;
      case "failed":
        setFormError(BOOKING_FAILED);
        return;
    }
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      onInput={onInput}
      noValidate
      aria-labelledby={`${idPrefix}-heading`}
    >
      <Heading id={`${idPrefix}-heading`} ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        Your details
      </Heading>
      <div className={styles.summary}>
        <p>
          <span className={styles.summaryLabel}>Your time</span> {formatSlotRange(slot, timeZone)}
        </p>
        {timeZone === teamTimeZone ? null : (
          <p>
            <span className={styles.summaryLabel}>Team time</span> {formatSlotRange(slot, teamTimeZone)}
          </p>
        )}
        <Button variant="secondary" size="small" onClick={changeTime}>
          Change time
        </Button>
      </div>

      <div className={styles.fields}>
        <TextField
          id={fieldId("name")}
          label="Name"
          required
          autoComplete="name"
          maxLength={LIMITS.name}
          name="name"
          defaultValue={values.name}
          error={errors.name}
        />
        <TextField
          id={fieldId("email")}
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={LIMITS.email}
          name="email"
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          id={fieldId("company")}
          label="Company"
          autoComplete="organization"
          maxLength={LIMITS.company}
          name="company"
          defaultValue={values.company}
          error={errors.company}
        />
        <TextField
          id={fieldId("guests")}
          label="Guests"
          hint={`E-mail addresses of colleagues to invite, separated by commas (up to ${LIMITS.guests}).`}
          autoComplete="off"
          name="guests"
          defaultValue={values.guests}
          error={errors.guests}
        />
        <TextAreaField
          id={fieldId("notes")}
          label="Notes"
          hint="What would you like to discuss? Products, platforms, timelines…"
          rows={4}
          maxLength={LIMITS.longText}
          name="notes"
          defaultValue={values.notes}
          error={errors.notes}
        />
      </div>

      {formError ? (
        <p className={styles.alert} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? "Booking…" : "Confirm booking"}
        </Button>
      </div>
    </form>
  );
}
