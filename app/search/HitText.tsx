import { atSentences, type ExcerptPart, escapeText, excerptParts, markQueryWords, withEllipses } from "./excerpt";
import styles from "./HitText.module.css";

function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}

/** A result's section, shown above its title. */
export function HitSection({ section, className }: { section: string; className?: string }) {
  return section ? <span className={classes(styles.section, className)}>{section}</span> : null;
}

function MarkedParts({ parts }: { parts: ExcerptPart[] }) {
  return parts.map((part, index) =>
    part.marked ? (
      <mark key={index} className={styles.mark}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** A result's title, the query's words highlighted as in its excerpt. */
export function HitTitle({ title, query }: { title: string; query: string }) {
  return <MarkedParts parts={excerptParts(markQueryWords(escapeText(title), query))} />;
}

interface HitExcerptProps {
  /** Excerpt markup (Pagefind's, or plain text through escapeText). */
  excerpt: string;
  /** Its words are highlighted wherever the excerpt holds them. */
  query: string;
  id?: string;
  /** At most two lines. */
  clamp?: boolean;
  /** Left out of the accessible name of what contains it (it is referenced as a description instead). */
  hidden?: boolean;
}

/** The text around a result's best match, matched words highlighted. */
export function HitExcerpt({ excerpt, query, id, clamp = false, hidden = false }: HitExcerptProps) {
  return (
    <span id={id} className={classes(styles.excerpt, clamp && styles.clamped)} aria-hidden={hidden || undefined}>
      <MarkedParts parts={withEllipses(atSentences(excerptParts(markQueryWords(excerpt, query))))} />
    </span>
  );
}

export const hitTitleClass = styles.title;
