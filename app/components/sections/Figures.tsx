import styles from "./Figures.module.css";

export interface Figure {
  value: string;
  label: string;
}

/**
 * Key figures side by side: a large gradient value above what it measures. Search indexes only the
 * labels: a bare value ("12+") runs into the labels around it in a result's excerpt and says nothing alone.
 */
export function Figures({ items }: { items: readonly Figure[] }) {
  return (
    <dl className={styles.figures}>
      {items.map((item) => (
        <div key={item.label} className={styles.figure}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value} data-pagefind-ignore="">
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
