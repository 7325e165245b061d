import styles from "./KeepTogether.module.css";

/** Words joined by a hyphen ("real-time", "multi-channel"). */
const HYPHENATED_COMPOUND = /(\S+-\S+)/;

/**
 * A headline's text with every hyphenated compound in a span that does not break, so a line never
 * ends on "real-" with "time" below it (a non-breaking hyphen character would be missing from the
 * font's core subset). Used where long compounds meet large type: the product pages' headlines.
 */
export function KeepCompoundsTogether({ text }: { text: string }) {
  return text.split(HYPHENATED_COMPOUND).map((part, index) =>
    index % 2 === 1 ? (
      <span key={`${index}-${part}`} className={styles.compound}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
