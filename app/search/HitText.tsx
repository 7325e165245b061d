import { excerptParts } from "./excerpt";
import styles from "./HitText.module.css";

/** A result's section, shown above its title. */
export function HitSection({ section, id }: { section: string; id?: string }) {
  return section ? (
    <span id={id} className={styles.section}>
      {section}
    </span>
  ) : null;
}

/** The text around a result's best match, matched words highlighted. */
export function HitExcerpt({ excerpt, id, clamp = false }: { excerpt: string; id?: string; clamp?: boolean }) {
  return (
    <span id={id} className={clamp ? `${styles.excerpt} ${styles.clamped}` : styles.excerpt}>
      {excerptParts(excerpt).map((part, index) =>
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
