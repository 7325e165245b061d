import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { FieldErrors } from "./schemas.ts";

function newSubmissionId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : "";
}

/**
 * State shared by the lead forms once JavaScript runs: whether the form is
 * hydrated (the browser's own validation bubbles then give way to inline
 * messages), how long the visitor has spent on it, a submission id that stays
 * the same across retries and changes after a success, field errors, and
 * moving focus to the first invalid field.
 */
export function useLeadForm(initialErrors: FieldErrors = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const startedAt = useRef(0);
  const submissionId = useRef("");

  useEffect(() => {
    setHydrated(true);
    startedAt.current = performance.now();
    submissionId.current = newSubmissionId();
  }, []);

  /** Shows `next` and focuses the first field (in page order) that has an error. */
  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    const form = formRef.current;
    if (!form) return;
    const names = new Set(Object.keys(next));
    const first = Array.from(form.elements).find(
      (element): element is HTMLInputElement | HTMLTextAreaElement =>
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && names.has(element.name),
    );
    // After React has rendered the messages, so the field is announced with its error.
    requestAnimationFrame(() => first?.focus());
  }, []);

  const clearError = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  /** Hidden anti-abuse values to send with a submission. */
  const botFields = useCallback(() => {
    const form = formRef.current;
    const honeypot = form?.elements.namedItem("website");
    return {
      website: honeypot instanceof HTMLInputElement ? honeypot.value : "",
      elapsedMs: Math.round(performance.now() - startedAt.current),
      ...(submissionId.current ? { submissionId: submissionId.current } : {}),
    };
  }, []);

  /** After a success: the next submission is a new lead, not a retry. */
  const startOver = useCallback(() => {
    submissionId.current = newSubmissionId();
    startedAt.current = performance.now();
    setErrors({});
  }, []);

  /** Clears a field's error as soon as the visitor edits it. */
  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const target = event.target as HTMLInputElement;
      if (target.name) clearError(target.name);
    },
    [clearError],
  );

  return { formRef, hydrated, errors, showErrors, botFields, startOver, onInput };
}

/** The first field, in page order, with an error: it gets focus when the server sends the form back. */
export function firstFieldWithError(order: readonly string[], errors: FieldErrors | undefined): string | undefined {
  return errors ? order.find((name) => name in errors) : undefined;
}
