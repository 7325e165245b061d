import styles from "../console.module.css";

/** The outcome of a form post: a polite status when it worked, an alert when it did not. */
export function ResultNotice({ result }: { result: { ok: boolean; message: string } | undefined }) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={`${styles.notice} ${result.ok ? styles.noticeSuccess : styles.noticeError}`}
    >
      {result.message}
    </p>
  );
}
