import styles from "./PartnerSteps.module.css";

interface Step {
  title: string;
  description: string;
}

/** How partnering works, as a path: numbered stops on one line (across on wide screens, down on phones). */
export function PartnerSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.stop} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={styles.title}>{step.title}</h3>
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
