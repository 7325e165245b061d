import { Form } from "react-router";
import { SIGN_IN_PATH } from "#shared/console/routes.ts";
import { Stack } from "~/components/ui";
import styles from "../console.module.css";
import local from "./sign-in.module.css";

interface SignInLinkPageProps {
  check: { ok: true } | { ok: false; message: string };
}

export function SignInLinkPage({ check }: SignInLinkPageProps) {
  return (
    <Stack gap={5} align="center" className={local.stage}>
      <Stack className={`${styles.panel} ${local.card}`} gap={5} align="start">
        <h1 className={styles.title}>Sign in to the console</h1>
        {check.ok ? (
          <Stack as={Form} method="post" gap={4} align="start">
            <p className={styles.lede}>Your link is ready. It signs in this browser and then stops working.</p>
            <button type="submit" className={`${styles.primaryButton} ${styles.signInAction}`}>
              Continue to the console
            </button>
          </Stack>
        ) : (
          <>
            <p role="alert" className={`${styles.notice} ${styles.noticeError}`}>
              {check.message}
            </p>
            <a href={SIGN_IN_PATH} className={`${styles.quietButton} ${styles.signInAction}`}>
              Ask for a new link
            </a>
          </>
        )}
      </Stack>
    </Stack>
  );
}
