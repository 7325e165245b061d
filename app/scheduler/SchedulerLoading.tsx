import styles from "./MeetingScheduler.module.css";

/** Shown until the scheduler's code and the free slots have arrived. */
export function SchedulerLoading({ label = "Loading available times…" }: { label?: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
