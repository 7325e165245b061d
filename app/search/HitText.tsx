import { atSentences, excerptParts, withEllipses } from "./excerpt";
import styles from "./HitText.module.css";

function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}

/** A result's section, shown above its title. */
export function HitSection({ section, className }: { section: string; className?: string }) {
  return section ? <span className={classes(styles.section, className)}>{section}</span> : null;
}

interface HitExcerptProps {
  excerpt: string;
  id?: string;
  /** At most two lines. */
  clamp?: boolean;
  /** Left out of the accessible name of what contains it (it is referenced as a description instead). */
  hidden?: boolean;
}

/** The text around a result's best match, matched words highlighted. */
export function HitExcerpt({ excerpt, id, clamp = false, hidden = false }: HitExcerptProps) {
  return (
    <span id={id} className={classes(styles.excerpt, clamp && styles.clamped)} aria-hidden={hidden || undefined}>
      {withEllipses(atSentences(excerptParts(excerpt))).map((part, index) =>
        part.marked ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}

export const hitTitleClass = styles.title;
