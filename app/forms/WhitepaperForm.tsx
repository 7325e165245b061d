import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useActionData } from "react-router";
import { defaultWhitepaperId, findWhitepaper, type WhitepaperId, whitepapers } from "#shared/content/whitepapers.ts";
import { whitepaperFormSchema } from "#shared/forms/lead-schemas.ts";
import { TextLink } from "~/components/ui";
import { salesFallback } from "~/config/site";
import { isLeadFormActionData } from "./action-data";
import { downloadPdf } from "./download";
import styles from "./Forms.module.css";
import { CheckboxField, CompanyField, FormMessage, NameAndEmailFields, RadioGroup, TextField } from "./fields";
import { whitepaperInputFromForm } from "./form-data";
import { LeadFormFrame } from "./LeadFormFrame";
import { firstFieldWithError, useLeadForm } from "./use-lead-form";

/** The spec's wording for a failed request. */
export const DOWNLOAD_FAILED = "Failed to download the whitepaper. Please try again later.";

type Status =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "error"; message: string; detail?: string }
  | { kind: "success"; title: string; fileName: string; url: string };

interface WhitepaperFormProps {
  /** The selected paper (from the carousel); the first one when not given. */
  whitepaperId?: WhitepaperId;
  /** Called when the visitor picks a paper in the form itself. */
  onWhitepaperChange?: (id: WhitepaperId) => void;
  /** Id of the form's wrapper: the anchor a post without JavaScript returns to. */
  id?: string;
}

/**
 * Whitepaper request: name, e-mail, company and a 10-digit phone, with optional
 * marketing consent. With JavaScript it posts JSON to /local/getPdf and saves the
 * PDF; without, the route action answers the plain form post with the PDF.
 */
