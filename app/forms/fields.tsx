import type { ComponentProps, ReactNode } from "react";
import { LIMITS } from "#shared/forms/text-limits.ts";
import styles from "./Forms.module.css";

interface FieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
}

function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={styles.fieldError} role="alert">
      {error}
    </p>
  );
}

function FieldFrame({ id, label, hint, error, required, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? null : <span className={styles.optional}> (optional)</span>}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * The inputs hold what the visitor typed, never React state: a form reads them when it is sent
 * (`new FormData(form)`), so a value put there before the form's code ran, or by an autofill that
 * React's change tracking does not see, is sent as shown, and no render writes an older value back.
 * Hence no `value` prop: start them with `defaultValue`.
 */
type Uncontrolled<T extends "input" | "textarea"> = Omit<ComponentProps<T>, "value" | "onChange">;

/** A labelled text input; its hint and error are announced with it. */
export function TextField({ id, label, hint, error, required, ...input }: FieldProps & Uncontrolled<"input">) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <input
        id={id}
        className={styles.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </FieldFrame>
  );
}

/** A labelled multi-line text box. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  required,
  ...textarea
}: FieldProps & Uncontrolled<"textarea">) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <textarea
        id={id}
        className={styles.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
    </FieldFrame>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({ id, label, ...input }: { id: string; label: ReactNode } & ComponentProps<"input">) {
  return (
    <div className={styles.checkbox}>
      <input id={id} type="checkbox" {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A set of radio buttons under one legend. */
export function RadioGroup({
  name,
  legend,
  options,
  value,
  error,
  autoFocus,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  value: string;
  error?: string;
  /** Focus the selected option on mount. */
  autoFocus?: boolean;
  onChange: (value: string) => void;
}) {
  const errorId = `${name}-group-error`;
  return (
    <fieldset className={styles.radioGroup} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.label}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.radio}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            // biome-ignore lint/a11y/noAutofocus: only after a post came back with this group invalid, to lead to the error
            autoFocus={autoFocus && value === option.value}
            aria-invalid={error ? true : undefined}
            required
          />
          <span>{option.label}</span>
        </label>
      ))}
      <FieldError id={`${name}-group`} error={error} />
    </fieldset>
  );
}

/**
 * A field people never see or reach (hidden visually, from assistive tech and from
 * the tab order); bots that fill every field fill it too.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The form-level message: an alert for problems, a polite status for progress and success. */
export function FormMessage({ tone, children }: { tone: "error" | "success" | "info"; children: ReactNode }) {
  return (
    <div
      className={[styles.message, styles[tone]].join(" ")}
      role={tone === "error" ? "alert" : "status"}
      aria-live={tone === "error" ? "assertive" : "polite"}
    >
      {children}
    </div>
  );
}

interface NameAndEmailFieldsProps {
  /** Prefix of the inputs' ids (the form's useId()). */
  idPrefix: string;
  values: { name?: string; email?: string };
  errors: { name?: string; email?: string };
  /** The field that gets focus when the page loads (after a post without JavaScript). */
  focus?: string;
}

/** The Name and Email inputs every lead form starts with, with the shared limits ("Email": the spec's label). */
export function NameAndEmailFields({ idPrefix, values, errors, focus }: NameAndEmailFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        name="name"
        autoFocus={focus === "name"}
        label="Name"
        autoComplete="name"
        required
        maxLength={LIMITS.name}
        defaultValue={values.name}
        error={errors.name}
      />
      <TextField
        id={`${idPrefix}-email`}
        name="email"
        autoFocus={focus === "email"}
        type="email"
        label="Email"
        autoComplete="email"
        required
        maxLength={LIMITS.email}
        defaultValue={values.email}
        error={errors.email}
      />
    </>
  );
}

interface CompanyFieldProps {
  id: string;
  /** The field's name in the form's schema ("company" or "companyName"). */
  name: string;
  required?: boolean;
  value?: string;
  error?: string;
  /** The field that gets focus when the page loads (after a post without JavaScript). */
  focus?: string;
}

/** The Company input of the lead forms, on the form's whole width. */
export function CompanyField({ id, name, required, value, error, focus }: CompanyFieldProps) {
  return (
    <div className={styles.wide}>
      <TextField
        id={id}
        name={name}
        autoFocus={focus === name}
        label="Company"
        autoComplete="organization"
        required={required}
        maxLength={LIMITS.company}
        defaultValue={value}
        error={error}
      />
    </div>
  );
}
