import consoleStyles from "../console.module.css";
import { formatTime, useTeamTimeZone } from "../format";
import styles from "./studio.module.css";
import type { SaveState } from "./use-draft-autosave";

function wording(state: SaveState, timeZone: string): string {
  switch (state.status) {
    case "saved":
      return state.at ? `Saved at ${formatTime(state.at, timeZone)}` : "All changes saved";
    case "pending":
    case "saving":
      return "Saving…";
    case "invalid":
      return `Not saved — ${state.errors.length === 1 ? "a field needs" : `${state.errors.length} fields need`} attention`;
    case "failed":
      return `Not saved — ${state.message}`;
    case "conflict":
      return "Not saved — someone else changed this document";
  }
}

/** The draft's save status, announced politely to screen readers as it changes. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const timeZone = useTeamTimeZone();
  const problem = state.status === "invalid" || state.status === "failed" || state.status === "conflict";
  return (
    <div className={consoleStyles.actions}>
      <p role="status" className={`${styles.status} ${problem ? styles.statusProblem : ""}`}>
        {wording(state, timeZone)}
      </p>
      {state.status === "failed" && (
        <button type="button" className={styles.toolButton} onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
