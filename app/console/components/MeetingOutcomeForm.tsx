import { Form } from "react-router";
import { MEETING_OUTCOME_LABELS, MEETING_OUTCOMES, type MeetingOutcome } from "#shared/scheduling/meeting-outcome.ts";
import { Cluster } from "~/components/ui";
import { CsrfField } from "../CsrfField";
import styles from "../console.module.css";

/**
 * Held or no-show for a meeting that has ended, posted to the page's own action (`intent=outcome`; the
 * server checks the meeting's time and owner too). With an outcome recorded, it offers the other one.
 */
export function MeetingOutcomeForm({
  booking,
  outcome,
  person,
  className,
}: {
  booking: string;
  outcome?: MeetingOutcome | null;
  /** Who the meeting is with, for screen readers where several meetings' buttons stand on one page. */
  person?: string;
  className?: string;
}) {
  return (
    <Cluster as={Form} method="post" gap={2} className={className}>
      <CsrfField />
      <input type="hidden" name="intent" value="outcome" />
      <input type="hidden" name="booking" value={booking} />
      {MEETING_OUTCOMES.filter((choice) => choice !== outcome).map((choice) => (
        <button
          key={choice}
          type="submit"
          name="outcome"
          value={choice}
          className={`${styles.quietButton} ${styles.compact}`}
        >
          {outcome ? "Change to" : "Mark"} {MEETING_OUTCOME_LABELS[choice].toLowerCase()}
          {person && <span className="visually-hidden"> the meeting with {person}</span>}
        </button>
      ))}
    </Cluster>
  );
}
