import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useActionData } from "react-router";
import { meetingRequestSchema } from "#shared/forms/lead-schemas.ts";
import { LIMITS } from "#shared/forms/text-rules.ts";
import { Button, TextLink } from "~/components/ui";
import { salesFallback } from "~/config/site";
import { isLeadFormActionData } from "./action-data";
import styles from "./Forms.module.css";
import { CompanyField, FormMessage, NameAndEmailFields, TextAreaField } from "./fields";
import { meetingInputFromForm } from "./form-data";
import { LeadFormFrame } from "./LeadFormFrame";
import { firstFieldWithError, useLeadForm } from "./use-lead-form";

type Status =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "error"; message: string }
  | { kind: "success"; message: string };

/**
 * Book a meeting: name and e-mail required, company and message optional. With
 * JavaScript it posts JSON to /api/meeting-requests; without, the page's route
 * action takes the plain form post and the page comes back with the result.
 */
export function MeetingRequestForm({ id = "meeting-request-form" }: { id?: string }) {
  const fieldId = useId();
  const actionData = useActionData();
  const returned = isLeadFormActionData(actionData, "meeting") ? actionData : undefined;
  const values = returned?.values ?? {};
  // After a post without JavaScript came back with errors, the first invalid field has focus.
  const focusField = firstFieldWithError(["name", "email", "company", "message"], returned?.fields);
  const [focusName, setFocusName] = useState(false);
  const lead = useLeadForm(returned?.fields);
  const { hydrated, errors, startOver, submitJson } = lead;
  const [status, setStatus] = useState<Status>(
    returned ? { kind: returned.status, message: returned.message } : { kind: "idle" },
  );
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status.kind === "success" && hydrated) successRef.current?.focus();
  }, [status.kind, hydrated]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const outcome = await submitJson(event, {
      schema: meetingRequestSchema,
      read: meetingInputFromForm,
      url: "/api/meeting-requests",
      onSending: () => setStatus({ kind: "submitting" }),
    });
    if (outcome.kind === "busy") return;
    if (outcome.kind === "invalid") {
      setStatus({ kind: "idle" });
      return;
    }
    if (outcome.kind === "network-error") {
      setStatus({
        kind: "error",
        message: "We could not reach our server. Please check your connection and try again.",
      });
      return;
    }
    if (outcome.kind === "http-error") {
      setStatus({
        kind: "error",
        message: outcome.fields
          ? "Please correct the highlighted fields."
          : (outcome.message ?? `We could not send your request. Please try again later${salesFallback()}.`),
      });
      return;
    }
    startOver();
    setStatus({
      kind: "success",
      message: `Thank you, ${outcome.value.name}. We have received your request and will reply to ${outcome.value.email}.`,
    });
  }

  if (status.kind === "success") {
    return (
      <div id={id}>
        <div id={`${id}-result`} ref={successRef} tabIndex={-1} className={styles.successPanel}>
          <FormMessage tone="success">
            <h3>Request received</h3>
            <p>{status.message}</p>
          </FormMessage>
          {hydrated ? (
            <Button
              variant="secondary"
              onClick={() => {
                setFocusName(true);
                setStatus({ kind: "idle" });
              }}
            >
              Send another request
            </Button>
          ) : null}
        </div>
      </div>
    );
  }

  const ids = {
    company: `${fieldId}-company`,
    message: `${fieldId}-message`,
  };
  return (
    <LeadFormFrame
      id={id}
      lead={lead}
      status={status}
      onSubmit={onSubmit}
      encType="multipart/form-data"
      submitLabel="Request a meeting"
      submittingLabel="Sending…"
      notice={
        <>
          We use your details only to reply to your request. Read our{" "}
          <TextLink href="/privacy">privacy policy</TextLink>.
        </>
      }
      message={
        status.kind === "error" ? (
          <FormMessage tone="error">
            <p>{status.message}</p>
          </FormMessage>
        ) : (
          <FormMessage tone="info">{status.kind === "submitting" ? <p>Sending your request…</p> : null}</FormMessage>
        )
      }
    >
      <div className={styles.fields}>
        <NameAndEmailFields
          idPrefix={fieldId}
          values={values}
          errors={errors}
          focus={focusName ? "name" : focusField}
        />
        <CompanyField
          id={ids.company}
          name="company"
          value={values.company}
          error={errors.company}
          focus={focusField}
        />
        <div className={styles.wide}>
          <TextAreaField
            id={ids.message}
            name="message"
            autoFocus={focusField === "message"}
            label="Message"
            hint="What would you like to see or discuss?"
            rows={4}
            maxLength={LIMITS.longText}
            defaultValue={values.message}
            error={errors.message}
          />
        </div>
      </div>
    </LeadFormFrame>
  );
}
