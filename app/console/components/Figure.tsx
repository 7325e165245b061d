import { Link } from "react-router";
import styles from "./work-pages.module.css";

/** One figure of a dashboard row (in a `figures` list), linking to the page that lists what it counts. */
export function Figure({ value, label, to }: { value: number | string; label: string; to?: string }) {
  const content = (
    <>
      <span className={styles.figureValue}>{typeof value === "number" ? value.toLocaleString("en-IN") : value}</span>
      <span>{label}</span>
    </>
  );
  return (
    <li className={styles.figure}>
      {to ? <Link to={to}>{content}</Link> : <span className={styles.figureBody}>{content}</span>}
    </li>
  );
}
