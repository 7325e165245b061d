import consoleStyles from "../console.module.css";
import styles from "./studio.module.css";

/**
 * How many characters a limited field holds, against its most, under its box (in the new-entry form and every
 * editor's). Not announced on each key (the hint or the form's check says the limits); marked once the text is too long.
 */
export function LengthCount({ text, max }: { text: string; max: number }) {
  return (
    <p className={`${consoleStyles.hint} ${styles.lengthCount} ${text.length > max ? styles.lengthOver : ""}`}>
      {text.length} / {max}
      <span className="visually-hidden"> characters</span>
    </p>
  );
}
