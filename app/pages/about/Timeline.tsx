import styles from "./Timeline.module.css";

interface TimelineProps {
  steps: readonly { period: string; title: string; description: string }[];
}

/** The company history as an ordered list of dated steps along a line. */
export function Timeline({ steps }: TimelineProps) {
  return (
    <ol className={styles.timeline}>
      {steps.map((step) => (
        <li key={step.period} className={styles.step} data-reveal="">
          <span className={styles.dot} aria-hidden="true" />
          <p className={styles.period}>{step.period}</p>
          <h3 className={styles.title}>{step.title}</h3>
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