export function WhitepaperForm({
  whitepaperId = defaultWhitepaperId,
  onWhitepaperChange,
  id = "whitepaper-form",
}: WhitepaperFormProps) {
  const fieldId = useId();
  const actionData = useActionData();
  const returned = isLeadFormActionData(actionData, "whitepaper") ? actionData : undefined;
  const values = returned?.values ?? {};
  // After a post without JavaScript came back with errors, the first invalid field has focus.
  const focusField = firstFieldWithError(["id", "name", "email", "companyName", "phone"], returned?.fields);
  const lead = useLeadForm(returned?.fields);
  const { errors, startOver, submitJson } = lead;
  const [selected, setSelected] = useState<string>(values.id ?? whitepaperId);
  const [status, setStatus] = useState<Status>(
    returned?.status === "error" ? { kind: "error", message: returned.message } : { kind: "idle" },
  );
  const downloadUrl = useRef<string | null>(null);

  // Follow the carousel when its selection changes (not on the first render, which may carry a re-posted choice).
  const shownId = useRef(whitepaperId);
  useEffect(() => {
    if (shownId.current === whitepaperId) return;
    shownId.current = whitepaperId;
    setSelected(whitepaperId);
  }, [whitepaperId]);
  useEffect(
    () => () => {
      if (downloadUrl.current) URL.revokeObjectURL(downloadUrl.current);
    },
    [],
  );
  // A paper picked on the server-rendered form before this code took over stays picked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the code takes over the form
  useEffect(() => {
    const picked = lead.formRef.current?.querySelector<HTMLInputElement>('input[name="id"]:checked')?.value;
    if (picked && picked !== selected) choose(picked);
  }, []);

  function choose(next: string) {
    setSelected(next);
    const paper = findWhitepaper(next);
    if (paper) onWhitepaperChange?.(paper.id);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const outcome = await submitJson(event, {
      schema: whitepaperFormSchema,
      read: whitepaperInputFromForm,
      url: "/local/getPdf",
      onSending: () => setStatus({ kind: "submitting" }),
    });
    if (outcome.kind === "busy") return;
    if (outcome.kind === "invalid") {
      setStatus({ kind: "idle" });
      return;
    }
    if (outcome.kind === "network-error") {
      setStatus({ kind: "error", message: DOWNLOAD_FAILED });
      return;
    }
    if (outcome.kind === "http-error") {
      setStatus(
        outcome.fields
          ? { kind: "error", message: "Please correct the highlighted fields." }
          : { kind: "error", message: DOWNLOAD_FAILED, detail: outcome.message },
      );
      return;
    }
    const { responseCode, file, fileName } = outcome.body;
    if (responseCode !== 1 || typeof file !== "string") {
      setStatus({
        kind: "error",
        message: `We could not prepare the whitepaper (response code ${String(responseCode ?? "missing")}). Please try again later${salesFallback()}.`,
      });
      return;
    }
    const paper = findWhitepaper(outcome.value.id);
    const name = typeof fileName === "string" ? fileName : (paper?.fileName ?? "horizon-whitepaper.pdf");
    if (downloadUrl.current) URL.revokeObjectURL(downloadUrl.current);
    downloadUrl.current = downloadPdf(file, name);
    setStatus({ kind: "success", title: paper?.title ?? "The whitepaper", fileName: name, url: downloadUrl.current });
    startOver();
  }

  const ids = {
    company: `${fieldId}-company`,
    phone: `${fieldId}-phone`,
    consent: `${fieldId}-consent`,
  };
  return (
    <LeadFormFrame
      id={id}
      lead={lead}
      status={status}
      onSubmit={onSubmit}
      submitLabel="Download whitepaper"
      submittingLabel="Preparing your download…"
      notice={
        <>
          We use your details to send you the whitepaper and so that our sales team can follow up with you about it.
          Read our <TextLink href="/privacy">privacy policy</TextLink>.
        </>
      }
      message={<StatusMessage status={status} />}
    >
      <RadioGroup
        name="id"
        legend="Whitepaper"
        options={whitepapers.map((paper) => ({ value: paper.id, label: paper.title }))}
        value={selected}
        error={errors.id}
        autoFocus={focusField === "id"}
        onChange={choose}
      />
      <div className={styles.fields}>
        <NameAndEmailFields idPrefix={fieldId} values={values} errors={errors} focus={focusField} />
        <CompanyField
          id={ids.company}
          name="companyName"
          required
          value={values.companyName}
          error={errors.companyName}
          focus={focusField}
        />
        <div className={styles.wide}>
          <TextField
            id={ids.phone}
            name="phone"
            autoFocus={focusField === "phone"}
            // type="text": the Nu Html Checker allows the national-number autofill token only on text inputs.
            type="text"
            label="Phone number"
            hint="10 digits without the country code, for example 9876543210 in India or 2025550143 in the US"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            maxLength={14}
            defaultValue={values.phone}
            error={errors.phone}
          />
        </div>
      </div>
      <CheckboxField
        id={ids.consent}
        name="marketingConsent"
        value="yes"
        defaultChecked={values.marketingConsent !== undefined}
        label="Also send me occasional e-mails about Horizon products, events and new whitepapers. Optional; you can unsubscribe at any time."
      />
    </LeadFormFrame>
  );
}

function StatusMessage({ status }: { status: Status }) {
  if (status.kind === "error") {
    return (
      <FormMessage tone="error">
        <p>{status.message}</p>
        {status.detail ? <p>{status.detail}</p> : null}
      </FormMessage>
    );
  }
  if (status.kind === "success") {
    return (
      <FormMessage tone="success">
        <p>
          Thank you! “{status.title}” is downloading as <strong>{status.fileName}</strong>.
        </p>
        <p>
          If the download did not start,{" "}
          <a href={status.url} download={status.fileName}>
            download it again
          </a>
          .
        </p>
      </FormMessage>
    );
  }
  // Always present, so screen readers already know the live region when a message arrives.
  return <FormMessage tone="info">{status.kind === "submitting" ? <p>Preparing your download…</p> : null}</FormMessage>;
}
