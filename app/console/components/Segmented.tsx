import type { ReactNode } from "react";
import { Link } from "react-router";
import styles from "../console.module.css";

export interface Segment {
  key: string;
  to: string;
  label: ReactNode;
  current?: boolean;
}

/**
 * The console's one segmented control: a few views of a list, or a few periods, as links (they work
 * without the page's code), the current one filled. It stays on one row at every width: on a phone it
 * spans the row and, if its choices still do not fit, scrolls sideways rather than wrapping.
 */
export function Segmented({
  label,
  segments,
  className,
  listClassName,
  reloadDocument,
}: {
  /** The name of the group, read out before its links. */
  label: string;
  segments: Segment[];
  className?: string | undefined;
  listClassName?: string | undefined;
  /** Each link loads the whole document (a page whose parts are drawn once, like a chart). */
  reloadDocument?: boolean;
}) {
  return (
    <nav aria-label={label} className={`${styles.segmentedFrame} ${className ?? ""}`}>
      <ul className={`${styles.segmented} ${listClassName ?? ""}`}>
        {segments.map((segment) => (
          <li key={segment.key}>
            <Link to={segment.to} reloadDocument={reloadDocument} aria-current={segment.current ? "page" : undefined}>
              {/* One box inside the link's flex box, so the spaces between a label's words are kept. */}
              <span>{segment.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
