import type { ReactNode } from "react";
import { Link } from "react-router";
import { LINE_ICONS } from "#shared/icons/line-icons.ts";
// Through the kit's index, so the icon stays in the public pages' ui chunk instead of a chunk of its own.
import { LineIcon } from "~/components/ui";
import styles from "./work-pages.module.css";

/** One figure of a dashboard row (in a list), linking to the page that lists what it counts; `danger` when it needs action, `warning` when it waits. */
export function Figure({
  value,
  label,
  to,
  current,
  tone,
  note,
}: {
  value: number | string;
  label: string;
  to?: string | undefined;
  /** The list shown below is this figure's (its filter is on): marked, like the current segment. */
  current?: boolean | undefined;
  tone?: "danger" | "warning" | undefined;
  /** A second line under the label, e.g. the change on the previous period. */
  note?: string | undefined;
}) {
  const content = (
    <>
      <span className={styles.figureValue}>{typeof value === "number" ? value.toLocaleString("en-IN") : value}</span>
      <span className={styles.figureLabel}>{label}</span>
      {note && <span className={styles.figureNote}>{note}</span>}
    </>
  );
  return (
    <li
      className={`${styles.figure} ${tone === "danger" ? styles.figureDanger : tone === "warning" ? styles.figureWarning : ""}`}
    >
      {to ? (
        <Link to={to} aria-current={current ? "page" : undefined}>
          {content}
          <span className={styles.figureOpen}>
            <LineIcon path={LINE_ICONS.chevronRight} size={18} />
          </span>
        </Link>
      ) : (
        <span className={styles.figureBody}>{content}</span>
      )}
    </li>
  );
}

/**
 * A row of figures, the one way every console page shows its key numbers (overview, deliveries, analytics):
 * as many to a row as fit, two by two before three and a lone one.
 */
export function Figures({
  label,
  flat = false,
  children,
}: {
  label?: string;
  /** Inside a panel: parted by hairlines rather than drawn as cards. */
  flat?: boolean;
  children: ReactNode;
}) {
  return (
    <ul className={`${styles.figures} ${flat ? styles.figuresFlat : ""}`} aria-label={label}>
      {children}
    </ul>
  );
}
