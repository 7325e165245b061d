import consoleStyles from "../console.module.css";
import styles from "./studio.module.css";

/**
 * How many characters a limited field holds, against its most, under its box (in the new-entry form and every
 * editor's). Not announced on each key (the hint or the form's check says the limits); marked once the text is too long.
 * With `near`, shown only from that share of the most on (a list's compact lines stay quiet until one nears its limit).
 */
export function LengthCount({ text, max, near = 0 }: { text: string; max: number; near?: number }) {
  if (text.length < max * near) return null;
  return (
    <p className={`${consoleStyles.hint} ${styles.lengthCount} ${text.length > max ? styles.lengthOver : ""}`}>
      {text.length} / {max}
      <span className="visually-hidden"> characters</span>
    </p>
  );
}
