import { MEETING_STATE_LABELS, type MeetingState } from "#shared/scheduling/meeting-outcome.ts";
import styles from "../console.module.css";

const TONES: Record<MeetingState, string> = {
  upcoming: styles.badgePositive ?? "",
  cancelled: "",
  "awaiting-outcome": styles.badgeWarning ?? "",
  held: styles.badgePositive ?? "",
  "no-show": styles.badgeWarning ?? "",
};

/** Where a meeting stands, in the one wording every page uses (see `meetingState`). */
export function MeetingStateBadge({ state }: { state: MeetingState }) {
  return <span className={`${styles.badge} ${TONES[state]}`}>{MEETING_STATE_LABELS[state]}</span>;
}
