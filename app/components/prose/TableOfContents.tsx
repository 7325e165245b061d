import styles from "./TableOfContents.module.css";
import type { TocEntry } from "./types";

interface TableOfContentsProps {
  entries: TocEntry[];
  title?: string;
  /** Above the text rather than beside it: main sections only, in two columns on wider screens. */
  compact?: boolean;
}

/** Links to the headings of a document; sub-headings are nested under their section. */
export function TableOfContents({ entries, title = "Contents", compact = false }: TableOfContentsProps) {
  if (entries.length === 0) return null;
  return (
    <nav className={[styles.toc, compact ? styles.compact : ""].filter(Boolean).join(" ")} aria-labelledby="toc-title">
      <h2 id="toc-title" className={styles.title}>
        {title}
      </h2>
      <ol className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? styles.sub : undefined}>
            <a href={`#${entry.id}`} className={styles.link}>
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
