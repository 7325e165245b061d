import { Form } from "react-router";
import { SIGN_IN_PATH } from "#shared/console/routes.ts";
import { Button, ButtonLink } from "~/components/ui";
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
          <Button type="submit" className={styles.signInAction}>
            Continue to the console
          </Button>
        </Form>
      ) : (
        <>
          <p role="alert" className={`${styles.notice} ${styles.noticeError}`} style={{ marginTop: "var(--space-4)" }}>
            {check.message}
          </p>
          <ButtonLink href={SIGN_IN_PATH} variant="secondary" className={styles.signInAction}>
            Ask for a new link
          </ButtonLink>
        </>
      )}
    </div>
  );
}
