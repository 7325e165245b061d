import styles from "./MeetingScheduler.module.css";

const DAY_CELLS = Array.from({ length: 35 }, (_, index) => index);
const SLOT_CELLS = Array.from({ length: 6 }, (_, index) => index);

/**
 * Shown until the scheduler's code and the free slots have arrived: the calendar and slot list
 * drawn as quiet placeholders of their own size (so the block never reads as empty and nothing
 * jumps when they arrive), with the status line beside them. Nothing here takes focus.
 */
export function SchedulerLoading({ label = "Loading available times…" }: { label?: string }) {
  return (
    <div className={styles.loading} role="status">
      <div className={styles.skeleton} aria-hidden="true">
        <div className={styles.skeletonCalendar}>
          <span className={styles.skeletonBar} />
          <span className={styles.skeletonDays}>
            {DAY_CELLS.map((day) => (
              <span key={day} />
            ))}
          </span>
        </div>
        <div className={styles.skeletonSlots}>
          <span className={styles.skeletonBar} />
          {SLOT_CELLS.map((slot) => (
            <span key={slot} className={styles.skeletonSlot} />
          ))}
        </div>
      </div>
      <p className={styles.loadingLabel}>
        <span className={styles.spinner} aria-hidden="true" />
        {label}
      </p>
    </div>
  );
}
