import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type LeadKind, type LeadStatus } from "#shared/console/leads.ts";
import styles from "../console.module.css";
import pageStyles from "./work-pages.module.css";

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={`${styles.badge} ${pageStyles[`status-${status}`] ?? ""}`}>{LEAD_STATUS_LABELS[status]}</span>
  );
}

export function KindLabel({ kind }: { kind: LeadKind }) {
  return <span className={pageStyles.kind}>{LEAD_KIND_LABELS[kind]}</span>;
}

/** Sent without a valid proof of work: kept, but probably a bot. */
export function FlaggedMarker() {
  return (
    <span className={`${styles.badge} ${pageStyles.flagged}`} title="Sent without proof of work: may be a bot">
      Flagged<span className="visually-hidden"> as a suspected bot</span>
    </span>
  );
}
