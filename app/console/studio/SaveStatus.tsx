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

/** The draft's save status, announced politely to screen readers as it changes ("Save draft" sends it again). */
export function SaveStatus({ state }: { state: SaveState }) {
  const timeZone = useTeamTimeZone();
  const problem = state.status === "invalid" || state.status === "failed" || state.status === "conflict";
  return (
    <p role="status" className={`${styles.status} ${problem ? styles.statusProblem : ""}`}>
      {wording(state, timeZone)}
    </p>
  );
}
