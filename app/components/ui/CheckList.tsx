import styles from "./CheckList.module.css";

interface CheckListProps {
  items: readonly string[];
  /** The same check mark either way: "solid" sets short facts as bold labels, "soft" longer guidance as body text. */
  tone?: "solid" | "soft";
  /** Two columns from 480 px, or "inline": items run on in a row and wrap (very short items). */
  columns?: 1 | 2 | "inline";
}

/** A list whose items each start with a check mark. */
export function CheckList({ items, tone = "solid", columns = 1 }: CheckListProps) {
  const layout = columns === 2 ? styles.twoColumns : columns === "inline" ? styles.inline : "";
  const classes = [styles.list, styles[tone], layout];
  return (
    <ul className={classes.filter(Boolean).join(" ")}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
