import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type LeadKind, type LeadStatus } from "#shared/console/leads.ts";
import styles from "../console.module.css";
import { formatNearDayInSentence } from "../near-days";
import pageStyles from "./work-pages.module.css";

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={`${styles.badge} ${pageStyles[`status-${status}`] ?? ""}`}>{LEAD_STATUS_LABELS[status]}</span>
  );
}

export function KindLabel({ kind }: { kind: LeadKind }) {
  return <span className={pageStyles.kind}>{LEAD_KIND_LABELS[kind]}</span>;
}

/** A submission's kind as a pill, beside a row's other pills ("Due yesterday", "Today") on the overview. */
export function KindBadge({ kind }: { kind: LeadKind }) {
  return <span className={styles.badge}>{LEAD_KIND_LABELS[kind]}</span>;
}

/** Sent without a valid proof of work: kept, but probably a bot. */
export function FlaggedMarker() {
  return (
    <span className={`${styles.badge} ${pageStyles.flagged}`} title="Sent without proof of work: may be a bot">
      Flagged<span className="visually-hidden"> as a suspected bot</span>
    </span>
  );
}

/** A next step on `on` is due (today or overdue) on the team's `today`; both `YYYY-MM-DD`. */
export function isDue(on: string, today: string): boolean {
  return on <= today;
}

/**
 * A due next step's flag, the same on the overview, the leads list and the person page: "Due today" in amber,
 * overdue in red ("Due yesterday", "Due on Mon 23 Nov"). Only for a step that `isDue`.
 */
export function DueBadge({ on, today }: { on: string; today: string }) {
  return on < today ? (
    <span className={`${styles.badge} ${styles.badgeDanger}`}>Due {formatNearDayInSentence(on, today)}</span>
  ) : (
    <span className={`${styles.badge} ${styles.badgeWarning}`}>Due today</span>
  );
}
