import { useState } from "react";
import styles from "../console.module.css";
import { usePasskeySupport } from "./use-passkey-support";

/** "Sign in with a passkey": a discoverable credential, so no address is typed. Shown only with JavaScript. */
export function PasskeySignIn({ next }: { next: string }) {
  const supported = usePasskeySupport();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  if (!supported) return null;

  async function signIn() {
    setBusy(true);
    setProblem(undefined);
    const { signInWithPasskey } = await import("./passkey-client");
    const result = await signInWithPasskey();
    if (result.ok) {
      // A full load, so the console's layout reads the new session.
      window.location.assign(next);
      return;
    }
    setProblem(result.message);
    setBusy(false);
  }

  return (
    <div className={styles.alternative}>
      <p className={styles.separator}>or</p>
      <button type="button" className={`${styles.quietButton} ${styles.signInAction}`} onClick={signIn} disabled={busy}>
        {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </button>
      {problem && (
        <p role="alert" className={`${styles.notice} ${styles.noticeError}`}>
          {problem}
        </p>
      )}
    </div>
  );
}
