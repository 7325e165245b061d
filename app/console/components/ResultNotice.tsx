import type { ReactNode } from "react";
import styles from "../console.module.css";

/** The outcome of a form post: announced politely when it worked, as an alert when it did not. */
export function ResultNotice({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <div
      role={ok ? "status" : "alert"}
      className={`${styles.notice} ${ok ? styles.noticeSuccess : styles.noticeError}`}
    >
      {children}
    </div>
  );
}
