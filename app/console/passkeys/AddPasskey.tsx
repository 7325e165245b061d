import { type FormEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { PASSKEY_NAME_MAX } from "#shared/console/passkeys.ts";
import { useCsrfToken } from "../CsrfField";
import styles from "../console.module.css";
import { suggestedPasskeyName } from "./passkey-name";
import { usePasskeySupport } from "./use-passkey-support";

type Result = { ok: boolean; message: string };

/** Registers a passkey for the signed-in member, named after the browser unless they choose a name. */
export function AddPasskey() {
  const supported = usePasskeySupport();
  const csrfToken = useCsrfToken();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>();

  useEffect(() => setName(suggestedPasskeyName(navigator.userAgent)), []);

  if (!supported) {
    return <p className={styles.muted}>Passkeys can be added in a browser with JavaScript and passkey support.</p>;
  }

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = name.trim();
    if (!chosen) {
      setResult({ ok: false, message: "Give the passkey a name, like the device it is on." });
      return;
    }
    setBusy(true);
    setResult(undefined);
    const { registerPasskey } = await import("./passkey-client");
    const registered = await registerPasskey(chosen, csrfToken);
    setBusy(false);
    if (!registered.ok) {
      setResult({ ok: false, message: registered.message });
      return;
    }
    setResult({ ok: true, message: `Passkey “${registered.value.name}” added. You can sign in with it from now on.` });
    // Same address again: the loader runs and the list shows the new passkey.
    await navigate(".", { replace: true, preventScrollReset: true });
  }

  return (
    <form onSubmit={add} className={`${styles.inlineForm} ${styles.fieldBesideButton}`} noValidate>
      <div className={styles.field}>
        <label htmlFor="passkey-name">Passkey name</label>
        <span id="passkey-name-hint" className={styles.hint}>
          So you can tell your passkeys apart, e.g. the device or password manager.
        </span>
        <input
          id="passkey-name"
          className={styles.input}
          value={name}
          maxLength={PASSKEY_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          aria-describedby="passkey-name-hint"
        />
      </div>
      <button type="submit" className={styles.primaryButton} disabled={busy}>
        {busy ? "Waiting for your passkey…" : "Add a passkey"}
      </button>
      {result && (
        <p
          role={result.ok ? "status" : "alert"}
          className={`${styles.notice} ${result.ok ? styles.noticeSuccess : styles.noticeError}`}
        >
          {result.message}
        </p>
      )}
    </form>
  );
}
