import { type FormEvent, type ReactNode, useId } from "react";
import { Button } from "~/components/ui";
import { usePagePath } from "~/lib/use-page-path";
import styles from "./Forms.module.css";
import { Honeypot } from "./fields";
import type { useLeadForm } from "./use-lead-form";

interface LeadFormFrameProps {
  /** Id of the wrapper: the anchor a post without JavaScript returns to (`#<id>-result`). */
  id: string;
  /** The form's state from `useLeadForm`. */
  lead: Pick<ReturnType<typeof useLeadForm>, "formRef" | "hydrated" | "onInput" | "startProofOfWork">;
  /** While submitting, the button is disabled and shows `submittingLabel`. */
  status: { kind: string };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  encType?: "multipart/form-data";
  submitLabel: string;
  submittingLabel: string;
  /** What the visitor's data is used for, shown under the submit button. */
  notice: ReactNode;
  /** The form-level message (error, progress or success). */
  message: ReactNode;
  children: ReactNode;
}

/**
 * The parts every lead form shares: a post that also works without JavaScript
 * (browser validation until hydrated, inline messages after), the honeypot, the
 * invisible proof of work, the submit button with its busy label, the privacy
 * notice and the message region.
 */
export function LeadFormFrame({
  id,
  lead: { formRef, hydrated, onInput, startProofOfWork },
  status,
  onSubmit,
  encType,
  submitLabel,
  submittingLabel,
  notice,
  message,
  children,
}: LeadFormFrameProps) {
  // A post without JavaScript goes back to this page, whose route action handles it.
  const pathname = usePagePath();
  const honeypotId = useId();
  const submitting = status.kind === "submitting";
  return (
    <div id={id}>
      <form
        ref={formRef}
        method="post"
        encType={encType}
        action={`${pathname}#${id}-result`}
        className={styles.form}
        noValidate={hydrated}
        onSubmit={hydrated ? onSubmit : undefined}
        onInput={onInput}
        // The proof of work starts with the first interaction, so the page loads no more than before.
        onFocus={startProofOfWork}
        onPointerDown={startProofOfWork}
        aria-busy={submitting}
      >
        {children}
        <Honeypot id={honeypotId} />
        <div className={styles.actions}>
          <Button type="submit" disabled={submitting}>
            {submitting ? submittingLabel : submitLabel}
          </Button>
        </div>
        <p className={styles.notice}>{notice}</p>
        {message}
      </form>
    </div>
  );
}
