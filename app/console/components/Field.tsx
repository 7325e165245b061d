import type { ReactNode } from "react";
import styles from "../console.module.css";

/** What a field's control needs so its hint and error are read with it. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

/**
 * A labelled form field with an optional hint and the error of the last post; a `flag` (a pill such as "Due
 * yesterday") sits beside the label, read with the control as its hint is.
 */
export function Field({
  id,
  label,
  hint,
  error,
  flag,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  flag?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const described = [flag && `${id}-flag`, hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      {flag ? (
        <div className={styles.labelRow}>
          <label htmlFor={id}>{label}</label>
          <span id={`${id}-flag`}>{flag}</span>
        </div>
      ) : (
        <label htmlFor={id}>{label}</label>
      )}
      {/* The hint above the control, so that a button beside a field lines up with the control's bottom edge. */}
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {children({
        id,
        ...(described ? { "aria-describedby": described } : {}),
        ...(error ? { "aria-invalid": true as const } : {}),
      })}
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}

/** One of a fixed list, or none ("All kinds", "Any status"). */
export function ChoiceField<T extends string>({
  id,
  name,
  label,
  noneLabel,
  choices,
  labels,
  value,
  error,
}: {
  id: string;
  name: string;
  label: string;
  noneLabel: string;
  choices: readonly T[];
  labels: Record<T, string>;
  value: T | undefined;
  error?: string | undefined;
}) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <select {...control} className={styles.input} name={name} defaultValue={value ?? ""}>
          <option value="">{noneLabel}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {labels[choice]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
