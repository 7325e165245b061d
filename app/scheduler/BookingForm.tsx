import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { firstError, validate } from "#shared/forms/validation.ts";
import {
  type BookingConfirmation,
  bookingRequestSchema,
  LIMITS,
  parseGuestList,
} from "#shared/scheduling/booking-schema.ts";
import { formatSlotRange, type ZonedSlot } from "#shared/scheduling/slot-days.ts";
import { Button } from "~/components/ui";
import { TextAreaField, TextField } from "~/forms/fields";
import { useProofOfWork } from "~/forms/use-proof-of-work";
import styles from "./Scheduler.module.css";
import { createBooking } from "./scheduler-api";

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

export interface BookingFormProps {
  slot: ZonedSlot;
  timeZone: string;
  teamTimeZone: string;
  values: BookingFormValues;
  onValuesChange(values: BookingFormValues): void;
  /** a1…a10 and utm_* fields from the page's link, sent along unchanged. */
  extras: Record<string, string>;
  headingLevel: 2 | 3 | 4;
  onBooked(booking: BookingConfirmation): void;
  onSlotUnavailable(message: string): void;
  onChangeTime(): void;
}

/** The visitor's details for the chosen time; validated with the server's schema before sending. */
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
  // The visitor has picked a time: solve the invisible proof of work while they type.
  useEffect(() => startProofOfWork(), [startProofOfWork]);

  function showFieldError(field: string, message: string) {
    if (isVisibleField(field)) {
      setErrors({ [field]: message });
      document.getElementById(fieldId(field))?.focus();
    } else {
      setFormError(message);
    }
  }

  function update(field: VisibleField, value: string) {
    onValuesChange({ ...values, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const request = {
      ...extras,
      start: slot.start,
      name: values.name,
      email: values.email.trim(),
      company: values.company,
      guests: parseGuestList(values.guests),
      notes: values.notes,
      timeZone,
    };
    const checked = validate(bookingRequestSchema, request);
    if (!checked.ok) {
      const { field, message } = firstError(checked.errors);
      showFieldError(field, message);
      return;
    }
    setErrors({});
    setSubmitting(true);
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
        setFormError(
          "We could not complete the booking just now. Please check your connection and try again in a minute.",
        );
        return;
    }
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${idPrefix}-heading`}>
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
        <Button variant="secondary" size="small" onClick={onChangeTime}>
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
          value={values.name}
          error={errors.name}
          onChange={(event) => update("name", event.target.value)}
        />
        <TextField
          id={fieldId("email")}
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          maxLength={LIMITS.email}
          value={values.email}
          error={errors.email}
          onChange={(event) => update("email", event.target.value)}
        />
        <TextField
          id={fieldId("company")}
          label="Company"
          autoComplete="organization"
          maxLength={LIMITS.company}
          value={values.company}
          error={errors.company}
          onChange={(event) => update("company", event.target.value)}
        />
        <TextField
          id={fieldId("guests")}
          label="Guests"
          hint={`E-mail addresses of colleagues to invite, separated by commas (up to ${LIMITS.guests}).`}
          autoComplete="off"
          value={values.guests}
          error={errors.guests}
          onChange={(event) => update("guests", event.target.value)}
        />
        <TextAreaField
          id={fieldId("notes")}
          label="Notes"
          hint="What would you like to discuss? Products, platforms, timelines…"
          rows={4}
          maxLength={LIMITS.longText}
          value={values.notes}
          error={errors.notes}
          onChange={(event) => update("notes", event.target.value)}
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
