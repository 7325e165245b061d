import { Form } from "react-router";
import { Stack } from "~/components/ui";
import styles from "../console.module.css";
import { PasskeySignIn } from "../passkeys/PasskeySignIn";
import local from "./sign-in.module.css";

interface SignInPageProps {
  next: string;
  signedOut: boolean;
  result: { ok: true; email: string } | { ok: false; message: string; email: string } | undefined;
}

export function SignInPage({ next, signedOut, result }: SignInPageProps) {
  const failed = result && !result.ok ? result : undefined;
  return (
    <Stack gap={5} align="center" className={local.stage}>
      <div className={`${styles.panel} ${local.card}`}>
        <h1 className={styles.title}>Sign in to the console</h1>
        {result?.ok ? (
          <div role="status" className={`${styles.notice} ${styles.noticeSuccess} ${local.gapAbove}`}>
            If {result.email} belongs to a member of the team, a sign-in link is on its way. It works once, for 15
            minutes.
          </div>
        ) : (
          <>
            <p className={styles.lede}>
              For Horizon's team. We e-mail you a link that signs you in; there is no password.
            </p>
            {signedOut && (
              <p role="status" className={`${styles.notice} ${local.gapAbove}`}>
                You have signed out.
              </p>
            )}
            <Form method="post" action={`?next=${encodeURIComponent(next)}`} noValidate className={local.form}>
              <div className={styles.field}>
                <label htmlFor="console-email">Work e-mail</label>
                <input
                  id="console-email"
                  className={styles.input}
                  type="email"
                  name="email"
                  autoComplete="username webauthn"
                  placeholder="name@company.com"
                  required
                  defaultValue={failed?.email ?? ""}
                  aria-invalid={failed ? true : undefined}
                  aria-describedby={failed ? "console-email-error" : undefined}
                />
                {failed && (
                  <p id="console-email-error" className={styles.error} role="alert">
                    {failed.message}
                  </p>
                )}
              </div>
              <button type="submit" className={`${styles.primaryButton} ${styles.signInAction}`}>
                E-mail me a sign-in link
              </button>
            </Form>
            <PasskeySignIn next={next} />
          </>
        )}
      </div>
      <p className={local.aside}>
        Not on the team? <a href="/">Back to the website</a>
      </p>
    </Stack>
  );
}
