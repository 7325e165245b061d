import { Form, Link } from "react-router";
import { SIGN_IN_PATH } from "#shared/console/routes.ts";
import styles from "../console.module.css";

interface SignInLinkPageProps {
  check: { ok: true } | { ok: false; message: string };
}

export function SignInLinkPage({ check }: SignInLinkPageProps) {
  return (
    <div className={`${styles.panel} ${styles.narrow}`}>
      <h1 className={styles.title}>Sign in to the console</h1>
      {check.ok ? (
        <Form method="post" style={{ marginTop: "var(--space-5)" }}>
          <p className={styles.lede} style={{ marginBottom: "var(--space-4)" }}>
            Your link is ready. It signs in this browser and then stops working.
          </p>
          <button type="submit" className={styles.primaryButton}>
            Continue to the console
          </button>
        </Form>
      ) : (
        <>
          <p role="alert" className={`${styles.notice} ${styles.noticeError}`} style={{ marginTop: "var(--space-4)" }}>
            {check.message}
          </p>
          <Link className={styles.quietButton} to={SIGN_IN_PATH}>
            Ask for a new link
          </Link>
        </>
      )}
    </div>
  );
}
