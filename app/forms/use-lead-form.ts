import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type * as z from "zod/mini";
import { type FieldErrors, validate } from "#shared/forms/validation.ts";
import { withAttribution } from "~/analytics/touches";
import { useHydrated } from "~/lib/use-hydrated";
import { fieldErrorsOf, messageOf, postJson } from "./post-json.ts";
import { useProofOfWork } from "./use-proof-of-work.ts";

/** How a submission went, once the form has shown any field errors. */
export type LeadSubmission<T> =
  /** A submission is already on its way; this one was ignored. */
  | { kind: "busy" }
  | { kind: "invalid" }
  | { kind: "network-error" }
  /** `fields` when the server named bad fields, otherwise its message if it sent one. */
  | { kind: "http-error"; fields?: FieldErrors; message?: string }
  | { kind: "ok"; value: T; body: Record<string, unknown> };

interface SubmitOptions<T> {
  schema: z.ZodMiniType<T>;
  /** Reads the form's values as the schema expects them. */
  read: (data: FormData) => Record<string, unknown>;
  url: string;
  /** Called once the input is valid, just before it is sent. */
  onSending: () => void;
}

function newSubmissionId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : "";
}

/**
 * State shared by the lead forms once JavaScript runs: whether the form is
 * hydrated (the browser's own validation bubbles then give way to inline
 * messages), the invisible proof of work (started on the first interaction),
 * a submission id that stays the same across retries and changes after a
 * success, field errors, and moving focus to the first invalid field.
 */
export function useLeadForm(initialErrors: FieldErrors = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const submissionId = useRef("");
  const { start: startProofOfWork, take: takeProofOfWork } = useProofOfWork();

  useEffect(() => {
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

  /** After a success: the next submission is a new lead, not a retry. */
  const startOver = useCallback(() => {
    submissionId.current = newSubmissionId();
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

  const sending = useRef(false);

  /**
   * Handles a submit event: validates the form (with the client's anti-abuse fields) against the shared
   * schema and posts it as JSON. Field errors, from the browser's check or the server's answer,
   * are shown and focused.
   */
  const submitJson = useCallback(
    async <T>(
      event: FormEvent<HTMLFormElement>,
      { schema, read, url, onSending }: SubmitOptions<T>,
    ): Promise<LeadSubmission<T>> => {
      event.preventDefault();
      if (sending.current) return { kind: "busy" };
      const id = submissionId.current ? { submissionId: submissionId.current } : {};
      const result = validate(schema, { ...read(new FormData(event.currentTarget)), ...id });
      if (!result.ok) {
        showErrors(result.errors);
        return { kind: "invalid" };
      }
      sending.current = true;
      onSending();
      try {
        const altcha = await takeProofOfWork();
        const response = await postJson(url, withAttribution({ ...result.value, altcha }));
        if (response.kind === "network-error") return response;
        if (response.kind === "http-error") {
          const fields = fieldErrorsOf(response.body);
          if (fields) showErrors(fields);
          return fields ? { kind: "http-error", fields } : { kind: "http-error", message: messageOf(response.body) };
        }
        return { kind: "ok", value: result.value, body: response.body };
      } finally {
        sending.current = false;
      }
    },
    [takeProofOfWork, showErrors],
  );

  return { formRef, hydrated, errors, startOver, onInput, submitJson, startProofOfWork };
}

/** The first field, in page order, with an error: it gets focus when the server sends the form back. */
export function firstFieldWithError(order: readonly string[], errors: FieldErrors | undefined): string | undefined {
  return errors ? order.find((name) => name in errors) : undefined;
}
